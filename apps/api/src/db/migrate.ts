import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import type { Database } from "./database.js";
import { migrations } from "./migrations/index.js";

export interface MigrationReport {
  applied: string[];
}

/** Brings the schema up to date. Each migration runs in a transaction; a failure stops the run. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationReport> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === "Error");
    throw new Error(
      `Database migration ${failed ? `"${failed.migrationName}" ` : ""}failed: ${
        error instanceof Error ? error.message : String(error)
      }`,
      { cause: error },
    );
  }
  return {
    applied: results
      .filter((result) => result.status === "Success")
      .map((result) => result.migrationName),
  };
}
