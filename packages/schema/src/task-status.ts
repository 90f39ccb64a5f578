/**
 * The one status vocabulary of tasks (docs/product.md §4 Task), and how it stays consistent with the board.
 *
 * Stored: `status` ∈ pending | in_progress | completed and `columnId` ∈ todo | inprogress |
 * review | done. Other views of the contract spell "in progress" with a hyphen or a space; those
 * spellings are accepted on input and stored as `in_progress`.
 *
 * The two fields move together:
 * - a move to a column sets the status of that column (todo → pending, inprogress and review →
 *   in_progress, done → completed);
 * - a status change moves the task to the column of that status (pending → todo, completed →
 *   done, in_progress → inprogress, unless the task already waits in review, which is also
 *   "in progress").
 */
import { BOARD_COLUMNS, type COLUMN_KEYS, type TASK_STATUSES } from "./constants.js";

export type TaskStatus = (typeof TASK_STATUSES)[number];
export type ColumnKey = (typeof COLUMN_KEYS)[number];

const STATUS_SPELLINGS: Readonly<Record<string, TaskStatus>> = {
  pending: "pending",
  todo: "pending",
  "to do": "pending",
  "to-do": "pending",
  in_progress: "in_progress",
  "in-progress": "in_progress",
  "in progress": "in_progress",
  inprogress: "in_progress",
  completed: "completed",
  done: "completed",
};

/** Reads any accepted spelling of a status; undefined when it is not one. */
export function parseTaskStatus(raw: string): TaskStatus | undefined {
  return STATUS_SPELLINGS[raw.trim().toLowerCase()];
}

export function statusForColumn(column: ColumnKey): TaskStatus {
  switch (column) {
    case "todo":
      return "pending";
    case "inprogress":
    case "review":
      return "in_progress";
    case "done":
      return "completed";
  }
}

export function columnForStatus(status: TaskStatus, currentColumn?: ColumnKey): ColumnKey {
  switch (status) {
    case "pending":
      return "todo";
    case "completed":
      return "done";
    case "in_progress":
      return currentColumn === "review" ? "review" : "inprogress";
  }
}

/** A column's title on the board ("In Progress"), by its key; the key itself if the board has none. */
export function columnTitle(key: string): string {
  return BOARD_COLUMNS.find((column) => column.key === key)?.title ?? key;
}
