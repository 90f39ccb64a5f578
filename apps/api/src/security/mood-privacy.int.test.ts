/**
 * Team mood is anonymous as the Team Mood tab promises ("Averages appear from
 * 3 entries, so no one's answers can be singled out"). A project gets one entry, then two, and
 * mood is read through every path — the tab's list and statistics, the team metrics, the health
 * factors (which the weekly reports store as they are), the KPIs, the BI feed and the assistant —
 * by the project's client: no figure of the one or two entries, and no one's entry but the client's own
 * (modules/mood/readers.ts).
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { demoIds } from "../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../test/harness.js";

/** One person's answers: figures no reader may see while they are one of fewer than three. */
const ANSWERS = { moodScore: 2, energyLevel: 1, stressLevel: 5 } as const;
/** What the health factors said of one entry before: "Mood 2.0, energy 1.0, stress 5.0 of 5". */
const SINGLED_OUT = /Mood 2\.0|energy 1\.0|stress 5\.0|mood 2\.0\/5/i;

forEachDatabase((kind) => {
  describe("team mood below three entries", () => {
    const t = useTestApp(kind);
    let client = "";
    let consultant = "";
    let projectId = 0;
    let projectName = "";
    let ids: Awaited<ReturnType<typeof demoIds>>;

    beforeAll(async () => {
      ids = await demoIds(t.db);
      client = await t.session("client");
      consultant = await t.session("consultant");
      projectName = `Mood ${randomUUID().slice(0, 8)}`;
      projectId = (
        await t.db
          .insertInto("projects")
          .values({
            name: projectName,
            clientId: ids.users.client,
            consultantId: ids.users.consultant,
            planType: "scale",
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    });

    const get = async (cookie: string, url: string) => {
      const response = await t.request({ method: "GET", url, headers: { cookie } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response;
    };

    const addEntry = (cookie: string, notes: string) =>
      t.request({
        method: "POST",
        url: "/api/team-mood",
        headers: { cookie },
        payload: { projectId, ...ANSWERS, notes, anonymous: false },
      });

    /** Every path that reads mood, as the client reads it. */
    async function readEverything() {
      const list = (await get(client, `/api/team-mood?project=${projectId}&period=week`)).json();
      const stats = (await get(client, `/api/team-mood/stats?project=${projectId}`)).json();
      const team = (await get(client, `/api/project-health/team/${projectId}`)).json();
      const health = (await get(client, `/api/project-health/${projectId}`)).json();
      const kpis = (await get(client, `/api/kpis?projectIds=${projectId}&kpis=mood`)).json();
      const feed = (await get(client, "/api/feeds/mood?limit=500")).json();
      const asked = await t.request({
        method: "POST",
        url: "/api/assistant/ask",
        headers: { cookie: client },
        payload: { question: `mood ${projectName}` },
      });
      expect(asked.statusCode).toBe(200);
      return { list, stats, team, health, kpis, feed, assistant: asked.json() };
    }

    function expectNothingSingledOut(read: Awaited<ReturnType<typeof readEverything>>) {
      // The client's own entry only: nobody else's, the consultant's named one included.
      expect(read.list.map((entry: { userId: number }) => entry.userId)).toEqual([
        ids.users.client,
      ]);
      expect(read.team.recentEntries.map((entry: { userId: number }) => entry.userId)).toEqual([
        ids.users.client,
      ]);
      expect(read.stats).toMatchObject({
        averageMood: null,
        averageEnergy: null,
        averageStress: null,
        weeklyTrend: "flat",
      });
      expect(read.team).toMatchObject({
        avgMoodScore: null,
        avgEnergyLevel: null,
        avgStressLevel: null,
      });
      expect(read.health.reasons.join(" ")).toContain("not enough entries");
      expect(read.health.reasons.join(" ")).not.toMatch(SINGLED_OUT);
      const [moodKpi] = read.kpis.kpis;
      expect(moodKpi.value).toBeNull();
      expect(
        moodKpi.series.every((point: { values: Record<string, unknown> }) =>
          Object.values(point.values).every((value) => value === null),
        ),
      ).toBe(true);
      const rows = read.feed.rows.filter(
        (row: { project_id: number }) => row.project_id === projectId,
      );
      for (const row of rows) {
        expect([row.mean_mood, row.mean_energy, row.mean_stress]).toEqual([null, null, null]);
      }
      const said = JSON.stringify(read.assistant);
      expect(said).toContain("not enough entries");
      expect(said).not.toMatch(SINGLED_OUT);
    }

    it("with one entry, shows no one's answers, not even in the health factors", async () => {
      expect((await addEntry(client, "Client's own note")).statusCode).toBe(201);
      expectNothingSingledOut(await readEverything());
    });

    it("with two, shows neither, and the client never reads the consultant's named entry or note", async () => {
      expect((await addEntry(consultant, "Consultant's private note")).statusCode).toBe(201);
      const read = await readEverything();
      expectNothingSingledOut(read);
      expect(JSON.stringify(read)).not.toContain("Consultant's private note");
      // The project's consultant reads both, as the entry dialog says.
      const theirs = (
        await get(consultant, `/api/team-mood?project=${projectId}&period=week`)
      ).json() as { notes: string }[];
      expect(theirs.map((entry) => entry.notes).sort()).toEqual([
        "Client's own note",
        "Consultant's private note",
      ]);
    });
  });
});
