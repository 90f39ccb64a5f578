import { wizardInput } from "@cairn/schema/wizard";
import { describe, expect, it } from "vitest";
import { freshAccount, freshProject } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { recommend } from "../wizard/planner.js";
import { layOutRoadmap } from "./lay-out.js";

const now = new Date("2026-03-01T09:00:00.000Z");
const plan = recommend(wizardInput.parse({ industry: "Technology" }));
const taskCount = plan.setup_plan.reduce((n, phase) => n + phase.tasks.length, 0);

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: false });

  const boardVersion = async (projectId: number) =>
    (
      await t.db
        .selectFrom("projects")
        .select(["boardVersion", "startDate"])
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow()
    ).boardVersion;

  describe("layOutRoadmap", () => {
    it("makes a Pro project's 30-day roadmap: milestones, board tasks under them, the start day", async () => {
      const consultant = await freshAccount(t.db, "consultant");
      const projectId = await freshProject(t.db, { consultantId: consultant.id });
      const before = await boardVersion(projectId);

      const milestones = await t.db.transaction().execute((trx) =>
        layOutRoadmap(trx, {
          projectId,
          phases: plan.setup_plan,
          planType: "pro",
          startDate: "2026-03-02",
          assigneeId: consultant.id,
          actor: consultant,
          now,
        }),
      );

      // The intermediate plan: 3 5 6 6 5 5 15 15 days squeezed into 30.
      expect(milestones.map((m) => [m.title, m.startDate, m.dueDate, m.position])).toEqual([
        ["Kick-off and discovery", "2026-03-02", "2026-03-03", 0],
        ["Tool stack setup", "2026-03-04", "2026-03-06", 1],
        ["Processes and templates", "2026-03-07", "2026-03-09", 2],
        ["Pilot on one live project", "2026-03-10", "2026-03-12", 3],
        ["Automation and reporting", "2026-03-13", "2026-03-15", 4],
        ["Team-wide roll-out", "2026-03-16", "2026-03-17", 5],
        ["Roadmap: embed the routines", "2026-03-18", "2026-03-24", 6],
        ["Roadmap: measure and improve", "2026-03-25", "2026-03-31", 7],
      ]);
      const stored = await t.db
        .selectFrom("milestones")
        .select(["id", "projectId"])
        .where("projectId", "=", projectId)
        .execute();
      expect(stored).toHaveLength(8);

      const tasks = await t.db
        .selectFrom("tasks")
        .select([
          "title",
          "columnId",
          "status",
          "orderIndex",
          "dueDate",
          "assignedTo",
          "milestoneId",
        ])
        .where("projectId", "=", projectId)
        .orderBy("orderIndex")
        .execute();
      expect(tasks).toHaveLength(taskCount);
      expect(tasks.map((task) => task.orderIndex)).toEqual(tasks.map((_, i) => i));
      for (const task of tasks) {
        expect(task).toMatchObject({
          columnId: "todo",
          status: "pending",
          assignedTo: consultant.id,
        });
      }
      // Each phase's tasks, in order, under its milestone; the last due on the milestone's day.
      for (const [i, phase] of plan.setup_plan.entries()) {
        const milestone = milestones[i];
        const under = tasks.filter((task) => task.milestoneId === milestone?.id);
        expect(under.map((task) => task.title)).toEqual(phase.tasks);
        expect(Date.parse(under.at(-1)?.dueDate ?? "")).toBe(
          Date.parse(`${milestone?.dueDate}T00:00:00Z`),
        );
        for (const task of under) {
          const day = new Date(task.dueDate ?? "").toISOString().slice(0, 10);
          expect(day >= (milestone?.startDate ?? "") && day <= (milestone?.dueDate ?? "")).toBe(
            true,
          );
        }
      }
      // One board version per task added, and the day the roadmap counts from.
      expect(await boardVersion(projectId)).toBe(before + taskCount);
      const project = await t.db
        .selectFrom("projects")
        .select("startDate")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow();
      expect(project.startDate).toBe("2026-03-02");
    });

    it("gives a trial a 7-day roadmap, its tasks left open", async () => {
      const actor = await freshAccount(t.db, "consultant");
      const projectId = await freshProject(t.db);
      const milestones = await layOutRoadmap(t.db, {
        projectId,
        phases: plan.setup_plan,
        planType: "trial",
        startDate: "2026-03-02",
        assigneeId: null,
        actor,
        now,
      });
      expect(milestones).toHaveLength(7);
      expect(milestones[0]?.startDate).toBe("2026-03-02");
      expect(milestones.at(-1)?.dueDate).toBe("2026-03-08");
      const open = await t.db
        .selectFrom("tasks")
        .select("assignedTo")
        .where("projectId", "=", projectId)
        .execute();
      expect(open).toHaveLength(taskCount);
      expect(open.every((task) => task.assignedTo === null)).toBe(true);
    });

    it("leaves nothing behind when it fails half-way", async () => {
      const actor = await freshAccount(t.db, "consultant");
      const projectId = await freshProject(t.db);
      const phase = { phase: "Broken", duration: "Days 1–2", tasks: ["ok", "x".repeat(10)] };
      // A user that does not exist cannot hold a task: the foreign key fails on a task.
      await expect(
        layOutRoadmap(t.db, {
          projectId,
          phases: [phase],
          planType: "pro",
          startDate: "2026-03-02",
          assigneeId: 2_000_000_000,
          actor,
          now,
        }),
      ).rejects.toThrow();
      const left = await t.db
        .selectFrom("milestones")
        .select("id")
        .where("projectId", "=", projectId)
        .execute();
      expect(left).toEqual([]);
      const project = await t.db
        .selectFrom("projects")
        .select("startDate")
        .where("id", "=", projectId)
        .executeTakeFirstOrThrow();
      expect(project.startDate).toBeNull();
    });
  });
});
