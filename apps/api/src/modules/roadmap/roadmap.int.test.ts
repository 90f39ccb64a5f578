import { wizardInput } from "@cairn/schema/wizard";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type DemoIds,
  demoIds,
  FRESH_PASSWORD,
  freshAccount,
  freshMilestone,
  freshProject,
} from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { recommend } from "../wizard/planner.js";
import { layOutRoadmap } from "./lay-out.js";

/** `stranger`: a consultant of no project here. */
type Role = "admin" | "consultant" | "client" | "stranger";

const plan = recommend(wizardInput.parse({ industry: "Technology" }));
const TODAY = new Date("2026-03-20T10:00:00.000Z");

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const cookies = new Map<Role, string>();
  let ids: DemoIds;

  beforeAll(async () => {
    ids = await demoIds(t.db);
    for (const role of ["admin", "consultant", "client"] as const) {
      cookies.set(role, await t.session(role));
    }
    const stranger = await freshAccount(t.db, "consultant");
    cookies.set("stranger", await t.login(stranger.username, FRESH_PASSWORD));
    t.setNow(TODAY);
  });

  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    as: Role,
    payload?: object,
  ) =>
    t.request({
      method,
      url,
      headers: { cookie: cookies.get(as) ?? "" },
      ...(payload === undefined ? {} : { payload }),
    });

  /** A Pro project of `client` led by `consultant`, its 30-day roadmap laid out from 2 March. */
  async function projectWithRoadmap() {
    const projectId = await freshProject(t.db, {
      clientId: ids.users.client,
      consultantId: ids.users.consultant,
    });
    await t.db
      .updateTable("projects")
      .set({ planType: "pro" })
      .where("id", "=", projectId)
      .execute();
    const milestones = await layOutRoadmap(t.db, {
      projectId,
      phases: plan.setup_plan,
      planType: "pro",
      startDate: "2026-03-02",
      assigneeId: ids.users.consultant,
      actor: { id: ids.users.consultant, username: "consultant" },
      now: TODAY,
    });
    return { projectId, milestones };
  }

  const milestonesRow = (id: number) =>
    t.db
      .selectFrom("milestones")
      .select(["startDate", "dueDate", "title"])
      .where("id", "=", id)
      .executeTakeFirst();
  const tasksOf = (milestoneId: number) =>
    t.db
      .selectFrom("tasks")
      .select(["id", "dueDate", "milestoneId"])
      .where("milestoneId", "=", milestoneId)
      .orderBy("id")
      .execute();

  describe("GET /api/projects/{projectId}/milestones", () => {
    it("lists the milestones in order with their progress and lateness, to the project's client", async () => {
      const { projectId, milestones } = await projectWithRoadmap();
      const [first, second] = milestones;
      if (!first || !second) throw new Error("no milestones");
      // Of the first milestone (due 3 March), all tasks done; of the second (due 6 March), one.
      const firstTasks = await tasksOf(first.id);
      const secondTasks = await tasksOf(second.id);
      await t.db
        .updateTable("tasks")
        .set({ status: "completed", columnId: "done" })
        .where("id", "in", [...firstTasks.map((task) => task.id), secondTasks[0]?.id ?? 0])
        .execute();

      const response = await call("GET", `/api/projects/${projectId}/milestones`, "client");
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list).toHaveLength(8);
      expect(list[0]).toMatchObject({
        id: first.id,
        title: "Kick-off and discovery",
        startDate: "2026-03-02",
        dueDate: "2026-03-03",
        taskCount: firstTasks.length,
        doneCount: firstTasks.length,
        progress: 100,
        late: false,
      });
      expect(list[1]).toMatchObject({
        id: second.id,
        taskCount: secondTasks.length,
        doneCount: 1,
        progress: Math.round((100 * 1) / secondTasks.length),
        late: true,
      });
      // Due on 24 March, after today (20 March): not late, however little is done.
      expect(list[6]).toMatchObject({ dueDate: "2026-03-24", doneCount: 0, late: false });
    });

    it("hides another's project from a consultant (404) and refuses the signed-out (401)", async () => {
      const { projectId } = await projectWithRoadmap();
      const stranger = await call("GET", `/api/projects/${projectId}/milestones`, "stranger");
      expect(stranger.statusCode).toBe(404);
      const anonymous = await t.request({
        method: "GET",
        url: `/api/projects/${projectId}/milestones`,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe("GET /api/projects/{projectId}/roadmap", () => {
    it("answers the milestones with their tasks, the start day, the plan's length and today", async () => {
      const { projectId, milestones } = await projectWithRoadmap();
      const response = await call("GET", `/api/projects/${projectId}/roadmap`, "client");
      expect(response.statusCode).toBe(200);
      const roadmap = response.json();
      expect(roadmap).toMatchObject({
        projectId,
        startDate: "2026-03-02",
        roadmapDays: 30,
        today: "2026-03-20",
      });
      expect(roadmap.milestones.map((m: { id: number }) => m.id)).toEqual(
        milestones.map((m) => m.id),
      );
      const [first] = roadmap.milestones;
      expect(first.tasks.map((task: { title: string }) => task.title)).toEqual(
        plan.setup_plan[0]?.tasks,
      );
      expect(first.tasks[0]).toMatchObject({
        status: "pending",
        columnId: "todo",
        assignedTo: ids.users.consultant,
        assigneeName: "consultant",
      });
      expect(first.tasks.at(-1).dueDate).toBe("2026-03-03T00:00:00.000Z");
    });
  });

  describe("the demo seed", () => {
    it("gives the demo's website relaunch a 30-day roadmap laid out by the engine", async () => {
      const response = await call("GET", `/api/projects/${ids.relaunch}/roadmap`, "client");
      expect(response.statusCode).toBe(200);
      const roadmap = response.json();
      const titles = roadmap.milestones.map((m: { title: string }) => m.title);
      expect(titles).toEqual([
        "Discovery and content model",
        "Platform and design",
        "Build and migrate",
        "Launch readiness",
      ]);
      const first = roadmap.milestones[0];
      const last = roadmap.milestones.at(-1);
      expect(first.startDate).toBe(roadmap.startDate);
      const days = (Date.parse(last.dueDate) - Date.parse(first.startDate)) / 86_400_000 + 1;
      expect(days).toBe(30);
      expect(roadmap.milestones.map((m: { tasks: unknown[] }) => m.tasks.length)).toEqual([
        2, 3, 3, 4,
      ]);
    });
  });

  describe("POST /api/projects/{projectId}/milestones", () => {
    it("adds a milestone after the others, for the project's consultant", async () => {
      const { projectId } = await projectWithRoadmap();
      const response = await call("POST", `/api/projects/${projectId}/milestones`, "consultant", {
        title: "  Go-live  ",
        startDate: "2026-04-01",
        dueDate: "2026-04-03",
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        projectId,
        title: "Go-live",
        description: null,
        startDate: "2026-04-01",
        dueDate: "2026-04-03",
        position: 8,
      });
      expect(await milestonesRow(response.json().id)).toEqual({
        title: "Go-live",
        startDate: "2026-04-01",
        dueDate: "2026-04-03",
      });
    });

    it("refuses a due date before the start, and a day that does not exist (400)", async () => {
      const projectId = await freshProject(t.db, { consultantId: ids.users.consultant });
      const backwards = await call("POST", `/api/projects/${projectId}/milestones`, "admin", {
        title: "Backwards",
        startDate: "2026-04-05",
        dueDate: "2026-04-01",
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ code: "BAD_REQUEST" });
      expect(backwards.json().issues).toEqual([
        { path: ["dueDate"], message: "must be on or after the start date" },
      ]);
      const noSuchDay = await call("POST", `/api/projects/${projectId}/milestones`, "admin", {
        title: "Leap",
        startDate: "2026-02-29",
        dueDate: "2026-03-01",
      });
      expect(noSuchDay.statusCode).toBe(400);
      expect(noSuchDay.json().issues[0].path).toEqual(["startDate"]);
      const stored = await t.db
        .selectFrom("milestones")
        .select("id")
        .where("projectId", "=", projectId)
        .execute();
      expect(stored).toEqual([]);
    });

    it("is refused to the client (403) and to another consultant (404)", async () => {
      const { projectId } = await projectWithRoadmap();
      const body = { title: "Mine", startDate: "2026-04-01", dueDate: "2026-04-02" };
      const client = await call("POST", `/api/projects/${projectId}/milestones`, "client", body);
      expect(client.statusCode).toBe(403);
      expect(client.json()).toMatchObject({ code: "FORBIDDEN" });
      const stranger = await call(
        "POST",
        `/api/projects/${projectId}/milestones`,
        "stranger",
        body,
      );
      expect(stranger.statusCode).toBe(404);
      const titles = await t.db
        .selectFrom("milestones")
        .select("title")
        .where("projectId", "=", projectId)
        .where("title", "=", "Mine")
        .execute();
      expect(titles).toEqual([]);
    });
  });

  describe("PATCH /api/projects/{projectId}/milestones/{milestoneId}", () => {
    it("moves one milestone's dates and leaves the others", async () => {
      const { projectId, milestones } = await projectWithRoadmap();
      const [first, second] = milestones;
      if (!first || !second) throw new Error("no milestones");
      const response = await call(
        "PATCH",
        `/api/projects/${projectId}/milestones/${first.id}`,
        "consultant",
        { title: "Kick-off", dueDate: "2026-03-05" },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        title: "Kick-off",
        startDate: "2026-03-02",
        dueDate: "2026-03-05",
      });
      expect(await milestonesRow(second.id)).toMatchObject({
        startDate: "2026-03-04",
        dueDate: "2026-03-06",
      });
    });

    it("with shiftFollowing, moves the later milestones and their tasks' due dates by as many days", async () => {
      const { projectId, milestones } = await projectWithRoadmap();
      const [first, second, third] = milestones;
      const last = milestones.at(-1);
      if (!first || !second || !third || !last) throw new Error("no milestones");
      const firstTasksBefore = await tasksOf(first.id);
      const thirdTasksBefore = await tasksOf(third.id);
      const versionBefore = await t.db
        .selectFrom("projects")
        .select("boardVersion")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow();

      const response = await call(
        "PATCH",
        `/api/projects/${projectId}/milestones/${second.id}`,
        "admin",
        { dueDate: "2026-03-09", shiftFollowing: true },
      );
      expect(response.statusCode).toBe(200);
      // Its due date moved from 6 to 9 March: three days for every later one.
      expect(await milestonesRow(second.id)).toMatchObject({
        startDate: "2026-03-04",
        dueDate: "2026-03-09",
      });
      expect(await milestonesRow(third.id)).toMatchObject({
        startDate: "2026-03-10",
        dueDate: "2026-03-12",
      });
      expect(await milestonesRow(last.id)).toMatchObject({
        startDate: "2026-03-28",
        dueDate: "2026-04-03",
      });
      expect(await milestonesRow(first.id)).toMatchObject({ dueDate: "2026-03-03" });
      const thirdTasksAfter = await tasksOf(third.id);
      expect(thirdTasksAfter.map((task) => Date.parse(task.dueDate ?? ""))).toEqual(
        thirdTasksBefore.map((task) => Date.parse(task.dueDate ?? "") + 3 * 86_400_000),
      );
      expect(await tasksOf(first.id)).toEqual(firstTasksBefore);
      // Each task's new date went through the board: its version rose once per task moved.
      const movedTasks = (
        await t.db
          .selectFrom("tasks")
          .select("id")
          .where(
            "milestoneId",
            "in",
            milestones.slice(2).map((m) => m.id),
          )
          .execute()
      ).length;
      const versionAfter = await t.db
        .selectFrom("projects")
        .select("boardVersion")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow();
      expect(versionAfter.boardVersion).toBe(versionBefore.boardVersion + movedTasks);
    });

    it("refuses a due date before the stored start (400) and changes nothing", async () => {
      const { projectId, milestones } = await projectWithRoadmap();
      const second = milestones[1];
      if (!second) throw new Error("no milestones");
      const response = await call(
        "PATCH",
        `/api/projects/${projectId}/milestones/${second.id}`,
        "consultant",
        { dueDate: "2026-03-01", shiftFollowing: true },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "BAD_REQUEST",
        error: "dueDate: must be on or after the start date (2026-03-04)",
      });
      expect(await milestonesRow(second.id)).toMatchObject({ dueDate: "2026-03-06" });
    });

    it("answers 404 for another project's milestone, 403 to the client, 404 to another consultant", async () => {
      const { projectId, milestones } = await projectWithRoadmap();
      const first = milestones[0];
      if (!first) throw new Error("no milestones");
      const elsewhere = await freshMilestone(t.db, ids.relaunch);
      const wrongProject = await call(
        "PATCH",
        `/api/projects/${projectId}/milestones/${elsewhere}`,
        "consultant",
        { title: "Hijacked" },
      );
      expect(wrongProject.statusCode).toBe(404);
      const client = await call(
        "PATCH",
        `/api/projects/${projectId}/milestones/${first.id}`,
        "client",
        { title: "Client's" },
      );
      expect(client.statusCode).toBe(403);
      const stranger = await call(
        "PATCH",
        `/api/projects/${projectId}/milestones/${first.id}`,
        "stranger",
        { title: "Stranger's" },
      );
      expect(stranger.statusCode).toBe(404);
      expect(await milestonesRow(first.id)).toMatchObject({ title: "Kick-off and discovery" });
      expect(await milestonesRow(elsewhere)).not.toMatchObject({ title: "Hijacked" });
    });
  });

  describe("DELETE /api/projects/{projectId}/milestones/{milestoneId}", () => {
    it("deletes the milestone and keeps its tasks on the board, under no milestone", async () => {
      const { projectId, milestones } = await projectWithRoadmap();
      const first = milestones[0];
      if (!first) throw new Error("no milestones");
      const tasks = await tasksOf(first.id);
      expect(tasks.length).toBeGreaterThan(0);
      const client = await call(
        "DELETE",
        `/api/projects/${projectId}/milestones/${first.id}`,
        "client",
      );
      expect(client.statusCode).toBe(403);
      const response = await call(
        "DELETE",
        `/api/projects/${projectId}/milestones/${first.id}`,
        "consultant",
      );
      expect(response.statusCode).toBe(204);
      expect(await milestonesRow(first.id)).toBeUndefined();
      const kept = await t.db
        .selectFrom("tasks")
        .select(["id", "milestoneId"])
        .where(
          "id",
          "in",
          tasks.map((task) => task.id),
        )
        .orderBy("id")
        .execute();
      expect(kept).toEqual(tasks.map((task) => ({ id: task.id, milestoneId: null })));
      const again = await call(
        "DELETE",
        `/api/projects/${projectId}/milestones/${first.id}`,
        "consultant",
      );
      expect(again.statusCode).toBe(404);
    });
  });

  describe("PATCH /api/tasks/{taskId} with milestoneId", () => {
    it("puts a task under a milestone of its project, and refuses another project's (400)", async () => {
      const { projectId, milestones } = await projectWithRoadmap();
      const [first, second] = milestones;
      if (!first || !second) throw new Error("no milestones");
      const [task] = await tasksOf(first.id);
      if (!task) throw new Error("no task");
      const moved = await call("PATCH", `/api/tasks/${task.id}`, "consultant", {
        milestoneId: second.id,
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ id: task.id, projectId, milestoneId: second.id });

      const elsewhere = await freshMilestone(t.db, ids.payments);
      const refused = await call("PATCH", `/api/tasks/${task.id}`, "admin", {
        milestoneId: elsewhere,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: "BAD_REQUEST",
        error: "milestoneId: choose a milestone of this task's project",
      });

      const cleared = await call("PATCH", `/api/tasks/${task.id}`, "consultant", {
        milestoneId: null,
      });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().milestoneId).toBeNull();
      const stored = await t.db
        .selectFrom("tasks")
        .select("milestoneId")
        .where("id", "=", task.id)
        .executeTakeFirstOrThrow();
      expect(stored.milestoneId).toBeNull();
    });
  });
});
