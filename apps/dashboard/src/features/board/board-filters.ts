/**
 * The board's filters (docs/tasks.md, "Filters"): by assignee, label, priority, due date and
 * text, kept in the address's search params so a filtered board can be shared and survives a
 * reload. Pure: reading and writing the params, filtering the board, and placing a card dropped
 * on a filtered column in the full column.
 */
import type { Board } from "@cairn/schema/board";
import { TASK_PRIORITIES } from "@cairn/schema/constants";
import type { Task } from "@cairn/schema/tasks";
import { isOverdue } from "../tasks/progress";

export const DUE_FILTERS = ["overdue", "week", "none"] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

export interface BoardFilters {
  /** A user id, or "none" for unassigned tasks. */
  assignee: number | "none" | null;
  label: number | null;
  priority: Task["priority"] | null;
  due: DueFilter | null;
  /** Words every shown task's title or description contains (any case). */
  text: string;
}

export const NO_FILTERS: BoardFilters = {
  assignee: null,
  label: null,
  priority: null,
  due: null,
  text: "",
};

/** The search params the filters use; the page's others (its tab) are left alone. */
export const FILTER_PARAMS = ["assignee", "label", "priority", "due", "q"] as const;

const MAX_TEXT = 200;

function id(raw: string | null): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value <= 2_147_483_647 ? value : null;
}

/** The filters a URL asks for; anything it cannot mean is ignored. */
export function filtersFromParams(params: URLSearchParams): BoardFilters {
  const assignee = params.get("assignee");
  const priority = params.get("priority");
  const due = params.get("due");
  return {
    assignee: assignee === "none" ? "none" : id(assignee),
    label: id(params.get("label")),
    priority: TASK_PRIORITIES.find((candidate) => candidate === priority) ?? null,
    due: DUE_FILTERS.find((candidate) => candidate === due) ?? null,
    text: (params.get("q") ?? "").slice(0, MAX_TEXT),
  };
}

/** The search params with these filters (the others kept); an unset filter leaves no param. */
export function filtersToParams(filters: BoardFilters, previous: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filters.assignee !== null) next.set("assignee", String(filters.assignee));
  if (filters.label !== null) next.set("label", String(filters.label));
  if (filters.priority !== null) next.set("priority", filters.priority);
  if (filters.due !== null) next.set("due", filters.due);
  if (filters.text.trim() !== "") next.set("q", filters.text.slice(0, MAX_TEXT));
  return next;
}

export function isFiltering(filters: BoardFilters): boolean {
  return (
    filters.assignee !== null ||
    filters.label !== null ||
    filters.priority !== null ||
    filters.due !== null ||
    filters.text.trim() !== ""
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * This week: Monday to Sunday (ISO weeks) of today, in UTC calendar days — a due date is a day
 * (stored at UTC midnight), so it belongs to the same week wherever the viewer is.
 */
export function weekOf(now: Date): { start: number; end: number } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weekday = (new Date(today).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = today - weekday * DAY_MS;
  return { start, end: start + 7 * DAY_MS };
}

function dueMatches(task: Task, due: DueFilter, now: Date): boolean {
  if (due === "none") return task.dueDate === null;
  if (due === "overdue") return isOverdue(task, now);
  if (task.dueDate === null) return false;
  const { start, end } = weekOf(now);
  const day = Date.parse(task.dueDate.slice(0, 10));
  return day >= start && day < end;
}

/** Lower case, accents taken off: "Résumé" is found by "resume". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Whether a task passes every filter set. */
export function matches(task: Task, filters: BoardFilters, now: Date): boolean {
  if (filters.assignee === "none" && task.assignedTo !== null) return false;
  if (typeof filters.assignee === "number" && task.assignedTo !== filters.assignee) return false;
  if (filters.label !== null && !task.labelIds.includes(filters.label)) return false;
  if (filters.priority !== null && task.priority !== filters.priority) return false;
  if (filters.due !== null && !dueMatches(task, filters.due, now)) return false;
  const words = fold(filters.text).split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const haystack = fold(`${task.title}\n${task.description ?? ""}`);
    if (!words.every((word) => haystack.includes(word))) return false;
  }
  return true;
}

export interface FilteredBoard {
  board: Board;
  shown: number;
  total: number;
  /** How many tasks each column holds in all, shown or not. */
  totals: ReadonlyMap<string, number>;
}

/** The board with only the tasks that pass; the same board (identity kept) when none is set. */
export function filterBoard(board: Board, filters: BoardFilters, now: Date): FilteredBoard {
  const totals = new Map(board.columns.map((column) => [column.key, column.tasks.length]));
  const total = board.columns.reduce((sum, column) => sum + column.tasks.length, 0);
  if (!isFiltering(filters)) return { board, shown: total, total, totals };
  let shown = 0;
  const columns = board.columns.map((column) => {
    const tasks = column.tasks.filter((task) => matches(task, filters, now));
    shown += tasks.length;
    return tasks.length === column.tasks.length ? column : { ...column, tasks };
  });
  return { board: { ...board, columns }, shown, total, totals };
}

/**
 * Where a card dropped at `visibleIndex` of a filtered column goes in the full column: just
 * before the shown card it was dropped above, or just after the last shown card when dropped
 * at the end (at the column's end when none is shown). Hidden cards keep their order, and the
 * filtered view shows exactly what the person saw on dropping. The index counts the full column
 * without the moved task, as a move does.
 */
export function fullIndex(
  fullColumn: readonly Pick<Task, "id">[],
  shownIds: readonly number[],
  taskId: number,
  visibleIndex: number,
): number {
  const rest = fullColumn.filter((task) => task.id !== taskId).map((task) => task.id);
  const shown = shownIds.filter((id) => id !== taskId);
  const before = shown[visibleIndex];
  if (before !== undefined) {
    const at = rest.indexOf(before);
    if (at !== -1) return at;
  }
  const last = shown[shown.length - 1];
  if (last === undefined) return rest.length;
  const at = rest.indexOf(last);
  return at === -1 ? rest.length : at + 1;
}
