/**
 * A task's history (docs/tasks.md, "Activity"): one row per change, written by whatever makes
 * the change, in its transaction, so the history has a line exactly when the change happened.
 */
import type { TaskActivityKind } from "@cairn/schema/task-activity";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

export interface ActivityLine {
  taskId: number;
  actorId: number | null;
  kind: TaskActivityKind;
  /** For `edited`: the field, and its values before and after, as text. */
  field?: string;
  fromValue?: string | null;
  toValue?: string | null;
  /** What else the line says: a checklist item's text, a file's name, a column. */
  detail?: string | null;
  at: Date;
}

/** Values are cut to what a history line shows; a long description is not repeated whole. */
const MAX_VALUE = 500;

function clip(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value;
}

export async function recordActivity(
  db: Kysely<Database>,
  lines: readonly ActivityLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto("taskActivity")
    .values(
      lines.map((line) => ({
        taskId: line.taskId,
        actorId: line.actorId,
        kind: line.kind,
        field: line.field ?? null,
        fromValue: clip(line.fromValue),
        toValue: clip(line.toValue),
        detail: clip(line.detail),
        createdAt: line.at,
      })),
    )
    .execute();
}
