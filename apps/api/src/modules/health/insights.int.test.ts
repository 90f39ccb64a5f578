/** The insight paths through HTTP: health, task and team metrics, history, priorities, mood. */
import { describe, expect, it } from "vitest";
import { demoIds, freshProject, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { runHealthChecks } from "./health-check.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  describe("project health", () => {
    it("answers scores with reasons, and reading them changes nothing", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("client");
      const first = await t.request({
        method: "GET",
        url: `/api/project-health/${ids.relaunch}`,
        headers: { cookie },
      });
      expect(first.statusCode).toBe(200);
      const health = first.json();
      for (const key of [
        "overallScore",
        "taskCompletionScore",
        "timelineScore",
        "teamEngagementScore",
        "riskScore",
      ]) {
        expect(health[key]).toBeGreaterThanOrEqual(0);
        expect(health[key]).toBeLessThanOrEqual(100);
      }
      expect(health.trend).toBe("stable");
      expect(health.reasons.length).toBeGreaterThanOrEqual(4);
      const snapshots = await t.db
        .selectFrom("projectHealthScores")
        .select("id")
        .where("projectId", "=", ids.relaunch)
        .execute();
      expect(snapshots).toEqual([]);
    });

    it("stores one snapshot a day per open project in the periodic health check", async () => {
      const ids = await demoIds(t.db);
      const now = new Date();
      const checked = await runHealthChecks(t.db, now);
      await runHealthChecks(t.db, new Date(now.getTime() + 60_000));
      const open = await t.db
        .selectFrom("projects")
        .select("id")
        .where("status", "<>", "completed")
        .execute();
      expect(checked).toBe(open.length);
      const snapshots = await t.db
        .selectFrom("projectHealthScores")
        .select(["projectId", "overallScore"])
        .where("projectId", "=", ids.relaunch)
        .execute();
      expect(snapshots).toHaveLength(1);
      const health = await t.request({
        method: "GET",
        url: `/api/project-health/${ids.relaunch}`,
        headers: { cookie: await t.session("admin") },
      });
      expect(snapshots[0]?.overallScore).toBe(health.json().overallScore);
      // Each reading went to the outbox, with the change it was about.
      const queued = await t.db
        .selectFrom("outbox")
        .select("payload")
        .where("kind", "=", "notification")
        .execute();
      expect(queued.map((row) => row.payload)).toContainEqual({
        kind: "health.observed",
        projectId: ids.relaunch,
        score: health.json().overallScore,
      });
      await t.db.deleteFrom("projectHealthScores").execute();
    });

    it("reports the trend against the snapshot before today", async () => {
      const projectId = await freshProject(t.db);
      await t.db
        .insertInto("projectHealthScores")
        .values({
          projectId,
          overallScore: 90,
          lastCalculated: new Date(Date.now() - 3 * 86_400_000),
        })
        .execute();
      const response = await t.request({
        method: "GET",
        url: `/api/project-health/${projectId}`,
        headers: { cookie: await t.session("admin") },
      });
      // An empty project has no overall yet: no trend either.
      expect(response.json()).toMatchObject({ overallScore: 0, trend: "stable" });
      expect(response.json().unscored).toContain("overall");
      expect(response.json().reasons).toContain(
        "No tasks yet: completion has not enough data yet.",
      );
      // With an overdue task nobody has started, it is far below the 90 of three days ago.
      const late = await freshTask(t.db, projectId);
      await t.db
        .updateTable("tasks")
        .set({ dueDate: "2026-01-05" })
        .where("id", "=", late)
        .execute();
      const later = await t.request({
        method: "GET",
        url: `/api/project-health/${projectId}`,
        headers: { cookie: await t.session("admin") },
      });
      expect(later.json()).toMatchObject({
        trend: "down",
        unscored: ["teamEngagement"],
      });
      expect(later.json().overallScore).toBeLessThan(50);
    });

    it("answers task metrics that match the database", async () => {
      const ids = await demoIds(t.db);
      const response = await t.request({
        method: "GET",
        url: `/api/project-health/tasks/${ids.payments}`,
        headers: { cookie: await t.session("admin") },
      });
      const tasks = await t.db
        .selectFrom("tasks")
        .select(["status", "priority"])
        .where("projectId", "=", ids.payments)
        .execute();
      expect(response.json()).toMatchObject({
        totalTasks: tasks.length,
        completedTasks: tasks.filter((task) => task.status === "completed").length,
        highPriorityTasks: tasks.filter((task) => task.priority === "high").length,
      });
      expect(response.json().avgCompletionTime).toBeGreaterThan(0);
    });

    it("answers team metrics and a nine-week history", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("consultant");
      const team = await t.request({
        method: "GET",
        url: `/api/project-health/team/${ids.relaunch}`,
        headers: { cookie },
      });
      expect(team.statusCode).toBe(200);
      expect(team.json().recentEntries.length).toBeLessThanOrEqual(5);
      const history = await t.request({
        method: "GET",
        url: `/api/project-health/${ids.relaunch}/history`,
        headers: { cookie },
      });
      const points = history.json() as { weekEnding: string }[];
      expect(points).toHaveLength(9);
      const times = points.map((point) => Date.parse(point.weekEnding));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it("leaves the weeks before a project had any data empty, not zero", async () => {
      const projectId = await freshProject(t.db);
      const taskId = await freshTask(t.db, projectId);
      // The project's only task was made three weeks ago.
      await t.db
        .updateTable("tasks")
        .set({ createdAt: new Date(Date.now() - 21 * 86_400_000 + 3_600_000) })
        .where("id", "=", taskId)
        .execute();
      const history = await t.request({
        method: "GET",
        url: `/api/project-health/${projectId}/history`,
        headers: { cookie: await t.session("admin") },
      });
      const points = history.json() as { weekEnding: string; overallScore: number | null }[];
      expect(points).toHaveLength(9);
      // The ends of the last 8 ISO weeks, then now: two or three of them after the task was made.
      const made = Date.now() - 21 * 86_400_000 + 3_600_000;
      const after = points.filter((point) => Date.parse(point.weekEnding) >= made);
      expect(after.length).toBeGreaterThanOrEqual(3);
      expect(after.every((point) => typeof point.overallScore === "number")).toBe(true);
      expect(
        points.slice(0, points.length - after.length).every((point) => point.overallScore === null),
      ).toBe(true);
    });
  });

  describe("priority analysis", () => {
    it("reads the project's tasks from the database, not the body", async () => {
      const projectId = await freshProject(t.db);
      const taskId = await freshTask(t.db, projectId);
      await t.db
        .updateTable("tasks")
        .set({
          priority: "low",
          dueDate: new Date(Date.now() - 86_400_000),
          title: "Customer launch checklist",
        })
        .where("id", "=", taskId)
        .execute();
      const response = await t.request({
        method: "POST",
        url: `/api/ai-task-priority/analyze/${projectId}`,
        headers: { cookie: await t.session("admin") },
        payload: { tasks: [{ id: 999, title: "forged", priority: "high" }] },
      });
      expect(response.statusCode).toBe(200);
      const analysis = response.json();
      expect(analysis.recommendations).toHaveLength(1);
      expect(analysis.recommendations[0]).toMatchObject({ taskId, currentPriority: "low" });
      expect(analysis.insights.overallInsights.riskTasks).toBe(1);
    });
  });

  describe("team mood", () => {
    it("takes the author from the session and hides anonymous authors from non-admins", async () => {
      const ids = await demoIds(t.db);
      const client = await t.session("client");
      const created = await t.request({
        method: "POST",
        url: "/api/team-mood",
        headers: { cookie: client },
        payload: {
          projectId: ids.relaunch,
          moodScore: 2,
          energyLevel: 3,
          stressLevel: 5,
          notes: "Rough week",
          anonymous: true,
          userId: ids.users.admin,
        },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        userName: "Anonymous",
        userId: null,
        anonymous: true,
      });
      const stored = await t.db
        .selectFrom("teamMoodEntries")
        .select("userId")
        .where("id", "=", created.json().id)
        .executeTakeFirstOrThrow();
      expect(stored.userId).toBe(ids.users.client);

      const asConsultant = await t.request({
        method: "GET",
        url: `/api/team-mood?project=${ids.relaunch}&period=week`,
        headers: { cookie: await t.session("consultant") },
      });
      const seen = (
        asConsultant.json() as { id: number; userId: number | null; userName: string }[]
      ).find((entry) => entry.id === created.json().id);
      expect(seen).toMatchObject({ userName: "Anonymous", userId: null });
      expect(asConsultant.body).not.toContain('"userName":"Sam Rivera","anonymous":true');

      const asAdmin = await t.request({
        method: "GET",
        url: `/api/team-mood?project=${ids.relaunch}`,
        headers: { cookie: await t.session("admin") },
      });
      const adminView = (
        asAdmin.json() as { id: number; userId: number | null; userName: string }[]
      ).find((entry) => entry.id === created.json().id);
      expect(adminView).toMatchObject({ userName: "Anonymous", userId: ids.users.client });
    });

    it("filters by period and refuses scores outside 1–5", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("admin");
      const all = await t.request({
        method: "GET",
        url: `/api/team-mood?project=${ids.payments}&period=all`,
        headers: { cookie },
      });
      const week = await t.request({
        method: "GET",
        url: `/api/team-mood?project=${ids.payments}`,
        headers: { cookie },
      });
      expect(all.json().length).toBeGreaterThan(week.json().length);
      const bad = await t.request({
        method: "POST",
        url: "/api/team-mood",
        headers: { cookie },
        payload: { projectId: ids.payments, moodScore: 6, energyLevel: 0, stressLevel: 3 },
      });
      expect(bad.statusCode).toBe(400);
      expect(
        bad
          .json()
          .issues.map((issue: { path: string[] }) => issue.path[0])
          .sort(),
      ).toEqual(["energyLevel", "moodScore"]);
    });

    it("answers statistics with averages only from three entries", async () => {
      const projectId = await freshProject(t.db);
      const cookie = await t.session("admin");
      const stats = async () =>
        (
          await t.request({
            method: "GET",
            url: `/api/team-mood/stats?project=${projectId}`,
            headers: { cookie },
          })
        ).json();
      expect(await stats()).toMatchObject({
        averageMood: null,
        totalEntries: 0,
        weeklyTrend: "flat",
      });
      for (const moodScore of [5, 4, 3]) {
        await t.request({
          method: "POST",
          url: "/api/team-mood",
          headers: { cookie },
          payload: { projectId, moodScore, energyLevel: 4, stressLevel: 2 },
        });
      }
      expect(await stats()).toMatchObject({
        averageMood: 4,
        averageEnergy: 4,
        averageStress: 2,
        totalEntries: 3,
      });
    });
  });
});
