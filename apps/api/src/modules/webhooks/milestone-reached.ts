/**
 * `milestone.reached` (docs/webhooks.md): a task's completion that leaves its milestone with no
 * open task — the milestone has tasks, and every one of them is now completed. Reopening a task
 * and completing it again reaches the milestone again, and sends the event again.
 */
import type { Task } from "@cairn/schema/tasks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { enqueueWebhookEvent } from "./enqueue.js";
import { hasOpenTask, reachedMilestone } from "./milestone-reached.repo.js";

export async function enqueueMilestoneReached(
  trx: Kysely<Database>,
  before: Task,
  after: Task,
  actorId: number,
  now: Date,
): Promise<void> {
  if (after.milestoneId === null) return;
  if (after.status !== "completed" || before.status === "completed") return;
  if (await hasOpenTask(trx, after.milestoneId)) return;
  const milestone = await reachedMilestone(trx, after.milestoneId);
  if (!milestone) return;
  await enqueueWebhookEvent(
    trx,
    {
      type: "milestone.reached",
      projectId: milestone.projectId,
      data: { milestone, completedTaskId: after.id, actorId },
    },
    now,
  );
}
