/**
 * The due-date reminder job on a frozen clock, on both databases: a task due tomorrow is told
 * "due soon" once, not again on its day, and "overdue" once the day has passed; to its
 * assignee, or with none to its project's consultant; never for a task done, in an archived
 * project or without anyone to tell; once per task, kind and due day however many runs or
 * processes, and a run cut off half-way keeps nothing of its open batch.
 */
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgres } from "../../db/connect.js";
import type { Database } from "../../db/database.js";
import { freshProject, freshTask, freshUser } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { runDueReminders } from "./reminders.js";

/** Days far from the demo data's due dates, so only this test's tasks are in the windows. */
const at = (iso: string) => new Date(iso);

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  /** A second process's view of the database: its own pool (PostgreSQL), else the same one. */
  let second: DatabaseHandle | undefined;
  let other: Kysely<Database>;
  beforeAll(() => {
    second = t.database.url ? openPostgres(t.database.url) : undefined;
    other = second?.db ?? t.db;
  });
  afterAll(() => second?.close());

  async function dueTask(
    projectId: number,
    dueDate: string,
    options: { assignee?: number | null; done?: boolean } = {},
  ) {
    const id = await freshTask(t.db, projectId, options.assignee ?? null);
    await t.db
      .updateTable("tasks")
      .set({
        dueDate,
        ...(options.done
          ? { status: "completed", columnId: "done", completedAt: "2031-01-01T00:00:00Z" }
          : {}),
      })
      .where("id", "=", id)
      .execute();
    return id;
  }

  const noticesOf = (taskIds: number[]) =>
    t.db
      .selectFrom("notifications")
      .select(["userId", "kind", "taskId", "projectId", "title", "body", "actorId", "createdAt"])
      .where("taskId", "in", taskIds)
      .orderBy("id")
      .execute();

  const marksOf = (taskIds: number[]) =>
    t.db
      .selectFrom("scheduleMarks")
      .select(["schedule", "subjectId", "period"])
      .where("subjectId", "in", taskIds)
      .where("schedule", "like", "reminder.%")
      .orderBy("subjectId")
      .orderBy("schedule")
      .execute();

  describe("runDueReminders", () => {
    it("tells due soon once, overdue once its day has passed, to the right person", async () => {
      const assignee = await freshUser(t.db, "consultant");
      const consultant = await freshUser(t.db, "consultant");
      const projectId = await freshProject(t.db, { consultantId: consultant });
      const tomorrow = await dueTask(projectId, "2031-03-11T00:00:00Z", { assignee });
      const nobodys = await dueTask(projectId, "2031-03-11T00:00:00Z");
      const today = await dueTask(projectId, "2031-03-10T00:00:00Z", { assignee });
      const done = await dueTask(projectId, "2031-03-11T00:00:00Z", { assignee, done: true });
      const later = await dueTask(projectId, "2031-03-12T00:00:00Z", { assignee });
      const all = [tomorrow, nobodys, today, done, later];
      const projectName = (
        await t.db
          .selectFrom("projects")
          .select("name")
          .where("id", "=", projectId)
          .executeTakeFirstOrThrow()
      ).name;

      // Tuesday 10 March 2031, 08:00 UTC.
      const first = await runDueReminders(t.db, at("2031-03-10T08:00:00Z"));
      expect(first.notified).toBeGreaterThanOrEqual(3);
      expect(await noticesOf(all)).toEqual([
        {
          userId: assignee,
          kind: "due_soon",
          taskId: tomorrow,
          projectId,
          title: expect.stringMatching(/^Due tomorrow: Task-/),
          body: `${projectName} · due 11 Mar 2031`,
          actorId: null,
          createdAt: "2031-03-10T08:00:00.000Z",
        },
        expect.objectContaining({ userId: consultant, kind: "due_soon", taskId: nobodys }),
        expect.objectContaining({
          userId: assignee,
          kind: "due_soon",
          taskId: today,
          title: expect.stringMatching(/^Due today: /),
          body: `${projectName} · due 10 Mar 2031`,
        }),
      ]);

      // Run again the same day, and two more at once (another process): nothing more.
      await runDueReminders(t.db, at("2031-03-10T08:05:00Z"));
      const [a, b] = await Promise.all([
        runDueReminders(t.db, at("2031-03-10T23:59:00Z")),
        runDueReminders(other, at("2031-03-10T23:59:00Z")),
      ]);
      expect(a.notified + b.notified).toBe(0);
      expect(await noticesOf(all)).toHaveLength(3);

      // Wednesday 00:05: `tomorrow` is due today (told already); `today`'s day has passed;
      // `later` is due tomorrow now.
      await runDueReminders(t.db, at("2031-03-11T00:05:00Z"));
      const wednesday = (await noticesOf(all)).slice(3);
      expect(wednesday).toEqual([
        expect.objectContaining({
          userId: assignee,
          kind: "due_soon",
          taskId: later,
          title: expect.stringMatching(/^Due tomorrow: /),
        }),
        expect.objectContaining({
          userId: assignee,
          kind: "overdue",
          taskId: today,
          title: expect.stringMatching(/^Overdue: /),
          body: `${projectName} · due 10 Mar 2031`,
        }),
      ]);

      // Thursday: `tomorrow` and `nobodys` are overdue, each told once, whoever runs.
      await Promise.all([
        runDueReminders(t.db, at("2031-03-12T00:05:00Z")),
        runDueReminders(other, at("2031-03-12T00:05:00Z")),
        runDueReminders(t.db, at("2031-03-12T00:06:00Z")),
      ]);
      await runDueReminders(t.db, at("2031-03-13T09:00:00Z"));
      const overdue = (await noticesOf(all)).filter((row) => row.kind === "overdue");
      expect(overdue.map((row) => [row.taskId, row.userId]).sort()).toEqual(
        [
          [today, assignee],
          [tomorrow, assignee],
          [nobodys, consultant],
          [later, assignee],
        ].sort(),
      );
      // The done task was never told; each told one has one mark per kind and due day.
      expect((await noticesOf([done])).length).toBe(0);
      expect(await marksOf([tomorrow])).toEqual([
        { schedule: "reminder.due_soon", subjectId: tomorrow, period: "2031-03-11" },
        { schedule: "reminder.overdue", subjectId: tomorrow, period: "2031-03-11" },
      ]);
      expect(await marksOf([done])).toEqual([]);
    });

    it("tells a new due date anew, and nobody of an archived project or a task with no one to tell", async () => {
      const assignee = await freshUser(t.db, "consultant");
      const projectId = await freshProject(t.db);
      const moved = await dueTask(projectId, "2031-04-02T00:00:00Z", { assignee });
      const orphan = await dueTask(projectId, "2031-04-02T00:00:00Z");
      const archivedProject = await freshProject(t.db, { consultantId: assignee });
      await t.db
        .updateTable("projects")
        .set({ archivedAt: "2031-03-01T00:00:00Z" })
        .where("id", "=", archivedProject)
        .execute();
      const archived = await dueTask(archivedProject, "2031-04-02T00:00:00Z", { assignee });

      await runDueReminders(t.db, at("2031-04-01T10:00:00Z"));
      expect((await noticesOf([moved])).map((row) => row.kind)).toEqual(["due_soon"]);
      expect(await noticesOf([orphan, archived])).toEqual([]);

      // Put off by a day: a new due day, told again (once).
      await t.db
        .updateTable("tasks")
        .set({ dueDate: "2031-04-03T00:00:00Z" })
        .where("id", "=", moved)
        .execute();
      await runDueReminders(t.db, at("2031-04-02T10:00:00Z"));
      await runDueReminders(t.db, at("2031-04-02T11:00:00Z"));
      const told = await noticesOf([moved]);
      expect(told.map((row) => [row.kind, row.body?.slice(-10)])).toEqual([
        ["due_soon", "2 Apr 2031"],
        ["due_soon", "3 Apr 2031"],
      ]);
    });

    it("marks a muted reminder as done without writing it", async () => {
      const assignee = await freshUser(t.db, "consultant");
      await t.db
        .insertInto("notificationPreferences")
        .values({ userId: assignee, mutedKinds: ["due_soon"], emailDigest: "off" })
        .execute();
      const projectId = await freshProject(t.db);
      const taskId = await dueTask(projectId, "2031-05-02T00:00:00Z", { assignee });
      const result = await runDueReminders(t.db, at("2031-05-01T10:00:00Z"));
      expect(result.marked).toBeGreaterThanOrEqual(1);
      expect(await noticesOf([taskId])).toEqual([]);
      expect(await marksOf([taskId])).toEqual([
        { schedule: "reminder.due_soon", subjectId: taskId, period: "2031-05-02" },
      ]);
    });

    it("keeps nothing of a batch cut off before its commit; the next run tells it once", async () => {
      const assignee = await freshUser(t.db, "consultant");
      const projectId = await freshProject(t.db);
      const taskId = await dueTask(projectId, "2031-06-02T00:00:00Z", { assignee });
      const now = at("2031-06-01T10:00:00Z");
      await expect(
        runDueReminders(t.db, now, {
          beforeCommit: () => {
            throw new Error("killed");
          },
        }),
      ).rejects.toThrow("killed");
      expect(await noticesOf([taskId])).toEqual([]);
      expect(await marksOf([taskId])).toEqual([]);

      await runDueReminders(t.db, now);
      await runDueReminders(t.db, now);
      expect((await noticesOf([taskId])).map((row) => row.kind)).toEqual(["due_soon"]);
    });

    it("goes through every batch", async () => {
      const assignee = await freshUser(t.db, "consultant");
      const projectId = await freshProject(t.db);
      const ids: number[] = [];
      for (let i = 0; i < 7; i++)
        ids.push(await dueTask(projectId, "2031-07-02T00:00:00Z", { assignee }));
      const result = await runDueReminders(t.db, at("2031-07-01T10:00:00Z"), { batchSize: 3 });
      expect(result.notified).toBe(7);
      expect((await noticesOf(ids)).map((row) => row.taskId).sort()).toEqual([...ids].sort());
    });
  });
});
