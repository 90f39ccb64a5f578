/**
 * A task's dependencies as the one asking may see them (docs/dependencies.md): a linked task of
 * a project they cannot read is counted in `hidden`, never named (the shared rule of who reads a
 * task, core/ownership.ts). Open blockers come first.
 */
import type { DependencyTask, TaskDependencies } from "@cairn/schema/dependencies";
import type { Kysely } from "kysely";
import { type Actor, canReadTask } from "../../core/ownership.js";
import type { Database } from "../../db/database.js";
import { type LinkedTaskRow, linkedTasks } from "./dependencies.repo.js";

function visible(actor: Actor, rows: readonly LinkedTaskRow[]): DependencyTask[] {
  return rows
    .filter((row) =>
      canReadTask(actor, {
        assignedTo: row.assignedTo,
        project: { clientId: row.clientId, consultantId: row.consultantId },
      }),
    )
    .map((row) => ({
      id: row.id,
      title: row.title,
      projectId: row.projectId,
      projectName: row.projectName,
      columnId: row.columnId as DependencyTask["columnId"],
      status: row.status,
      done: row.status === "completed",
    }));
}

export async function dependenciesOf(
  db: Kysely<Database>,
  actor: Actor,
  taskId: number,
): Promise<TaskDependencies> {
  const { blockedBy, blocks } = await linkedTasks(db, taskId);
  const shownBlockers = visible(actor, blockedBy).sort(
    (a, b) => Number(a.done) - Number(b.done) || a.id - b.id,
  );
  const shownBlocked = visible(actor, blocks);
  return {
    taskId,
    blockedBy: shownBlockers,
    blocks: shownBlocked,
    // Counted over every blocker: one out of sight holds the task up as much.
    openBlockers: blockedBy.filter((row) => row.status !== "completed").length,
    hidden: blockedBy.length - shownBlockers.length + (blocks.length - shownBlocked.length),
  };
}
