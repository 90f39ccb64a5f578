/**
 * The weekly health check job with a frozen clock, on both databases: one check per project at
 * Monday 00:05, nothing more when run again, the next week with its previous score, three
 * missed weeks caught up, a run cut off half-way and started again writing each check once,
 * the report posted to Slack once per check, and `GET /api/projects/{id}/health-checks` as
 * each role sees it.
 */
import { healthCheck } from "@cairn/schema/health-checks";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { FAKE_SETTINGS, FakeProviders, type Received } from "../../test/fake-providers.js";
import { type DemoIds, demoIds, FRESH_PASSWORD, freshAccount } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { runWeeklyHealthChecks } from "./weekly-check.js";

const fake = new FakeProviders();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const slackText = (request: Received) => (JSON.parse(request.body) as { text: string }).text;

/** Monday 7 January 2030, 00:05 UTC, and the Mondays after it. */
const MONDAY = new Date("2030-01-07T00:05:00Z");
const weeksLater = (weeks: number) => new Date(MONDAY.getTime() + weeks * 7 * 86_400_000);

forEachDatabase((kind) => {
  const t = useTestApp(kind, {
    env: () => ({
      INTEGRATION_BASE_URLS: fake.baseUrlsEnv(),
      INTEGRATION_TIMEOUT_MS: "1500",
      NOTIFICATION_RETRY_DELAYS_MS: "50,100",
    }),
  });
  let ids: DemoIds;
  let open: number[];
  let milestoneId: number;

  const checks = () =>
    t.db
      .selectFrom("healthChecks")
      .select(["id", "projectId", "weekStart", "score", "previousScore", "report"])
      .orderBy("projectId")
      .orderBy("weekStart")
      .execute();
  const weeklyMessages = () =>
    t.db
      .selectFrom("outbox")
      .select("payload")
      .where(sql<string>`payload ->> 'kind'`, "=", "health.weekly")
      .execute();

  beforeAll(async () => {
    t.setNow(MONDAY);
    ids = await demoIds(t.db);
    // Every project was made during the week before the frozen Monday: one week is due each.
    await t.db.updateTable("projects").set({ createdAt: "2030-01-01T09:00:00Z" }).execute();
    open = (
      await t.db.selectFrom("projects").select("id").where("status", "<>", "completed").execute()
    ).map((row) => row.id);
    // A week of the relaunch to report on: one milestone finished, a task slipped, three moods
    // (figures are given from 3 entries: mood/readers.ts).
    // The demo's own roadmap (dated from the day the seed ran) is taken off first.
    await t.db.deleteFrom("milestones").where("projectId", "=", ids.relaunch).execute();
    milestoneId = (
      await t.db
        .insertInto("milestones")
        .values({
          projectId: ids.relaunch,
          title: "Discovery <done>",
          startDate: "2029-12-24",
          dueDate: "2030-01-04",
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto("tasks")
      .values([
        {
          title: "Interview the team",
          projectId: ids.relaunch,
          columnId: "done",
          status: "completed",
          orderIndex: 90,
          milestoneId,
          dueDate: "2030-01-03T00:00:00Z",
          completedAt: "2030-01-02T15:00:00Z",
          createdAt: "2030-01-01T10:00:00Z",
        },
        {
          title: "Write the charter",
          projectId: ids.relaunch,
          columnId: "todo",
          status: "pending",
          orderIndex: 90,
          dueDate: "2030-01-05T00:00:00Z",
          createdAt: "2030-01-01T10:00:00Z",
        },
      ])
      .execute();
    await t.db
      .insertInto("teamMoodEntries")
      .values(
        [4, 3, 5].map((moodScore) => ({
          projectId: ids.relaunch,
          userId: ids.users.client,
          moodScore,
          energyLevel: 4,
          stressLevel: 2,
          createdAt: "2030-01-03T12:00:00Z",
        })),
      )
      .execute();
    const admin = await t.session("admin");
    const saved = await t.request({
      method: "PUT",
      url: "/api/integrations/slack/settings",
      headers: { cookie: admin },
      payload: FAKE_SETTINGS.Slack,
    });
    expect(saved.statusCode).toBe(200);
    await t.settleOutbox();
    fake.reset();
  });

  it("writes one check per open project at Monday 00:05, for the week just ended", async () => {
    const result = await runWeeklyHealthChecks(t.db, MONDAY);
    expect(result).toEqual({ written: open.length, busy: 0 });
    const rows = await checks();
    expect(rows.map((row) => row.projectId).sort()).toEqual([...open].sort());
    for (const row of rows) {
      expect(row.weekStart).toBe("2029-12-31");
      expect(row.previousScore).toBeNull();
    }
    const relaunch = rows.find((row) => row.projectId === ids.relaunch);
    const report = healthCheck.shape.report.parse(relaunch?.report);
    expect(report).toMatchObject({
      weekStart: "2029-12-31",
      weekEnd: "2030-01-06",
      catchUp: false,
      computedAt: MONDAY.toISOString(),
      health: { score: relaunch?.score, previousScore: null, change: null },
      tasks: {
        finished: { count: 1, tasks: [{ title: "Interview the team" }] },
        slipped: { count: 1, tasks: [{ title: "Write the charter" }] },
      },
      mood: { entries: 3, averageMood: 4, averageEnergy: 4, averageStress: 2 },
      moodEntries: 3,
    });
    expect(report.milestones.due).toEqual([
      {
        id: milestoneId,
        title: "Discovery <done>",
        dueDate: "2030-01-04",
        done: true,
        tasks: 1,
        tasksDone: 1,
      },
    ]);
    expect(report.milestones.done.map((m) => m.id)).toEqual([milestoneId]);
    expect(report.milestones.late).toEqual([]);
    expect(report.recommendations.length).toBeLessThanOrEqual(3);
    // The band's word, as the Health tab says it (one table: @cairn/schema/score-bands).
    expect(report.summary).toMatch(
      /^Health \d+ \((healthy|needs attention|poor)\) in the project's first/,
    );
  });

  it("posts each check's report to Slack once, through the outbox", async () => {
    expect(await weeklyMessages()).toHaveLength(open.length);
    await t.settleOutbox();
    const posts = fake.of("Slack").map(slackText);
    expect(posts).toHaveLength(open.length);
    const relaunch = await t.db
      .selectFrom("projects")
      .select("name")
      .where("id", "=", ids.relaunch)
      .executeTakeFirstOrThrow();
    const post = posts.find((text) => text.includes(relaunch.name));
    expect(post).toMatch(
      new RegExp(`^Weekly health check of ${relaunch.name}, week of 31 Dec 2029:\\nHealth \\d+`),
    );
    expect(post).toContain("1 task finished and 1 slipped");
    expect(post).toContain("Mood 4.0 of 5 from 3 entries.");
  });

  it("writes nothing when run again in the same week", async () => {
    const before = await checks();
    expect(await runWeeklyHealthChecks(t.db, MONDAY)).toEqual({ written: 0, busy: 0 });
    expect(await runWeeklyHealthChecks(t.db, new Date("2030-01-13T23:59:00Z"))).toEqual({
      written: 0,
      busy: 0,
    });
    expect(await checks()).toEqual(before);
    expect(await weeklyMessages()).toHaveLength(open.length);
  });

  it("writes the next week a week later, with last week's score as its previous score", async () => {
    const first = await checks();
    expect(await runWeeklyHealthChecks(t.db, weeksLater(1))).toEqual({
      written: open.length,
      busy: 0,
    });
    const rows = await checks();
    for (const projectId of open) {
      const mine = rows.filter((row) => row.projectId === projectId);
      expect(mine.map((row) => row.weekStart)).toEqual(["2029-12-31", "2030-01-07"]);
      const previous = first.find((row) => row.projectId === projectId)?.score;
      expect(mine[1]?.previousScore).toBe(previous);
      const report = healthCheck.shape.report.parse(mine[1]?.report);
      expect(report.health.change).toBe((mine[1]?.score ?? 0) - (previous ?? 0));
      expect(report.catchUp).toBe(false);
    }
  });

  it("catches up the three weeks missed while nothing ran, oldest first", async () => {
    // Down from Monday 14 January to Monday 4 February: 14, 21 and 28 January were missed.
    expect(await runWeeklyHealthChecks(t.db, weeksLater(4))).toEqual({
      written: 3 * open.length,
      busy: 0,
    });
    const rows = await checks();
    for (const projectId of open) {
      const mine = rows.filter((row) => row.projectId === projectId);
      expect(mine.map((row) => row.weekStart)).toEqual([
        "2029-12-31",
        "2030-01-07",
        "2030-01-14",
        "2030-01-21",
        "2030-01-28",
      ]);
      for (let i = 1; i < mine.length; i++) expect(mine[i]?.previousScore).toBe(mine[i - 1]?.score);
      expect(
        mine.slice(2).map((row) => healthCheck.shape.report.parse(row.report).catchUp),
      ).toEqual([true, true, false]);
    }
    expect(await weeklyMessages()).toHaveLength(5 * open.length);
  });

  it("writes each check once when a run is cut off half-way and started again", async () => {
    const monday = weeksLater(5);
    const before = (await checks()).length;
    // A crash inside the second check's transaction: it is rolled back with its message.
    let seen = 0;
    await expect(
      runWeeklyHealthChecks(t.db, monday, {
        beforeCommit: () => {
          seen++;
          if (seen === 2) throw new Error("the process died here");
        },
      }),
    ).rejects.toThrow("the process died here");
    expect((await checks()).length).toBe(before + 1);
    expect(await weeklyMessages()).toHaveLength(5 * open.length + 1);
    // A shutdown between two checks: the run stops, what it wrote stays.
    const stop = new AbortController();
    const stopped = await runWeeklyHealthChecks(t.db, monday, {
      signal: stop.signal,
      beforeCommit: () => stop.abort(),
    });
    expect(stopped.written).toBe(1);
    // Started again: the rest, and nothing twice.
    const rest = await runWeeklyHealthChecks(t.db, monday);
    expect(rest.written).toBe(open.length - 2);
    const rows = await checks();
    const thisWeek = rows.filter((row) => row.weekStart === "2030-02-04");
    expect(thisWeek.map((row) => row.projectId).sort()).toEqual([...open].sort());
    expect(await weeklyMessages()).toHaveLength(6 * open.length);
    const keys = rows.map((row) => `${row.projectId}:${row.weekStart}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("skips completed projects and projects made this week", async () => {
    const completed = await t.db
      .selectFrom("projects")
      .select("id")
      .where("status", "=", "completed")
      .execute();
    const rows = await checks();
    for (const { id } of completed) expect(rows.some((row) => row.projectId === id)).toBe(false);
    const { id: fresh } = await t.db
      .insertInto("projects")
      .values({ name: "Made this week", createdAt: "2030-02-12T10:00:00Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await runWeeklyHealthChecks(t.db, new Date("2030-02-13T00:00:00Z"))).written).toBe(0);
    // Its first check comes the Monday after, for the week it was made in.
    await runWeeklyHealthChecks(t.db, weeksLater(6));
    const mine = (await checks()).filter((row) => row.projectId === fresh);
    expect(mine.map((row) => row.weekStart)).toEqual(["2030-02-11"]);
  });

  describe("GET /api/projects/{projectId}/health-checks", () => {
    const list = (projectId: number, cookie?: string, query = "") =>
      t.request({
        method: "GET",
        url: `/api/projects/${projectId}/health-checks${query}`,
        ...(cookie ? { headers: { cookie } } : {}),
      });

    it("answers the project's client its checks, the newest week first, paged", async () => {
      const client = await t.session("client");
      const response = await list(ids.relaunch, client);
      expect(response.statusCode).toBe(200);
      const body = z.array(healthCheck).parse(response.json());
      expect(body.map((check) => check.weekStart)).toEqual([
        "2030-02-11",
        "2030-02-04",
        "2030-01-28",
        "2030-01-21",
        "2030-01-14",
        "2030-01-07",
        "2029-12-31",
      ]);
      expect(body.every((check) => check.projectId === ids.relaunch)).toBe(true);
      expect(body[0]?.report.health.score).toBe(body[0]?.score);
      const page = await list(ids.relaunch, client, "?limit=2&offset=1");
      expect(
        z
          .array(healthCheck)
          .parse(page.json())
          .map((check) => check.weekStart),
      ).toEqual(["2030-02-04", "2030-01-28"]);
    });

    it("answers its consultant and admins; hides it from others", async () => {
      expect((await list(ids.relaunch, await t.session("consultant"))).statusCode).toBe(200);
      expect((await list(ids.relaunch, await t.session("admin"))).statusCode).toBe(200);
      const stranger = await freshAccount(t.db, "user");
      const other = await list(ids.relaunch, await t.login(stranger.username, FRESH_PASSWORD));
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: "NOT_FOUND" });
      const consultant = await freshAccount(t.db, "consultant");
      const theirs = await list(ids.relaunch, await t.login(consultant.username, FRESH_PASSWORD));
      expect(theirs.statusCode).toBe(404);
      expect((await list(ids.relaunch)).statusCode).toBe(401);
      expect((await list(999_999, await t.session("admin"))).statusCode).toBe(404);
      const bad = await list(ids.relaunch, await t.session("admin"), "?limit=0");
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: "BAD_REQUEST" });
    });
  });
});
