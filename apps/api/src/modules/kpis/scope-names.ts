import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { projectNames } from "./kpis.repo.js";

/**
 * What a CSV row says the figures cover: the projects' names when some were chosen, "All
 * projects" for a portfolio (every project the viewer reads).
 */
export async function scopeLabel(
  db: Kysely<Database>,
  chosen: readonly number[] | undefined,
): Promise<string> {
  if (chosen === undefined || chosen.length === 0) return "All projects";
  return (await projectNames(db, chosen)).join("; ");
}
