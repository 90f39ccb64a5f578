/**
 * GET /api/kpis over HTTP on a project built by hand (test/kpi-fixtures.ts), every figure worked
 * out on paper below. The period is 2–15 November 2026 (weeks of Monday 2 and Monday 9); the
 * period before is 19 October – 1 November. Week ends: 9 Nov 00:00 and 16 Nov 00:00; the end
 * of the period before: 2 Nov 00:00.
 */

import { KPI_KEYS } from "@cairn/schema/kpis";
import { beforeAll, describe, expect, it } from "vitest";
import { FRESH_PASSWORD, freshProject } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import {
  buildKpiProject,
  buildOtherProject,
  KPI_PERIOD,
  type KpiProject,
} from "../../test/kpi-fixtures.js";
import { resolvePeriod } from "./period.js";
import { computeKpis } from "./report.js";

interface Answer {
  from: string;
  to: string;
  projectIds: number[];
  kpis: {
    key: string;
    value: number | null;
    previous: number | null;
    series: { weekStart: string; values: Record<string, number | null> }[];
  }[];
}

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let mine: KpiProject;
  let other: Awaited<ReturnType<typeof buildOtherProject>>;
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    mine = await buildKpiProject(t.db);
    other = await buildOtherProject(t.db);
    cookies.set("admin", await t.session("admin"));
    cookies.set("client", await t.login(mine.client.username, FRESH_PASSWORD));
    cookies.set("consultant", await t.login(mine.consultant.username, FRESH_PASSWORD));
  });

  const kpis = async (as: string, query: Record<string, string>) => {
    const search = new URLSearchParams({ ...KPI_PERIOD, ...query });
    return t.request({
      method: "GET",
      url: `/api/kpis?${search}`,
      headers: { cookie: cookies.get(as) ?? "" },
    });
  };
  const answer = async (as: string, query: Record<string, string>) => {
    const response = await kpis(as, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Answer;
  };
  const byKey = (body: Answer) => new Map(body.kpis.map((kpi) => [kpi.key, kpi]));
  const weekly = (body: Answer, key: string) =>
    byKey(body)
      .get(key)
      ?.series.map((point) => point.values);

  describe("a hand-built project", () => {
    let body: Answer;
    beforeAll(async () => {
      body = await answer("consultant", { projectIds: String(mine.projectId) });
    });

    it("answers the period, the scope and every KPI in the contract's order", () => {
      expect(body.from).toBe("2026-11-02");
      expect(body.to).toBe("2026-11-15");
      expect(body.projectIds).toEqual([mine.projectId]);
      expect(body.kpis.map((kpi) => kpi.key)).toEqual([
        "throughput",
        "cycle_time",
        "lead_time",
        "wip",
        "on_time_rate",
        "overdue",
        "health_score",
        "mood",
        "participation",
        "milestone_progress",
        "cumulative_flow",
      ]);
    });

    it("throughput, cycle time, lead time and on-time delivery", () => {
      const kpi = byKey(body);
      // Done: T1 on 4 Nov (week 1); T2 on 10 Nov and T3 on 11 Nov (week 2); none before.
      expect([kpi.get("throughput")?.value, kpi.get("throughput")?.previous]).toEqual([3, 0]);
      expect(weekly(body, "throughput")).toEqual([{ value: 1 }, { value: 2 }]);
      // Cycle: T1 2 Nov → 4 Nov = 2 days; T2 5 Nov → 10 Nov = 5 days (its status line counts);
      // T3 has no history, so no recorded start: no cycle time, not 0.
      // [2, 5]: median 3.5; p85 at rank 0.85 = 2 + 0.85 × 3 = 4.55.
      expect(kpi.get("cycle_time")?.value).toBe(3.5);
      expect(kpi.get("cycle_time")?.previous).toBeNull();
      // Week 2: [5] → median 5, p85 5.
      expect(weekly(body, "cycle_time")).toEqual([
        { median: 2, p85: 2 },
        { median: 5, p85: 5 },
      ]);
      // Lead: T1 26 Oct → 4 Nov = 9; T2 3 → 10 Nov = 7; T3 1 Oct → 11 Nov = 41.
      // [7, 9, 41]: median 9. Week 2: [7, 41] → median 24, p85 7 + 0.85 × 34 = 35.9.
      expect(kpi.get("lead_time")?.value).toBe(9);
      expect(weekly(body, "lead_time")).toEqual([
        { median: 9, p85: 9 },
        { median: 24, p85: 35.9 },
      ]);
      // With a due date: T1 (due 5 Nov, done the 4th: on time), T2 (due 9 Nov, done the 10th).
      expect(kpi.get("on_time_rate")?.value).toBe(50);
      expect(weekly(body, "on_time_rate")).toEqual([{ value: 100 }, { value: 0 }]);
    });

    it("work in progress and the cumulative flow, from the history", () => {
      const kpi = byKey(body);
      // 2 Nov 00:00: To Do T1, T3 (no history: To Do until done), T4; In Progress T6 (its first
      // line says it came from there); Review T5 (no history: where it is now).
      // 9 Nov: To Do T3; In Progress T2, T4, T6; Review T5; Done T1.
      // 16 Nov: In Progress T4; Review T5, T6; Done T1, T2, T3.
      expect([kpi.get("wip")?.value, kpi.get("wip")?.previous]).toEqual([3, 2]);
      expect(weekly(body, "wip")).toEqual([
        { inprogress: 3, review: 1 },
        { inprogress: 1, review: 2 },
      ]);
      expect([kpi.get("cumulative_flow")?.value, kpi.get("cumulative_flow")?.previous]).toEqual([
        3, 0,
      ]);
      expect(weekly(body, "cumulative_flow")).toEqual([
        { todo: 1, inprogress: 3, review: 1, done: 1 },
        { todo: 0, inprogress: 1, review: 2, done: 3 },
      ]);
    });

    it("overdue tasks at each week's end", () => {
      // T4, due 8 Nov and open, is overdue from 9 Nov 00:00: not yet at the end of week 1 (a
      // task due on the Sunday is due that day), overdue at the end of week 2.
      const kpi = byKey(body).get("overdue");
      expect([kpi?.value, kpi?.previous]).toEqual([1, 0]);
      expect(weekly(body, "overdue")).toEqual([{ value: 0 }, { value: 1 }]);
    });

    it("health, mood, participation and milestone progress", () => {
      const kpi = byKey(body);
      // Checks: 60 (week of 26 Oct), 70, 80 → the period (70 + 80) / 2 = 75, before 60.
      expect([kpi.get("health_score")?.value, kpi.get("health_score")?.previous]).toEqual([75, 60]);
      expect(weekly(body, "health_score")).toEqual([{ value: 70 }, { value: 80 }]);
      // Mood: 4 (3 Nov), 2 (10 Nov), 3 (11 Nov) → 3. Before (one entry) and each week (one,
      // then two): none, as no figure is given from fewer than 3 entries (mood/readers.ts).
      expect([kpi.get("mood")?.value, kpi.get("mood")?.previous]).toEqual([3, null]);
      expect(weekly(body, "mood")).toEqual([{ value: null }, { value: null }]);
      // Members: the client, the consultant (also an assignee) and T5's assignee = 3.
      // The period: the client and the consultant logged (2 / 3); before: the consultant.
      expect([kpi.get("participation")?.value, kpi.get("participation")?.previous]).toEqual([
        66.67, 33.33,
      ]);
      expect(weekly(body, "participation")).toEqual([{ value: 33.33 }, { value: 66.67 }]);
      // "Launch": T1, T4 (created in Oct), T2 (3 Nov). 2 Nov: 0 of 2; 9 Nov: 1 of 3 (T1);
      // 16 Nov: 2 of 3 (T1, T2).
      const progress = kpi.get("milestone_progress");
      expect([progress?.value, progress?.previous]).toEqual([66.67, 0]);
      expect(weekly(body, "milestone_progress")?.map((point) => point.value)).toEqual([
        33.33, 66.67,
      ]);
    });
  });

  it("takes a task out of Review when a status line completes it there", async () => {
    // Created 2 Nov in To Do, moved to Review on the 3rd, set completed on the 5th (a status
    // line, whose old status "in_progress" does not say which column it left): the line
    // before it says Review. Cycle: 3 → 5 Nov = 2 days; at the end of week 1 it is in Done.
    const projectId = await freshProject(t.db);
    const { id } = await t.db
      .insertInto("tasks")
      .values({
        title: "Through review",
        projectId,
        columnId: "done",
        status: "completed",
        createdAt: "2026-11-02T00:00:00Z",
        completedAt: "2026-11-05T00:00:00Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("taskActivity")
      .values([
        { taskId: id, kind: "created", detail: "To Do", createdAt: "2026-11-02T00:00:00Z" },
        {
          taskId: id,
          kind: "moved",
          fromValue: "todo",
          toValue: "review",
          detail: "Review",
          createdAt: "2026-11-03T00:00:00Z",
        },
        {
          taskId: id,
          kind: "status",
          fromValue: "in_progress",
          toValue: "completed",
          detail: "Done",
          createdAt: "2026-11-05T00:00:00Z",
        },
      ])
      .execute();
    const body = await answer("admin", {
      projectIds: String(projectId),
      kpis: "cycle_time,cumulative_flow",
    });
    expect(weekly(body, "cycle_time")?.[0]).toEqual({ median: 2, p85: 2 });
    expect(weekly(body, "cumulative_flow")?.[0]).toEqual({
      todo: 0,
      inprogress: 0,
      review: 0,
      done: 1,
    });
  });

  it("answers the same for a portfolio-sized scope (hashed) as for a few projects (indexed)", async () => {
    const period = resolvePeriod(KPI_PERIOD, new Date());
    const few = await computeKpis(t.db, [mine.projectId], period, [...KPI_KEYS]);
    // 60 ids, the rest naming no project: past INDEXED_SCOPE, so the other form of the query.
    const padding = Array.from({ length: 59 }, (_, i) => 1_000_000 + i);
    const many = await computeKpis(t.db, [mine.projectId, ...padding], period, [...KPI_KEYS]);
    expect(many).toEqual(few);
    expect(few.find((kpi) => kpi.key === "throughput")?.value).toBe(3);
  });

  describe("scope by role", () => {
    it("gives a client only their own projects' figures", async () => {
      const body = await answer("client", { kpis: "throughput" });
      expect(body.projectIds).toEqual([mine.projectId]);
      expect(body.kpis[0]?.value).toBe(3);
    });

    it("answers 404 for a project the caller may not read, naming it", async () => {
      for (const as of ["client", "consultant"]) {
        const response = await kpis(as, { projectIds: `${mine.projectId},${other.projectId}` });
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe(`Project ${other.projectId} was not found.`);
      }
    });

    it("lets an admin add up several projects (the other's task done on 4 Nov)", async () => {
      const body = await answer("admin", {
        projectIds: `${other.projectId},${mine.projectId}`,
        kpis: "throughput,lead_time",
      });
      expect(body.projectIds).toEqual([mine.projectId, other.projectId].sort((a, b) => a - b));
      expect(body.kpis.map((kpi) => kpi.key)).toEqual(["throughput", "lead_time"]);
      expect(body.kpis[0]?.series.map((point) => point.values.value)).toEqual([2, 2]);
    });

    it("refuses a period longer than a year and an unknown KPI", async () => {
      const long = await kpis("admin", { from: "2025-01-01", to: "2026-11-15" });
      expect(long.statusCode).toBe(400);
      const unknown = await kpis("admin", { kpis: "velocity" });
      expect(unknown.statusCode).toBe(400);
    });
  });

  it("exports the same figures as CSV", async () => {
    const search = new URLSearchParams({
      ...KPI_PERIOD,
      projectIds: String(mine.projectId),
      kpis: "throughput",
    });
    const response = await t.request({
      method: "GET",
      url: `/api/kpis/csv?${search}`,
      headers: { cookie: cookies.get("client") ?? "" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const name = (
      await t.db
        .selectFrom("projects")
        .select("name")
        .where("id", "=", mine.projectId)
        .executeTakeFirstOrThrow()
    ).name;
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toBe(
      "\uFEFFdashboard,widget,kpi,unit,projects,week_start,series,value\r\n" +
        `,,Throughput,tasks,${name},2026-11-02,Value,1\r\n` +
        `,,Throughput,tasks,${name},2026-11-09,Value,2\r\n`,
    );
  });
});
