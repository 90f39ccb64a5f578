/**
 * A task just completed, by a move to Done or by its status, is announced to Slack and Teams
 * (through the outbox, docs/notifications.md). A subscriber of the task aggregate's events
 * (modules/board/task-events.ts): the notification is enqueued in the change's transaction.
 */
import type { Subscriber } from "../../lib/domain-events.js";
import type { TaskEvent } from "../board/task-events.js";
import { enqueueNotification } from "./delivery.js";

export const announceCompletedTask: Subscriber<TaskEvent> = async (trx, event) => {
  if (event.type !== "task.placed") return;
  if (event.after.status !== "completed" || event.before.status === "completed") return;
  await enqueueNotification(
    trx,
    { kind: "task.completed", taskId: event.after.id, byId: event.actor.id },
    event.at,
  );
};
