/**
 * A line of a task's history in words (docs/tasks.md, "Activity"): who did what — "Jordan Lee
 * moved it from To Do to Review", "Sam Rivera requested changes". Pure, so every kind's
 * wording is tested. Values are as the API keeps them (`TASK_ACTIVITY_FIELDS`).
 */

import type { TaskActivityEntry } from "@cairn/schema/task-activity";
import { columnTitle } from "@cairn/schema/task-status";
import { formatCalendarDate } from "@cairn/ui/format";
import { humanize } from "../../lib/format";

export interface ActivityWords {
  /** Who made the change: their name, or a stand-in once the account is gone. */
  who: string;
  /** What they did, to follow the name: "moved it from To Do to Review". */
  what: string;
  /** A text the change carries, shown under the line (the client's note). */
  note: string | null;
}

export const FORMER_ACCOUNT = "A former member";

/** An estimate in minutes as hours: 90 → "1.5 h", 20 → "0.33 h", 0 → "0 h". */
export function formatEstimate(minutes: number): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${hours.toLocaleString("en-GB", { maximumFractionDigits: 2 })} h`;
}

const quoted = (text: string) => `“${text}”`;

/** "Design", "Design and Copy", "Design, Copy and Ops". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function labelList(value: string | null): string[] {
  return value ? value.split(", ").filter(Boolean) : [];
}

function labelsChange(from: string | null, to: string | null): string {
  const before = labelList(from);
  const after = labelList(to);
  const added = after.filter((name) => !before.includes(name));
  const removed = before.filter((name) => !after.includes(name));
  const part = (verb: string, names: string[]) =>
    `${verb} the label${names.length === 1 ? "" : "s"} ${listWords(names)}`;
  const parts = [
    ...(added.length > 0 ? [part("added", added)] : []),
    ...(removed.length > 0 ? [part("removed", removed)] : []),
  ];
  return parts.length > 0 ? parts.join(" and ") : "changed the labels";
}

/** "set the X to B", "changed the X from A to B", "removed the X". */
function change(
  name: string,
  from: string | null,
  to: string | null,
  show: (value: string) => string = (value) => value,
): string {
  if (from === null && to !== null) return `set the ${name} to ${show(to)}`;
  if (from !== null && to === null) return `removed the ${name} (was ${show(from)})`;
  if (from !== null && to !== null) return `changed the ${name} from ${show(from)} to ${show(to)}`;
  return `changed the ${name}`;
}

function edited(entry: TaskActivityEntry): string {
  const { fromValue: from, toValue: to } = entry;
  switch (entry.field) {
    case "title":
      return from && to ? `renamed it from ${quoted(from)} to ${quoted(to)}` : "renamed it";
    case "description":
      if (from === null) return "added a description";
      if (to === null) return "removed the description";
      return "changed the description";
    case "priority":
      return change("priority", from, to, humanize);
    case "assignee":
      if (from === null && to !== null) return `assigned it to ${to}`;
      if (from !== null && to === null) return `unassigned ${from}`;
      return `reassigned it from ${from ?? "nobody"} to ${to ?? "nobody"}`;
    case "dueDate":
      return change("due date", from, to, (day) => formatCalendarDate(day));
    case "milestone":
      if (from === null && to !== null) return `put it under the milestone ${quoted(to)}`;
      if (from !== null && to === null) return `took it off the milestone ${quoted(from)}`;
      return `moved it from the milestone ${quoted(from ?? "")} to ${quoted(to ?? "")}`;
    case "labels":
      return labelsChange(from, to);
    case "estimate":
      return change("estimate", from, to, (minutes) => formatEstimate(Number(minutes)));
    case "aiPriorityScore":
      return change("AI score", from, to);
    default:
      return `changed the ${humanize(entry.field ?? "task")}`;
  }
}

function what(entry: TaskActivityEntry): string {
  const detail = entry.detail ?? "";
  switch (entry.kind) {
    case "created":
      return detail ? `created the task in ${detail}` : "created the task";
    case "moved":
      return `moved it from ${columnTitle(entry.fromValue ?? "")} to ${columnTitle(entry.toValue ?? "")}`;
    case "status":
      return `set the status from ${humanize(entry.fromValue ?? "")} to ${humanize(entry.toValue ?? "")}${detail ? ` (${detail})` : ""}`;
    case "edited":
      return edited(entry);
    case "commented":
      return "commented";
    case "comment_edited":
      return "edited a comment";
    case "comment_deleted":
      return "deleted a comment";
    case "checklist_added":
      return `added ${quoted(detail)} to the checklist`;
    case "checklist_checked":
      return `ticked ${quoted(detail)}`;
    case "checklist_unchecked":
      return `unticked ${quoted(detail)}`;
    case "checklist_removed":
      return `removed ${quoted(detail)} from the checklist`;
    case "checklist_reordered":
      return "reordered the checklist";
    case "attached":
      return `attached ${detail || "a file"}`;
    case "attachment_removed":
      return `removed the file ${detail || ""}`.trim();
    case "approved":
      return "approved the task";
    case "changes_requested":
      return "requested changes";
  }
}

/** The kinds whose detail is a note to show (the others' detail is in the words already). */
const NOTED = new Set<TaskActivityEntry["kind"]>(["approved", "changes_requested"]);

export function activityWords(entry: TaskActivityEntry): ActivityWords {
  return {
    who: entry.actor?.name ?? FORMER_ACCOUNT,
    what: what(entry),
    note: NOTED.has(entry.kind) && entry.detail ? entry.detail : null,
  };
}
