import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

/**
 * What a CSV row says the figures cover: the projects' names when some were chosen, "All
 * projects" for a portfolio (every project the viewer reads).
 */
export async function scopeLabel(
  db: Kysely<Database>,
  chosen: readonly number[] | undefined,
): Promise<string> {
  if (chosen === undefined || chosen.length === 0) return "All projects";
  const rows = await db
    .selectFrom("projects")
    .select("name")
    .where("id", "in", [...chosen])
    .orderBy("name")
    .execute();
  return rows.map((row) => row.name).join("; ");
}
