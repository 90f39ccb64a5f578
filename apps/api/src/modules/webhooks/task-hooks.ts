/**
 * The webhook events of the task aggregate (docs/webhooks.md, "Events"): `task.created`,
 * `task.moved` (a task that changed column or position), `task.updated` (a task whose fields an
 * edit changed), `task.deleted`, and `milestone.reached`. A subscriber of the aggregate's events
 * (modules/board/task-events.ts), so a delivery is enqueued in the change's transaction.
 */
import type { Subscriber } from "../../lib/domain-events.js";
import type { TaskEvent } from "../board/task-events.js";
import { enqueueWebhookEvent } from "./enqueue.js";
import { changedFields, taskData } from "./event-data.js";
import { enqueueMilestoneReached } from "./milestone-reached.js";

export const sendTaskWebhooks: Subscriber<TaskEvent> = async (trx, event) => {
  const actorId = event.actor.id;
  switch (event.type) {
    case "task.created": {
      const { task } = event;
      await enqueueWebhookEvent(
        trx,
        {
          type: "task.created",
          projectId: task.projectId,
          data: { task: taskData(task), actorId },
        },
        event.at,
      );
      return;
    }
    case "task.placed": {
      const { before, after } = event;
      if (before.columnId !== after.columnId || before.orderIndex !== after.orderIndex) {
        await enqueueWebhookEvent(
          trx,
          {
            type: "task.moved",
            projectId: after.projectId,
            data: {
              task: taskData(after),
              from: { columnId: before.columnId, index: before.orderIndex, status: before.status },
              to: { columnId: after.columnId, index: after.orderIndex, status: after.status },
              actorId,
            },
          },
          event.at,
        );
      }
      await enqueueMilestoneReached(trx, before, after, actorId, event.at);
      return;
    }
    case "task.edited": {
      const changed = changedFields(event.before, event.after);
      if (changed.length === 0) return;
      await enqueueWebhookEvent(
        trx,
        {
          type: "task.updated",
          projectId: event.after.projectId,
          data: { task: taskData(event.after), changed, actorId },
        },
        event.at,
      );
      return;
    }
    case "task.deleted": {
      const { id, projectId, title, columnId } = event.task;
      await enqueueWebhookEvent(
        trx,
        {
          type: "task.deleted",
          projectId,
          data: { task: { id, projectId, title, columnId }, actorId },
        },
        event.at,
      );
      return;
    }
    default:
      return;
  }
};
