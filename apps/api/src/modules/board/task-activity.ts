/**
 * After a task changed column or status: one line of activity for the status page, and, when
 * it has just been completed, a notification for Slack and Teams (through the outbox). The board
 * (placement.ts) calls it in the transaction of the change, so both exist exactly when the
 * change does.
 */
import { columnTitle } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { enqueueNotification } from "../announcements/delivery.js";

const STATUS_WORDS: Readonly<Record<Task["status"], string>> = {
  pending: "pending",
  in_progress: "in progress",
  completed: "completed",
};

export async function recordTaskChange(
  ctx: { db: Kysely<Database>; user: { id: number; username: string } },
  before: Task,
  after: Task,
  how: "moved" | "status",
): Promise<void> {
  if (before.columnId === after.columnId && before.status === after.status) return;
  const title = after.title.slice(0, 200);
  const column = columnTitle(after.columnId);
  await writeSystemLog(ctx.db, {
    level: "info",
    module: "tasks",
    message:
      how === "moved"
        ? `${ctx.user.username} moved "${title}" to ${column}`
        : `${ctx.user.username} set "${title}" to ${STATUS_WORDS[after.status]}`,
    metadata: {
      taskId: after.id,
      projectId: after.projectId,
      from: before.columnId,
      to: after.columnId,
      by: ctx.user.id,
    },
  });
  if (after.status === "completed" && before.status !== "completed") {
    await enqueueNotification(ctx.db, {
      kind: "task.completed",
      taskId: after.id,
      byId: ctx.user.id,
    });
  }
}
