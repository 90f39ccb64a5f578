import { BOARD_COLUMNS } from "@cairn/schema/constants";
import type { ColumnKey } from "@cairn/schema/task-status";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { withTransaction } from "../../lib/transaction.js";

/** Every project gets the four board columns of docs/product.md §3.8, in board order. */
export async function createBoardColumns(db: Kysely<Database>, projectId: number): Promise<void> {
  await db
    .insertInto("projectColumns")
    .values(
      BOARD_COLUMNS.map((column, orderIndex) => ({
        projectId,
        key: column.key,
        title: column.title,
        color: column.color,
        orderIndex,
      })),
    )
    .execute();
}

export const projectColumnFields = [
  "projectColumns.id",
  "projectColumns.projectId",
  "projectColumns.key",
  "projectColumns.title",
  "projectColumns.color",
  "projectColumns.orderIndex",
  "projectColumns.wipLimit",
  "projectColumns.createdAt",
] as const;

export async function listColumns(db: Kysely<Database>, projectId: number) {
  return db
    .selectFrom("projectColumns")
    .select(projectColumnFields)
    .where("projectId", "=", projectId)
    .orderBy("orderIndex")
    .orderBy("id")
    .execute();
}

/** Puts the columns in the given order (every key listed once). */
export async function reorderColumns(
  db: Kysely<Database>,
  projectId: number,
  order: readonly ColumnKey[],
): Promise<void> {
  await withTransaction(db, async (trx) => {
    for (const [orderIndex, key] of order.entries()) {
      await trx
        .updateTable("projectColumns")
        .set({ orderIndex })
        .where("projectId", "=", projectId)
        .where("key", "=", key)
        .execute();
    }
  });
}

export async function setWipLimit(
  db: Kysely<Database>,
  projectId: number,
  key: ColumnKey,
  wipLimit: number | null,
) {
  return db
    .updateTable("projectColumns")
    .set({ wipLimit })
    .where("projectId", "=", projectId)
    .where("key", "=", key)
    .returning(projectColumnFields)
    .executeTakeFirst();
}
