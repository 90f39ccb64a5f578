/**
 * How another tool's words become Cairn's (pure): a status or list name → one of the board's
 * four columns, a priority → low, medium or high, a date in the formats the exports write →
 * `YYYY-MM-DD`. Unknown words fall back (To Do, medium); a date that cannot be read is an error
 * naming the value, never a guess.
 */
import type { ColumnKey } from "@cairn/schema/task-status";
import type { TaskPriority } from "./item.js";

const words = (value: string) =>
  ` ${value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
const hasAny = (text: string, phrases: readonly string[]) =>
  phrases.some((phrase) => text.includes(` ${phrase} `));

// Checked in this order: "Ready for review" is Review, "Done" is Done, "Doing" is In Progress.
const REVIEW = ["review", "reviewing", "in review", "qa", "testing", "test", "in test", "verify"];
const DONE = ["done", "closed", "complete", "completed", "resolved", "finished", "shipped"];
const IN_PROGRESS = ["in progress", "doing", "started", "in development", "wip", "active"];
const TODO = [
  "to do",
  "todo",
  "open",
  "new",
  "backlog",
  "not started",
  "planned",
  "pending",
  "ready",
  "selected for development",
  "incomplete",
];

/** The column a status (or a Trello list's name, or an Asana section) stands for. */
export function columnForWords(status: string | null | undefined): ColumnKey {
  return knownColumnForWords(status) ?? "todo";
}

/** The column a status names, or undefined when it names none of Cairn's (say "Blocked"). */
export function knownColumnForWords(status: string | null | undefined): ColumnKey | undefined {
  if (!status) return "todo";
  const text = words(status);
  if (hasAny(text, REVIEW)) return "review";
  if (hasAny(text, DONE)) return "done";
  if (hasAny(text, IN_PROGRESS)) return "inprogress";
  if (hasAny(text, TODO)) return "todo";
  return undefined;
}

const HIGH = ["highest", "high", "critical", "blocker", "urgent", "major", "p0", "p1"];
const LOW = ["lowest", "low", "minor", "trivial", "p3", "p4"];

export function priorityForWords(priority: string | null | undefined): TaskPriority {
  if (!priority) return "medium";
  const text = words(priority);
  if (hasAny(text, HIGH)) return "high";
  if (hasAny(text, LOW)) return "low";
  return "medium";
}

const MONTHS = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
] as const;

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day || year < 1900 || year > 2999) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A due date as the exports write it, as `YYYY-MM-DD`: ISO (`2026-03-04`, with or without a
 * time, as Asana and Trello write it), Jira's `04/Mar/26 5:00 PM` or `04/Mar/2026`, and
 * `4 March 2026`. Empty is no date (null); anything else is `undefined`, for a row error.
 */
export function parseDueDate(value: string | null | undefined): string | null | undefined {
  const text = (value ?? "").trim();
  if (text === "") return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) ?? undefined;
  const named =
    /^(\d{1,2})[/ -]([A-Za-z]{3,9})[/ -](\d{2}|\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp][Mm])?)?$/.exec(
      text,
    );
  if (named) {
    const month = MONTHS.indexOf(
      (named[2] ?? "").slice(0, 3).toLowerCase() as (typeof MONTHS)[number],
    );
    if (month < 0) return undefined;
    const shortYear = (named[3] ?? "").length === 2;
    const year = Number(named[3]) + (shortYear ? 2000 : 0);
    return isoDay(year, month + 1, Number(named[1])) ?? undefined;
  }
  return undefined;
}
