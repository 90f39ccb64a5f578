/**
 * What an edit changed, field by field, for the task's history (docs/tasks.md, "Activity"):
 * pure, so the history's rules are tested without a database. Names (of a person, a milestone,
 * labels) are looked up by the caller; here a changed reference is its ids.
 */
import type { TaskActivityField } from "@cairn/schema/task-activity";
import type { Task } from "@cairn/schema/tasks";

/** A changed field, its values as the history writes them, or the ids to name. */
export type FieldChange =
  | {
      field: "title" | "description" | "priority" | "dueDate" | "estimate" | "aiPriorityScore";
      from: string | null;
      to: string | null;
    }
  | { field: "assignee" | "milestone"; from: number | null; to: number | null }
  | { field: "labels"; from: number[]; to: number[] };

/** A due date as a calendar day (`YYYY-MM-DD`): it is a day, whatever the time zone. */
function day(value: string | null): string | null {
  return value === null ? null : value.slice(0, 10);
}

function number(value: number | null): string | null {
  return value === null ? null : String(value);
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** The fields an edit changed, in the order the task panel lists them. */
export function changedFields(before: Task, after: Task): FieldChange[] {
  const changes: FieldChange[] = [];
  const text = (
    field: Extract<FieldChange, { from: string | null }>["field"],
    from: string | null,
    to: string | null,
  ) => {
    if (from !== to) changes.push({ field, from, to });
  };
  text("title", before.title, after.title);
  text("description", before.description, after.description);
  text("priority", before.priority, after.priority);
  if (before.assignedTo !== after.assignedTo) {
    changes.push({ field: "assignee", from: before.assignedTo, to: after.assignedTo });
  }
  text("dueDate", day(before.dueDate), day(after.dueDate));
  if (before.milestoneId !== after.milestoneId) {
    changes.push({ field: "milestone", from: before.milestoneId, to: after.milestoneId });
  }
  if (!sameSet(before.labelIds, after.labelIds)) {
    changes.push({ field: "labels", from: before.labelIds, to: after.labelIds });
  }
  text("estimate", number(before.estimateMinutes), number(after.estimateMinutes));
  text("aiPriorityScore", number(before.aiPriorityScore), number(after.aiPriorityScore));
  return changes;
}

/** Every id a list of changes names, by kind, to look their names up at once. */
export function namedIds(changes: readonly FieldChange[]): {
  people: number[];
  milestones: number[];
  labels: number[];
} {
  const people: number[] = [];
  const milestones: number[] = [];
  const labels: number[] = [];
  for (const change of changes) {
    if (change.field === "assignee") people.push(...[change.from, change.to].filter(isId));
    if (change.field === "milestone") milestones.push(...[change.from, change.to].filter(isId));
    if (change.field === "labels") labels.push(...change.from, ...change.to);
  }
  return { people, milestones, labels };
}

function isId(value: number | null): value is number {
  return value !== null;
}

export interface Names {
  people: ReadonlyMap<number, string>;
  milestones: ReadonlyMap<number, string>;
  labels: ReadonlyMap<number, string>;
}

/** A change's values as the history line keeps them: names as they are now, for good. */
export function writtenValues(
  change: FieldChange,
  names: Names,
): { field: TaskActivityField; fromValue: string | null; toValue: string | null } {
  switch (change.field) {
    case "assignee":
      return {
        field: change.field,
        fromValue: change.from === null ? null : (names.people.get(change.from) ?? "someone"),
        toValue: change.to === null ? null : (names.people.get(change.to) ?? "someone"),
      };
    case "milestone":
      return {
        field: change.field,
        fromValue:
          change.from === null ? null : (names.milestones.get(change.from) ?? "a milestone"),
        toValue: change.to === null ? null : (names.milestones.get(change.to) ?? "a milestone"),
      };
    case "labels": {
      const list = (ids: readonly number[]) =>
        ids.length === 0
          ? null
          : ids.map((id) => names.labels.get(id) ?? "a deleted label").join(", ");
      return { field: change.field, fromValue: list(change.from), toValue: list(change.to) };
    }
    default:
      return { field: change.field, fromValue: change.from, toValue: change.to };
  }
}
