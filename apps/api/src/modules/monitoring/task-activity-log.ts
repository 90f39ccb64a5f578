/**
 * The status page's activity lines of the board (`GET /api/monitoring/activity`): a task moved to
 * another column or given another status, and an import that added tasks. A subscriber of the
 * task aggregate's events (modules/board/task-events.ts), so each line exists exactly when its
 * change does.
 */

import { columnTitle } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import type { Subscriber } from "../../lib/domain-events.js";
import { writeSystemLog } from "../../lib/system-log.js";
import type { TaskEvent } from "../board/task-events.js";

const STATUS_WORDS: Readonly<Record<Task["status"], string>> = {
  pending: "pending",
  in_progress: "in progress",
  completed: "completed",
};

export const logTaskActivity: Subscriber<TaskEvent> = async (trx, event) => {
  if (event.type === "tasks.imported") {
    await writeSystemLog(trx, {
      level: "info",
      module: "tasks",
      message: `${event.actor.username} imported ${event.describe}`,
      metadata: { projectId: event.projectId, by: event.actor.id },
    });
    return;
  }
  if (event.type !== "task.placed") return;
  const { before, after, actor } = event;
  if (before.columnId === after.columnId && before.status === after.status) return;
  const title = after.title.slice(0, 200);
  await writeSystemLog(trx, {
    level: "info",
    module: "tasks",
    message:
      event.how === "moved"
        ? `${actor.username} moved "${title}" to ${columnTitle(after.columnId)}`
        : `${actor.username} set "${title}" to ${STATUS_WORDS[after.status]}`,
    metadata: {
      taskId: after.id,
      projectId: after.projectId,
      from: before.columnId,
      to: after.columnId,
      by: actor.id,
    },
  });
};
