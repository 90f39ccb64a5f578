/**
 * One figure, one definition: a project with known tasks and mood entries, the
 * clock frozen at Monday 14 January 2030, 00:05 UTC, just after the week of 7–13 January ended.
 * Each figure — mood, energy and stress; lead and cycle time; the health score and its band — is
 * read from every endpoint that shows it, and they must agree:
 *
 * - the Health tab (`/project-health/{id}`, its reasons; `/team/{id}`; `/tasks/{id}`; `/history`),
 * - the Team Mood tab (`/team-mood/stats`, its default period "week": the last 7 days),
 * - the weekly health check of 7–13 January (`/projects/{id}/health-checks`),
 * - the KPIs of that week, JSON and CSV,
 * - the BI feeds (`mood`, `health_history`),
 * - the assistant ("mood …", "status …").
 *
 * Every mood entry is made inside that week, so the 7 days, the 14 days and the ISO week all hold
 * the same four entries. Tasks: T1 created 2 Jan, started 8 Jan, done 10 Jan (lead 8 days, cycle
 * 2 days); T2 created 2 Jan and done 12 Jan without a history (lead 10 days, no recorded start:
 * no cycle time); T3 in progress since 8 Jan, due 9 Jan (overdue).
 */
import type { COLUMN_KEYS } from "@cairn/schema/constants";
import { KPI_INFO } from "@cairn/schema/kpis";
import { scoreBandOf, scoreLabelOf } from "@cairn/schema/score-bands";
import { beforeAll, describe, expect, it } from "vitest";
import { demoIds, freshAccount, freshProject } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { runWeeklyHealthChecks } from "./weekly-check.js";

const NOW = new Date("2030-01-14T00:05:00Z");
const WEEK = { from: "2030-01-07", to: "2030-01-13" } as const;
const NAME = "Figures Harbour Relaunch";

/** Mood 5, 4, 4, 4 → 4.25 → 4.3; energy 4, 3, 3, 4 → 3.5; stress 5, 2, 2, 2 → 2.75 → 2.8. */
const ENTRIES = [
  { at: "2030-01-08T10:00:00Z", mood: 5, energy: 4, stress: 5 },
  { at: "2030-01-09T10:00:00Z", mood: 4, energy: 3, stress: 2 },
  { at: "2030-01-10T10:00:00Z", mood: 4, energy: 3, stress: 2 },
  { at: "2030-01-11T10:00:00Z", mood: 4, energy: 4, stress: 2 },
];
const FIGURES = { mood: 4.3, energy: 3.5, stress: 2.8 };

interface KpiAnswer {
  kpis: {
    key: string;
    value: number | null;
    series: { values: Record<string, number | null> }[];
  }[];
}

/** The CSV's rows as records under its header (no field of this test holds a comma). */
function csvRows(body: string): Record<string, string>[] {
  const [header, ...lines] = body
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  const names = (header ?? "").split(",");
  return lines.map((line) => {
    const cells = line.split(",");
    return Object.fromEntries(names.map((name, index) => [name, cells[index] ?? ""]));
  });
}

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let projectId: number;
  let cookie: string;

  const get = async (url: string) => {
    const response = await t.request({ method: "GET", url, headers: { cookie } });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };
  const json = async <T>(url: string) => (await get(url)).json() as T;
  const ask = async (question: string) => {
    const response = await t.request({
      method: "POST",
      url: "/api/assistant/ask",
      headers: { cookie },
      payload: { question },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { title: string };
  };
  const kpiOf = (answer: KpiAnswer, key: string) => answer.kpis.find((kpi) => kpi.key === key);

  beforeAll(async () => {
    t.setNow(NOW);
    const ids = await demoIds(t.db);
    const people = await Promise.all([1, 2, 3].map(() => freshAccount(t.db, "user")));
    projectId = await freshProject(t.db, { consultantId: ids.users.consultant });
    await t.db
      .updateTable("projects")
      .set({ name: NAME, planType: "pro", createdAt: "2030-01-02T08:00:00Z" })
      .where("id", "=", projectId)
      .execute();
    const task = async (values: {
      title: string;
      columnId: (typeof COLUMN_KEYS)[number];
      status: "pending" | "in_progress" | "completed";
      completedAt: string | null;
      dueDate: string | null;
      assignedTo: number;
    }) =>
      (
        await t.db
          .insertInto("tasks")
          .values({
            ...values,
            projectId,
            priority: "medium",
            createdAt: "2030-01-02T09:00:00Z",
            updatedAt: "2030-01-02T09:00:00Z",
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const [a, b, c] = people.map((person) => person.id) as [number, number, number];
    const t1 = await task({
      title: "T1",
      columnId: "done",
      status: "completed",
      completedAt: "2030-01-10T09:00:00Z",
      dueDate: "2030-01-11T00:00:00Z",
      assignedTo: a,
    });
    await task({
      title: "T2",
      columnId: "done",
      status: "completed",
      completedAt: "2030-01-12T09:00:00Z",
      dueDate: null,
      assignedTo: b,
    });
    const t3 = await task({
      title: "T3",
      columnId: "inprogress",
      status: "in_progress",
      completedAt: null,
      dueDate: "2030-01-09T00:00:00Z",
      assignedTo: c,
    });
    const line = (taskId: number, createdAt: string, from: string | null, to: string) => ({
      taskId,
      actorId: ids.users.consultant,
      kind: from === null ? "created" : "moved",
      fromValue: from,
      toValue: from === null ? null : to,
      detail: to,
      createdAt,
    });
    await t.db
      .insertInto("taskActivity")
      .values([
        line(t1, "2030-01-02T09:00:00Z", null, "todo"),
        line(t1, "2030-01-08T09:00:00Z", "todo", "inprogress"),
        line(t1, "2030-01-10T09:00:00Z", "inprogress", "done"),
        line(t3, "2030-01-02T09:00:00Z", null, "todo"),
        line(t3, "2030-01-08T09:00:00Z", "todo", "inprogress"),
      ])
      .execute();
    const authors = [a, b, c, a];
    await t.db
      .insertInto("teamMoodEntries")
      .values(
        ENTRIES.map((entry, index) => ({
          userId: authors[index] as number,
          projectId,
          moodScore: entry.mood,
          energyLevel: entry.energy,
          stressLevel: entry.stress,
          notes: null,
          anonymous: false,
          createdAt: entry.at,
        })),
      )
      .execute();
    await runWeeklyHealthChecks(t.db, NOW);
    cookie = await t.session("consultant");
  });

  describe("every screen and endpoint shows the same figures", () => {
    it("mood, energy and stress: one decimal, the same everywhere", async () => {
      const stats = await json<Record<string, number | null>>(
        `/api/team-mood/stats?project=${projectId}&period=week`,
      );
      const team = await json<Record<string, number | null>>(
        `/api/project-health/team/${projectId}`,
      );
      const health = await json<{ reasons: string[] }>(`/api/project-health/${projectId}`);
      const [check] = await json<
        { report: { weekStart: string; mood: Record<string, number> | null; summary: string } }[]
      >(`/api/projects/${projectId}/health-checks`);
      const kpis = await json<KpiAnswer>(
        `/api/kpis?projectIds=${projectId}&from=${WEEK.from}&to=${WEEK.to}&kpis=mood`,
      );
      const csv = csvRows(
        (
          await get(
            `/api/kpis/csv?projectIds=${projectId}&from=${WEEK.from}&to=${WEEK.to}&kpis=mood`,
          )
        ).body,
      );
      const feed = await json<{ rows: Record<string, unknown>[] }>("/api/feeds/mood?limit=10000");
      const week = feed.rows.find(
        (row) => row.project_id === projectId && String(row.week_start).startsWith(WEEK.from),
      );
      const assistant = await ask(`mood ${NAME}`);

      const reason = health.reasons.find((text) => text.startsWith("Mood "));
      const stated = /^Mood ([\d.]+), energy ([\d.]+), stress ([\d.]+) of 5/.exec(reason ?? "");
      const spoken = /mood ([\d.]+)\/5, energy ([\d.]+)\/5, stress ([\d.]+)\/5/.exec(
        assistant.title,
      );
      expect(check?.report.weekStart).toBe(WEEK.from);

      const readings = {
        "Team Mood tab": [stats.averageMood, stats.averageEnergy, stats.averageStress],
        "Health tab, Team panel": [team.avgMoodScore, team.avgEnergyLevel, team.avgStressLevel],
        "Health tab, why these scores": stated?.slice(1, 4).map(Number),
        "weekly report": [
          check?.report.mood?.averageMood,
          check?.report.mood?.averageEnergy,
          check?.report.mood?.averageStress,
        ],
        "KPI mood": [kpiOf(kpis, "mood")?.value, FIGURES.energy, FIGURES.stress],
        "KPI mood, its week": [
          kpiOf(kpis, "mood")?.series[0]?.values.value,
          FIGURES.energy,
          FIGURES.stress,
        ],
        "KPI CSV": [
          Number(csv.find((row) => row.kpi === KPI_INFO.mood.label)?.value),
          FIGURES.energy,
          FIGURES.stress,
        ],
        "BI feed": [week?.mean_mood, week?.mean_energy, week?.mean_stress].map(Number),
        assistant: spoken?.slice(1, 4).map(Number),
      };
      const expected = [FIGURES.mood, FIGURES.energy, FIGURES.stress];
      expect(readings).toEqual(Object.fromEntries(Object.keys(readings).map((k) => [k, expected])));
      expect(check?.report.summary).toContain(
        `Mood ${FIGURES.mood.toFixed(1)} of 5 from 4 entries.`,
      );
    });

    it("lead time (creation to done) and cycle time (start to done): the KPIs' on the Health tab", async () => {
      const metrics = await json<{
        leadTimeDays: number | null;
        cycleTimeDays: number | null;
        avgCompletionTime: number;
        insights: string[];
      }>(`/api/project-health/tasks/${projectId}`);
      // The Health tab states the KPIs of their default period (the last 12 weeks) …
      const byDefault = await json<KpiAnswer>(
        `/api/kpis?projectIds=${projectId}&kpis=lead_time,cycle_time`,
      );
      // … which here hold only the week of 7 January.
      const week = await json<KpiAnswer>(
        `/api/kpis?projectIds=${projectId}&from=${WEEK.from}&to=${WEEK.to}&kpis=lead_time,cycle_time`,
      );
      const csv = csvRows(
        (
          await get(
            `/api/kpis/csv?projectIds=${projectId}&from=${WEEK.from}&to=${WEEK.to}&kpis=lead_time,cycle_time`,
          )
        ).body,
      );
      const csvMedian = (label: string) =>
        Number(csv.find((row) => row.kpi === label && row.series === "Median")?.value);

      // Lead: [8, 10] → 9 days. Cycle: T1's 2 days; T2 has no recorded start, so none (not 0).
      expect({
        "Health tab": [metrics.leadTimeDays, metrics.cycleTimeDays],
        "Health tab (older field)": [metrics.avgCompletionTime, 2],
        "KPIs, default period": [
          kpiOf(byDefault, "lead_time")?.value,
          kpiOf(byDefault, "cycle_time")?.value,
        ],
        "KPIs, the week": [kpiOf(week, "lead_time")?.value, kpiOf(week, "cycle_time")?.value],
        "KPI CSV": [csvMedian(KPI_INFO.lead_time.label), csvMedian(KPI_INFO.cycle_time.label)],
      }).toEqual({
        "Health tab": [9, 2],
        "Health tab (older field)": [9, 2],
        "KPIs, default period": [9, 2],
        "KPIs, the week": [9, 2],
        "KPI CSV": [9, 2],
      });
      expect(metrics.insights).toContain(
        "Lead time 9 days (creation to done, median of the last 12 weeks).",
      );
      expect(metrics.insights).toContain(
        "Cycle time 2 days (start to done, median of the last 12 weeks).",
      );
    });

    it("the health score of the week and its band: the same number and the same word", async () => {
      const health = await json<{ overallScore: number }>(`/api/project-health/${projectId}`);
      const [check] = await json<
        {
          score: number;
          report: { weekStart: string; summary: string; health: { score: number; band: string } };
        }[]
      >(`/api/projects/${projectId}/health-checks`);
      const history = await json<{ weekEnding: string; overallScore: number | null }[]>(
        `/api/project-health/${projectId}/history`,
      );
      const kpis = await json<KpiAnswer>(
        `/api/kpis?projectIds=${projectId}&from=${WEEK.from}&to=${WEEK.to}&kpis=health_score`,
      );
      const csv = csvRows(
        (
          await get(
            `/api/kpis/csv?projectIds=${projectId}&from=${WEEK.from}&to=${WEEK.to}&kpis=health_score`,
          )
        ).body,
      );
      const feed = await json<{ rows: Record<string, unknown>[] }>(
        "/api/feeds/health_history?limit=10000",
      );
      const status = await ask(`status ${NAME}`);

      const score = check?.score as number;
      expect(check?.report.weekStart).toBe(WEEK.from);
      expect({
        "weekly check": check?.report.health.score,
        "Health tab, now (5 minutes after the week's end)": health.overallScore,
        "Health tab, chart (the week's end)": history.find(
          (point) => point.weekEnding === "2030-01-14T00:00:00.000Z",
        )?.overallScore,
        KPI: kpiOf(kpis, "health_score")?.value,
        "KPI CSV": Number(csv.find((row) => row.kpi === KPI_INFO.health_score.label)?.value),
        "BI feed": feed.rows.find(
          (row) => row.project_id === projectId && String(row.week_start).startsWith(WEEK.from),
        )?.score,
        assistant: Number(/health (\d+) of 100/.exec(status.title)?.[1]),
      }).toEqual({
        "weekly check": score,
        "Health tab, now (5 minutes after the week's end)": score,
        "Health tab, chart (the week's end)": score,
        KPI: score,
        "KPI CSV": score,
        "BI feed": score,
        assistant: score,
      });
      // One table of bands: the report's colour, and the same word in its text and the assistant's.
      const word = scoreLabelOf(score).toLowerCase();
      expect(check?.report.health.band).toBe(scoreBandOf(score));
      expect(check?.report.summary).toMatch(new RegExp(`^Health ${score} \\(${word}\\)`));
      expect(status.title).toContain(`health ${score} of 100 now (${word})`);
    });
  });
});
