import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { findIntegration, type IntegrationRow } from "./integrations.repo.js";

export async function integrationOr404(
  db: Kysely<Database>,
  name: string,
): Promise<IntegrationRow> {
  const row = await findIntegration(db, name);
  if (!row) {
    throw appError(
      "NOT_FOUND",
      `There is no integration called ${name.slice(0, 100)}. Use a name from GET /api/integrations.`,
    );
  }
  return row;
}
