/**
 * What an import reads and writes besides the board's own rows (docs/imports.md): the links that make a second import of a file create nothing, the
 * project's labels by name, and the checklist items of imported Trello cards. Writes take many
 * rows per statement: a 10,000-row file is a few dozen statements, not tens of thousands.
 */
import type { ImportSource } from "@cairn/schema/tool-stack";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";

/** Rows per statement (well under PostgreSQL's 65,535 bound parameters at ten a row). */
export const BATCH_ROWS = 500;

/** Which of these ids of the source were imported into the project before. */
export async function importedIds(
  db: Kysely<Database>,
  projectId: number,
  source: ImportSource,
  externalIds: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < externalIds.length; start += BATCH_ROWS * 2) {
    const slice = externalIds.slice(start, start + BATCH_ROWS * 2);
    const rows = await db
      .selectFrom("externalLinks")
      .select("externalId")
      .where("projectId", "=", projectId)
      .where("system", "=", source)
      .where("direction", "=", "import")
      .where("entity", "=", "task")
      .where("externalId", "in", slice)
      .execute();
    for (const row of rows) found.add(row.externalId);
  }
  return found;
}

/** How many tasks a job's import made (a re-run after its file was deleted reads this). */
export async function countJobLinks(db: Kysely<Database>, jobId: number): Promise<number> {
  const row = await db
    .selectFrom("externalLinks")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("jobId", "=", jobId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function insertImportLinks(
  trx: Kysely<Database>,
  links: readonly {
    projectId: number;
    source: ImportSource;
    taskId: number;
    externalId: string;
    jobId: number;
  }[],
  now: Date,
): Promise<void> {
  if (links.length === 0) return;
  await trx
    .insertInto("externalLinks")
    .values(
      links.map((link) => ({
        projectId: link.projectId,
        system: link.source,
        direction: "import",
        entity: "task",
        localId: link.taskId,
        externalId: link.externalId,
        jobId: link.jobId,
        syncedAt: now,
      })),
    )
    .execute();
}

/** The project's labels by lower-case name. */
export async function labelIdsByName(
  trx: Kysely<Database>,
  projectId: number,
): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom("projectLabels")
    .select(["id", "name"])
    .where("projectId", "=", projectId)
    .execute();
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

export async function insertLabels(
  trx: Kysely<Database>,
  projectId: number,
  labels: readonly { name: string; color: string }[],
): Promise<void> {
  if (labels.length === 0) return;
  await trx
    .insertInto("projectLabels")
    .values(labels.map((label) => ({ projectId, ...label })))
    .execute();
}

export async function insertChecklistItems(
  trx: Kysely<Database>,
  items: readonly { taskId: number; text: string; done: boolean; position: number }[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH_ROWS) {
    await trx
      .insertInto("taskChecklistItems")
      .values(
        items.slice(start, start + BATCH_ROWS).map((item) => ({
          ...item,
          doneAt: item.done ? now : null,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
  }
}
