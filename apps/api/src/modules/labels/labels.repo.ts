/**
 * A project's labels (docs/tasks.md, "Labels"). Tasks name theirs in `tasks.label_ids`; how many
 * carry each is counted through the GIN index on that column.
 */
import type { Label } from "@cairn/schema/labels";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";

const taskCount = sql<number>`(
  select count(*)::int from tasks
  where tasks.project_id = project_labels.project_id
    and tasks.label_ids @> array[project_labels.id]::int[]
)`;

const labelFields = [
  "projectLabels.id",
  "projectLabels.projectId",
  "projectLabels.name",
  "projectLabels.color",
  "projectLabels.createdAt",
  taskCount.as("taskCount"),
] as const;

/** A project's labels, by name (any case). */
export async function listLabels(db: Kysely<Database>, projectId: number): Promise<Label[]> {
  return db
    .selectFrom("projectLabels")
    .select(labelFields)
    .where("projectId", "=", projectId)
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .execute();
}

export async function getLabel(
  db: Kysely<Database>,
  projectId: number,
  labelId: number,
): Promise<Label | undefined> {
  return db
    .selectFrom("projectLabels")
    .select(labelFields)
    .where("projectId", "=", projectId)
    .where("id", "=", labelId)
    .executeTakeFirst();
}

export async function countLabels(db: Kysely<Database>, projectId: number): Promise<number> {
  const row = await db
    .selectFrom("projectLabels")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("projectId", "=", projectId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Whether another label of the project already has this name, whatever its case. */
export async function nameTaken(
  db: Kysely<Database>,
  projectId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom("projectLabels")
    .select("id")
    .where("projectId", "=", projectId)
    .where(sql<string>`lower(name)`, "=", name.toLowerCase());
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertLabel(
  db: Kysely<Database>,
  values: { projectId: number; name: string; color: string; createdAt: Date },
): Promise<number> {
  const row = await db
    .insertInto("projectLabels")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLabel(
  db: Kysely<Database>,
  labelId: number,
  changes: { name?: string; color?: string },
): Promise<void> {
  if (changes.name === undefined && changes.color === undefined) return;
  await db.updateTable("projectLabels").set(changes).where("id", "=", labelId).execute();
}

export async function deleteLabel(db: Kysely<Database>, labelId: number): Promise<void> {
  await db.deleteFrom("projectLabels").where("id", "=", labelId).execute();
}
