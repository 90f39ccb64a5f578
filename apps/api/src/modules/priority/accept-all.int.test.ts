/**
 * "Accept all" (`POST /api/ai-task-priority/accept-all/{projectId}`): the analysis's
 * recommendations applied at once, all or nothing.
 */
import { expect, it } from "vitest";
import { demoIds, freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  const priorities = (ids: number[]) =>
    t.db
      .selectFrom("tasks")
      .select(["id", "priority", "aiPriorityScore"])
      .where("id", "in", ids)
      .orderBy("id")
      .execute();

  it("applies every recommendation of the analysis in one call, each in the task's history", async () => {
    const ids = await demoIds(t.db);
    const cookie = await t.session("consultant");
    const urgent = await freshTask(t.db, ids.relaunch);
    await t.db
      .updateTable("tasks")
      .set({ dueDate: t.app.now().toISOString().slice(0, 10), priority: "low" })
      .where("id", "=", urgent)
      .execute();
    const analysis = await t.request({
      method: "POST",
      url: `/api/ai-task-priority/analyze/${ids.relaunch}`,
      headers: { cookie },
      payload: { tasks: [] },
    });
    const recommendations = analysis.json().recommendations as {
      taskId: number;
      recommendedPriority: string;
      aiScore: number;
    }[];
    expect(recommendations.find((r) => r.taskId === urgent)?.recommendedPriority).toBe("high");

    const accepted = await t.request({
      method: "POST",
      url: `/api/ai-task-priority/accept-all/${ids.relaunch}`,
      headers: { cookie },
      payload: {
        changes: recommendations.map((r) => ({
          taskId: r.taskId,
          priority: r.recommendedPriority,
          aiPriorityScore: r.aiScore,
        })),
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().tasks).toHaveLength(recommendations.length);
    const stored = await priorities(recommendations.map((r) => r.taskId));
    expect(stored).toEqual(
      recommendations
        .map((r) => ({ id: r.taskId, priority: r.recommendedPriority, aiPriorityScore: r.aiScore }))
        .sort((a, b) => a.id - b.id),
    );
    const lines = await t.db
      .selectFrom("taskActivity")
      .select("taskId")
      .where("taskId", "=", urgent)
      .where("field", "=", "priority")
      .execute();
    expect(lines).toHaveLength(1);
    // Analysed again, nothing is left to change.
    const again = await t.request({
      method: "POST",
      url: `/api/ai-task-priority/analyze/${ids.relaunch}`,
      headers: { cookie },
      payload: { tasks: [] },
    });
    expect(again.json().recommendations).toEqual([]);
  });

  it("changes nothing when one task is of another project (404), and refuses the client (403)", async () => {
    const ids = await demoIds(t.db);
    const mine = await freshTask(t.db, ids.relaunch);
    const theirs = await freshTask(t.db, ids.payments);
    const before = await priorities([mine, theirs]);
    const mixed = await t.request({
      method: "POST",
      url: `/api/ai-task-priority/accept-all/${ids.relaunch}`,
      headers: { cookie: await t.session("admin") },
      payload: {
        changes: [
          { taskId: mine, priority: "high" },
          { taskId: theirs, priority: "high" },
        ],
      },
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().error).toBe(`Task ${theirs} was not found in project ${ids.relaunch}.`);
    expect(await priorities([mine, theirs])).toEqual(before);

    const twice = await t.request({
      method: "POST",
      url: `/api/ai-task-priority/accept-all/${ids.relaunch}`,
      headers: { cookie: await t.session("admin") },
      payload: {
        changes: [
          { taskId: mine, priority: "high" },
          { taskId: mine, priority: "low" },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe("changes: must name each task once");

    const client = await t.request({
      method: "POST",
      url: `/api/ai-task-priority/accept-all/${ids.relaunch}`,
      headers: { cookie: await t.session("client") },
      payload: { changes: [{ taskId: mine, priority: "high" }] },
    });
    expect(client.statusCode).toBe(403);
  });
});
