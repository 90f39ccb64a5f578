/**
 * A project's roadmap made real: the engine's milestones inserted, each phase's tasks added to
 * the board's To Do column through the board's one entry point (so its version rises and
 * followers hear of each task), and the project's start date set. Called inside the
 * transaction that makes the project (the lead's conversion, the demo seed).
 */
import type { Milestone } from "@cairn/schema/milestones";
import { PLAN_LIMITS, type PlanId } from "@cairn/schema/plan-limits";
import type { WizardResult } from "@cairn/schema/wizard";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { withTransaction } from "../../lib/transaction.js";
import { addTask } from "../board/placement.js";
import type { Actor } from "../board/task-events.js";
import { assertAssignee } from "../tasks/assignee.js";
import { layOutMilestones } from "./engine.js";
import { insertMilestones, nextPosition, setProjectStartDate } from "./roadmap.repo.js";

export interface LayOutRoadmapInput {
  projectId: number;
  phases: WizardResult["setup_plan"];
  planType: PlanId;
  /** The day the roadmap counts from, `YYYY-MM-DD`. */
  startDate: string;
  /** Who the tasks are assigned to (the project's consultant), or null to leave them open. */
  assigneeId: number | null;
  /** Who the board's events name as having added the tasks. */
  actor: Actor;
  now: Date;
}

/** A board task's title is at most 200 characters (createTaskInput); a longer one is cut. */
const TITLE_MAX = 200;
const clip = (title: string) =>
  title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1).trimEnd()}…`;

/** Lays the plan's phases out over the plan type's roadmap length; answers the milestones made. */
export function layOutRoadmap(
  db: Kysely<Database>,
  input: LayOutRoadmapInput,
): Promise<Milestone[]> {
  const plan = layOutMilestones(
    input.phases,
    PLAN_LIMITS[input.planType].roadmapDays,
    input.startDate,
  );
  return withTransaction(db, async (trx) => {
    // The membership rule of every path that sets a person on a task: here without an
    // administrator's exception, as the tasks go to the project's own consultant.
    await assertAssignee(trx, input.projectId, input.assigneeId, "consultant");
    // After any milestone the project already has, so positions stay unique and in order.
    const offset = await nextPosition(trx, input.projectId);
    const milestones = await insertMilestones(
      trx,
      plan.map((milestone) => ({
        projectId: input.projectId,
        title: clip(milestone.title),
        description: milestone.description,
        startDate: milestone.startDate,
        dueDate: milestone.dueDate,
        position: offset + milestone.position,
        createdAt: input.now,
        updatedAt: input.now,
      })),
    );
    for (const [i, planned] of plan.entries()) {
      const milestone = milestones[i];
      if (!milestone) continue;
      for (const task of planned.tasks) {
        await addTask(
          trx,
          input.actor,
          {
            projectId: input.projectId,
            title: clip(task.title),
            description: null,
            priority: "medium",
            assignedTo: input.assigneeId,
            // A calendar day is kept as its midnight in UTC (how due dates are shown).
            dueDate: `${task.dueDate}T00:00:00.000Z`,
            columnId: "todo",
            milestoneId: milestone.id,
          },
          input.now,
        );
      }
    }
    await setProjectStartDate(trx, input.projectId, input.startDate);
    return milestones;
  });
}
