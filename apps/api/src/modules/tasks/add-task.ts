/**
 * The one way a task joins a board: at the bottom of its column, with that column's status, the
 * project locked while its position is taken, and the board event (`task.created`) sent in the
 * same transaction, so live boards show it exactly when it exists. `POST /api/tasks` and a
 * document's "Create tasks from checklist" both come through here.
 */
import { type ColumnKey, statusForColumn } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { withTransaction } from "../../lib/transaction.js";
import { columnTaskIds, lockProject } from "../board/board.repo.js";
import { publishBoardEvent } from "../board/event-hub.js";
import { insertTask } from "./tasks.repo.js";

export interface NewBoardTask {
  projectId: number;
  title: string;
  description: string | null;
  priority: Task["priority"];
  assignedTo: number | null;
  dueDate: string | null;
  columnId: ColumnKey;
}

export function addTaskToBoard(
  db: Kysely<Database>,
  task: NewBoardTask,
  actorId: number,
  now: Date,
): Promise<Task> {
  return withTransaction(db, async (trx) => {
    await lockProject(trx, task.projectId);
    const position = (await columnTaskIds(trx, task.projectId, task.columnId)).length;
    const status = statusForColumn(task.columnId);
    const inserted = await insertTask(trx, {
      ...task,
      orderIndex: position,
      status,
      completedAt: status === "completed" ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    await publishBoardEvent(trx, {
      projectId: inserted.projectId,
      type: "task.created",
      taskId: inserted.id,
      actorId,
    });
    return inserted;
  });
}
