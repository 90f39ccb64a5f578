/**
 * A project's routines (docs/routines.md), under a frozen clock: set up by its consultant (the
 * rule, the time zone and the person checked), read by its client; each occurrence adds its
 * task to the board once — with its checklist, due on its day, given to its person — whatever
 * runs, after a crash and after downtime; a paused routine adds nothing, and resumes counting
 * from then.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type DemoIds, freshProject, freshUser } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { routineCalls } from "../../test/routine-calls.js";
import { runDueRoutines } from "./run-routines.js";

/** Wednesday 10 June 2026, 08:00 UTC. */
const NOW = new Date("2026-06-10T08:00:00.000Z");
const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const { call, ids: demo, moveTo, ownProject, addRoutine: dailyRoutine } = routineCalls(t, NOW);
  let ids: DemoIds;
  beforeAll(() => {
    ids = demo();
  });

  const tasksOf = (projectId: number) =>
    t.db
      .selectFrom("tasks")
      .select(["id", "title", "dueDate", "assignedTo", "columnId", "description"])
      .where("projectId", "=", projectId)
      .orderBy("id")
      .execute();
  const checklistOf = (taskId: number) =>
    t.db
      .selectFrom("taskChecklistItems")
      .select("text")
      .where("taskId", "=", taskId)
      .orderBy("position")
      .execute()
      .then((rows) => rows.map((row) => row.text));

  describe("set up", () => {
    it("by the consultant, answered with its schedule in words and its next occurrence", async () => {
      const projectId = await ownProject();
      const created = await call("consultant", "POST", `/projects/${projectId}/routines`, {
        name: "Weekly risk review",
        recurrence: "RRULE:freq=weekly;byday=MO",
        startsOn: "2026-06-01",
        time: "10:00",
        timeZone: "Europe/Paris",
        checklist: ["Log new risks", "Score them"],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        projectId,
        name: "Weekly risk review",
        recurrence: "FREQ=WEEKLY;BYDAY=MO",
        schedule: "every week on Monday at 10:00 (Europe/Paris)",
        timeZone: "Europe/Paris",
        durationMinutes: 30,
        taskTitle: "Weekly risk review",
        checklist: ["Log new risks", "Score them"],
        assigneeId: null,
        processId: null,
        paused: false,
        // Monday 15 June, 10:00 in Paris (summer time, UTC+2).
        nextAt: "2026-06-15T08:00:00.000Z",
        lastAt: null,
      });

      const list = await call("client", "GET", `/projects/${projectId}/routines`);
      expect(list.statusCode).toBe(200);
      expect(list.json().routines.map((r: { name: string }) => r.name)).toEqual([
        "Weekly risk review",
      ]);
    });

    it("refuses a rule more frequent than daily, a malformed one and an unknown zone, naming the field", async () => {
      const projectId = await ownProject();
      const path = `/projects/${projectId}/routines`;
      const base = { name: "X", startsOn: "2026-06-01", time: "09:00" };
      for (const [body, field] of [
        [{ ...base, recurrence: "FREQ=HOURLY" }, "recurrence"],
        [{ ...base, recurrence: "FREQ=WEEKLY;BYDAY=MO;BYDAY=TU" }, "recurrence"],
        [{ ...base, recurrence: "FREQ=WEEKLY;COUNT=2;UNTIL=20260701" }, "recurrence"],
        [{ ...base, recurrence: "FREQ=DAILY", time: "25:00" }, "time"],
        [{ ...base, recurrence: "FREQ=DAILY", timeZone: "Mars/Olympus" }, "timeZone"],
      ] as const) {
        const response = await call("consultant", "POST", path, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().issues[0].path).toEqual([field]);
      }
      expect(await tasksOf(projectId)).toEqual([]);
    });

    it("gives it only to someone who works on the project", async () => {
      const projectId = await ownProject();
      const stranger = await freshUser(t.db);
      const response = await call("consultant", "POST", `/projects/${projectId}/routines`, {
        name: "Stand-up",
        recurrence: "FREQ=DAILY",
        startsOn: "2026-06-01",
        time: "09:00",
        assigneeId: stranger,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("assigneeId: choose someone who works on this project");
    });

    it("is the consultant's: the client reads routines but may not set one up, change or delete it", async () => {
      const projectId = await ownProject();
      const routine = await dailyRoutine(projectId);
      const path = `/projects/${projectId}/routines`;
      expect(
        (
          await call("client", "POST", path, {
            name: "X",
            recurrence: "FREQ=DAILY",
            startsOn: "2026-06-01",
            time: "09:00",
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call("client", "PATCH", `${path}/${routine.id}`, { paused: true })).statusCode,
      ).toBe(403);
      expect((await call("client", "DELETE", `${path}/${routine.id}`)).statusCode).toBe(403);
      expect((await call("consultant", "DELETE", `${path}/${routine.id}`)).statusCode).toBe(204);
      expect((await call("consultant", "DELETE", `${path}/${routine.id}`)).statusCode).toBe(404);
    });
  });

  describe("the job", () => {
    it("adds each occurrence's task once: its checklist, its day, its person, at the bottom of To Do", async () => {
      const projectId = await ownProject();
      const routine = await dailyRoutine(projectId);
      expect(routine.nextAt).toBe("2026-06-10T09:00:00.000Z");

      // Before 09:00 nothing is due.
      expect(await runDueRoutines(t.db, NOW)).toMatchObject({ made: 0 });
      expect(await tasksOf(projectId)).toEqual([]);

      const tenOClock = later(2);
      expect(await runDueRoutines(t.db, tenOClock)).toMatchObject({ made: 1 });
      expect(await runDueRoutines(t.db, tenOClock)).toMatchObject({ made: 0 });
      const [task, ...rest] = await tasksOf(projectId);
      expect(rest).toEqual([]);
      expect(task?.dueDate?.slice(0, 10)).toBe("2026-06-10");
      expect(task).toMatchObject({
        title: "Daily stand-up",
        assignedTo: ids.users.consultant,
        columnId: "todo",
      });
      expect(task?.description).toContain('Added by the routine "Daily stand-up"');
      expect(await checklistOf(task?.id ?? 0)).toEqual(["Yesterday", "Today", "Blockers"]);

      await moveTo(tenOClock);
      const read = await call("client", "GET", `/projects/${projectId}/routines`);
      expect(read.json().routines[0]).toMatchObject({
        lastAt: "2026-06-10T09:00:00.000Z",
        lastTaskId: task?.id,
        nextAt: "2026-06-11T09:00:00.000Z",
      });
      // The task's history says who made it (the routine's author) and when.
      const activity = await t.db
        .selectFrom("taskActivity")
        .select(["kind", "actorId"])
        .where("taskId", "=", task?.id ?? 0)
        .orderBy("id")
        .execute();
      expect(activity[0]).toEqual({ kind: "created", actorId: ids.users.consultant });
      await moveTo(NOW);
    });

    it("after a crash mid-way keeps nothing of it, and the next run makes the occurrence", async () => {
      const projectId = await ownProject();
      await dailyRoutine(projectId);
      await expect(
        runDueRoutines(t.db, later(2), {
          beforeCommit: () => {
            throw new Error("killed");
          },
        }),
      ).rejects.toThrow("killed");
      expect(await tasksOf(projectId)).toEqual([]);
      expect(await runDueRoutines(t.db, later(2))).toMatchObject({ made: 1 });
      expect(await tasksOf(projectId)).toHaveLength(1);
    });

    it("after downtime makes the missed occurrences of the last seven days, three at most", async () => {
      const projectId = await ownProject();
      await dailyRoutine(projectId);
      // Down from before the first one until 20 June 12:00: ten occurrences passed.
      await runDueRoutines(t.db, new Date("2026-06-20T12:00:00Z"));
      expect((await tasksOf(projectId)).map((task) => task.dueDate?.slice(0, 10))).toEqual([
        "2026-06-18",
        "2026-06-19",
        "2026-06-20",
      ]);
    });

    it("runs at once in two places and still makes each occurrence once", async () => {
      const projectId = await ownProject();
      await dailyRoutine(projectId);
      const when = new Date("2026-06-12T10:00:00Z");
      await Promise.all([runDueRoutines(t.db, when), runDueRoutines(t.db, when)]);
      expect((await tasksOf(projectId)).map((task) => task.dueDate?.slice(0, 10))).toEqual([
        "2026-06-10",
        "2026-06-11",
        "2026-06-12",
      ]);
    });

    it("adds nothing while paused, and counts from its resumption", async () => {
      const projectId = await ownProject();
      const routine = await dailyRoutine(projectId);
      const path = `/projects/${projectId}/routines/${routine.id}`;
      const paused = await call("consultant", "PATCH", path, { paused: true });
      expect(paused.json()).toMatchObject({ paused: true, nextAt: null });
      await runDueRoutines(t.db, new Date("2026-06-12T10:00:00Z"));
      expect(await tasksOf(projectId)).toEqual([]);

      await moveTo(new Date("2026-06-12T10:00:00Z"));
      const resumed = await call("consultant", "PATCH", path, { paused: false });
      expect(resumed.json()).toMatchObject({ paused: false, nextAt: "2026-06-13T09:00:00.000Z" });
      await runDueRoutines(t.db, new Date("2026-06-13T10:00:00Z"));
      expect((await tasksOf(projectId)).map((task) => task.dueDate?.slice(0, 10))).toEqual([
        "2026-06-13",
      ]);
      await moveTo(NOW);
    });

    it("leaves a task unassigned when its person no longer works on the project", async () => {
      const projectId = await freshProject(t.db, { consultantId: ids.users.consultant });
      const colleague = await freshUser(t.db, "consultant");
      await t.db
        .updateTable("projects")
        .set({ clientId: colleague })
        .where("id", "=", projectId)
        .execute();
      await dailyRoutine(projectId, { assigneeId: colleague });
      await t.db
        .updateTable("projects")
        .set({ clientId: null })
        .where("id", "=", projectId)
        .execute();
      await runDueRoutines(t.db, later(2));
      expect((await tasksOf(projectId))[0]?.assignedTo).toBeNull();
    });

    it("makes each occurrence's agenda from its template, filled in for the project, and names it in the task", async () => {
      const projectId = await ownProject();
      const refused = await call("consultant", "POST", `/projects/${projectId}/routines`, {
        name: "Weekly risk review",
        recurrence: "FREQ=DAILY",
        startsOn: "2026-06-01",
        time: "09:00",
        agendaTemplateId: "no-such-template",
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe("agendaTemplateId: choose a template of the library");
      const routine = await dailyRoutine(projectId, {
        name: "Weekly risk review",
        agendaTemplateId: "risk-review-agenda",
      });
      expect(routine).toMatchObject({
        agendaTemplateId: "risk-review-agenda",
        agendaTemplateName: "Risk review agenda",
      });
      expect(await runDueRoutines(t.db, later(2))).toMatchObject({ made: 1 });
      const documents = await t.db
        .selectFrom("projectDocuments")
        .select(["id", "title", "body", "templateId"])
        .where("projectId", "=", projectId)
        .execute();
      expect(documents).toHaveLength(1);
      const [agenda] = documents;
      expect(agenda).toMatchObject({
        title: "Risk review agenda, 2026-06-10",
        templateId: "risk-review-agenda",
      });
      const project = await t.db
        .selectFrom("projects")
        .select("name")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow();
      expect(agenda?.body).toContain(project.name);
      expect(agenda?.body).not.toContain("{{project.name}}");
      const [task] = await tasksOf(projectId);
      expect(task?.description).toContain(
        `Agenda: the document "Risk review agenda, 2026-06-10" (#${agenda?.id}).`,
      );
    });

    it("still makes the task when a Trial project has no room for the agenda's template, and says why", async () => {
      const projectId = await ownProject();
      for (const templateId of ["project-charter", "risk-register", "weekly-status-report"]) {
        const made = await call("consultant", "POST", `/projects/${projectId}/documents`, {
          templateId,
        });
        expect(made.statusCode, made.body).toBe(201);
      }
      await dailyRoutine(projectId, { agendaTemplateId: "risk-review-agenda" });
      expect(await runDueRoutines(t.db, later(2))).toMatchObject({ made: 1 });
      const [task, ...rest] = await tasksOf(projectId);
      expect(rest).toEqual([]);
      expect(task?.description).toMatch(/No agenda document: .*Trial/);
      const titles = await t.db
        .selectFrom("projectDocuments")
        .select("title")
        .where("projectId", "=", projectId)
        .execute();
      expect(titles).toHaveLength(3);
    });

    it("adds nothing to an archived project", async () => {
      const projectId = await ownProject();
      await dailyRoutine(projectId);
      await t.db
        .updateTable("projects")
        .set({ archivedAt: NOW })
        .where("id", "=", projectId)
        .execute();
      await runDueRoutines(t.db, later(2));
      expect(await tasksOf(projectId)).toEqual([]);
    });
  });
});
