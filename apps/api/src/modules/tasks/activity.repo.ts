/**
 * A task's history (docs/tasks.md, "Activity"): one row per change, written by whatever makes
 * the change, in its transaction, so the history has a line exactly when the change happened.
 */
import type { TaskActivityKind } from "@cairn/schema/task-activity";
import { type Kysely, sql } from "kysely";
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

/** A value as the history keeps it: at most MAX_VALUE characters. */
export function clip(value: string | null | undefined): string | null {
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

/** The newest verdict line of a task's history (approved or changes requested), if any. */
export async function latestVerdict(db: Kysely<Database>, taskId: number) {
  return db
    .selectFrom("taskActivity")
    .select(["kind", "actorId", "detail"])
    .where("taskId", "=", taskId)
    .where("kind", "in", ["approved", "changes_requested"])
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** A person's display name as the history shows it: first and last name, else the username. */
const displayName = sql<string>`coalesce(nullif(trim(concat_ws(' ', users.first_name, users.last_name)), ''), users.username)`;

/** A task's history, newest first (the order it is read in), with each actor's name. */
export async function activityLines(
  db: Kysely<Database>,
  taskId: number,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom("taskActivity")
    .leftJoin("users", "users.id", "taskActivity.actorId")
    .select([
      "taskActivity.id",
      "taskActivity.taskId",
      "taskActivity.kind",
      "taskActivity.field",
      "taskActivity.fromValue",
      "taskActivity.toValue",
      "taskActivity.detail",
      "taskActivity.createdAt",
      "users.id as actorId",
      "users.firstName as actorFirstName",
      "users.lastName as actorLastName",
      "users.username as actorUsername",
    ])
    .where("taskActivity.taskId", "=", taskId)
    .orderBy("taskActivity.createdAt", "desc")
    .orderBy("taskActivity.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function activityCount(db: Kysely<Database>, taskId: number): Promise<number> {
  const row = await db
    .selectFrom("taskActivity")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("taskId", "=", taskId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** People's display names, by id (ids of no one are left out). */
export async function personNames(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select(["users.id", displayName.as("name")])
    .where("users.id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Labels' names, by id. */
export async function labelNames(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("projectLabels")
    .select(["id", "name"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Milestones' titles, by id. */
export async function milestoneTitles(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("milestones")
    .select(["id", "title"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}
