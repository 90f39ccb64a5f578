/**
 * One row's raw values → an item or the row's errors (pure), shared by every format, so the
 * rules are the same whichever tool the file came from: a title is required and at most 200
 * characters; a due date that cannot be read is left out, noted; a status with no column of
 * Cairn's goes to To Do, noted; a description is cut to what a task holds.
 */
import type { ImportRowError } from "@cairn/schema/tool-stack";
import type { ImportItem, ParsedRow, PersonRef } from "./item.js";
import { knownColumnForWords, parseDueDate, priorityForWords } from "./words.js";

export const MAX_TITLE = 200;
export const MAX_DESCRIPTION = 5000;
export const MAX_LABEL = 40;
export const MAX_TASK_LABELS = 10;
export const MAX_CHECKLIST_ITEM = 500;
export const MAX_CHECKLIST_ITEMS = 100;

export interface RawRow {
  externalId: string;
  title: string | null | undefined;
  description?: string | null;
  /** A status, list or section name; or the column itself when the format decides it. */
  status?: string | null;
  column?: ImportItem["column"];
  priority?: string | null;
  assignee?: PersonRef | null;
  dueDate?: string | null;
  labels?: readonly string[];
  checklist?: ImportItem["checklist"];
}

const clean = (value: string | null | undefined) => (value ?? "").trim();

function cut(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** A person from an e-mail cell and a name cell; null when both are empty. */
export function person(email: string | null | undefined, name: string | null | undefined) {
  const mail = clean(email);
  const display = clean(name);
  if (!mail && !display) return null;
  return { email: mail.includes("@") ? mail : null, name: display || mail || null };
}

export function buildRow(row: number, raw: RawRow): ParsedRow {
  const title = clean(raw.title).replace(/\s+/g, " ");
  const errors: ImportRowError[] = [];
  if (raw.externalId.trim() === "") {
    errors.push({ row, field: "externalId", message: "The item's id in its tool is empty." });
  }
  if (title === "") errors.push({ row, field: "title", message: "The title is empty." });
  if (title.length > MAX_TITLE) {
    errors.push({
      row,
      field: "title",
      message: `The title is ${title.length} characters long; a task's title holds at most ${MAX_TITLE}.`,
    });
  }
  // What the row is imported with rather than refused for: said in the preview and the report.
  const notes: ImportRowError[] = [];
  // A date nobody can read loses the date, not the task: the preview says so before anything
  // is imported, so the file can be mended first if the date matters.
  const dueDate = parseDueDate(raw.dueDate);
  if (dueDate === undefined) {
    notes.push({
      row,
      field: "dueDate",
      message: `“${clean(raw.dueDate).slice(0, 60)}” is not a date Cairn can read, so the task has no due date: write dates as year-month-day, such as 2026-03-31.`,
    });
  }
  const column = raw.column ?? knownColumnForWords(raw.status);
  if (column === undefined) {
    notes.push({
      row,
      field: "status",
      message: `“${clean(raw.status).slice(0, 60)}” is not a column of Cairn's board, so the task goes to To Do.`,
    });
  }
  const shown = title || "(no title)";
  if (errors.length > 0) return { row, kind: "failed", title: cut(shown, MAX_TITLE), errors };

  const labels = [
    ...new Map(
      (raw.labels ?? [])
        .map((label) => cut(clean(label), MAX_LABEL))
        .filter((label) => label !== "")
        .map((label) => [label.toLowerCase(), label] as const),
    ).values(),
  ].slice(0, MAX_TASK_LABELS);
  const description = clean(raw.description);
  return {
    row,
    kind: "item",
    ...(notes.length > 0 ? { notes } : {}),
    item: {
      externalId: raw.externalId,
      title,
      description: description === "" ? null : cut(description, MAX_DESCRIPTION),
      column: column ?? "todo",
      priority: priorityForWords(raw.priority),
      assignee: raw.assignee ?? null,
      dueDate: dueDate ?? null,
      labels,
      checklist: (raw.checklist ?? [])
        .map((entry) => ({ text: cut(clean(entry.text), MAX_CHECKLIST_ITEM), done: entry.done }))
        .filter((entry) => entry.text !== "")
        .slice(0, MAX_CHECKLIST_ITEMS),
    },
  };
}
