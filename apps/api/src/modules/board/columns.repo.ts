import { BOARD_COLUMNS } from "@cairn/schema/constants";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

/** Every project gets the four board columns of spec §3.8, in board order. */
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
