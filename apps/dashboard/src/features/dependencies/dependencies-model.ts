/**
 * The dependencies' pure parts (docs/dependencies.md): the words of the task panel's section,
 * the tasks offered as a new blocker, and when a move asks before it is made.
 */
import type { Board } from "@cairn/schema/board";
import { BOARD_COLUMNS } from "@cairn/schema/constants";
import type { DependencyTask, TaskDependencies } from "@cairn/schema/dependencies";
import { boardTaskChoices, type TaskChoice } from "../../parts/task-choices";

const COLUMN_TITLES: ReadonlyMap<string, string> = new Map(
  BOARD_COLUMNS.map((column) => [column.key, column.title]),
);

/** The title of a linked task's column ("In Progress"). */
export function columnTitleOf(task: Pick<DependencyTask, "columnId">): string {
  return COLUMN_TITLES.get(task.columnId) ?? task.columnId;
}

const tasks = (count: number) => (count === 1 ? "1 open task" : `${count} open tasks`);

/** The warning while something open holds the task up: "Waiting on 2 open tasks". */
export function waitingLine(openBlockers: number): string | null {
  return openBlockers > 0 ? `Waiting on ${tasks(openBlockers)}` : null;
}

/** Linked tasks out of the reader's sight: "1 more in a project you cannot see". */
export function hiddenLine(hidden: number): string | null {
  if (hidden <= 0) return null;
  return hidden === 1
    ? "1 more in a project you cannot see"
    : `${hidden} more in projects you cannot see`;
}

/** Nothing linked, in sight or not. */
export function hasNoDependencies(dependencies: TaskDependencies): boolean {
  return (
    dependencies.blockedBy.length === 0 &&
    dependencies.blocks.length === 0 &&
    dependencies.hidden === 0
  );
}

/**
 * The project's tasks that may become a blocker of `taskId`, column by column: neither the task
 * itself nor one that blocks it already. A task that waits on it stays offered: the API refuses
 * the circle, and says so.
 */
export function blockerChoices(
  board: Board,
  taskId: number,
  dependencies: Pick<TaskDependencies, "blockedBy">,
): TaskChoice[] {
  const left = new Set([taskId, ...dependencies.blockedBy.map((task) => task.id)]);
  return boardTaskChoices(board).filter((choice) => !left.has(choice.id));
}

/** A move that asks first when the task still has open blockers: into Done, from elsewhere. */
export function isMoveToDone(from: string, to: string): boolean {
  return to === "done" && from !== "done";
}

/** The question before such a move. */
export function doneQuestion(title: string, openBlockers: number): string {
  return `“${title}” is still blocked by ${tasks(openBlockers)}. Move it to Done anyway?`;
}
