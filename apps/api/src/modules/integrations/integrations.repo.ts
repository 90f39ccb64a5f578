/** Queries of the `integrations` table: the ten rows of the catalogue, never more or fewer. */
import { integrationSlug } from "@cairn/schema/integration-settings";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, IntegrationsTable } from "../../db/database.js";
import type { CheckResult } from "./connection-check.js";
import type { StoredSettings } from "./stored-settings.js";

export type IntegrationRow = Selectable<IntegrationsTable>;

export async function listIntegrations(db: Kysely<Database>): Promise<IntegrationRow[]> {
  return db.selectFrom("integrations").selectAll().orderBy("id").execute();
}

/** By name, whatever its case, or by slug (`microsoft-teams`). */
export async function findIntegration(
  db: Kysely<Database>,
  nameOrSlug: string,
): Promise<IntegrationRow | undefined> {
  const wanted = nameOrSlug.trim().toLowerCase();
  const rows = await listIntegrations(db);
  return rows.find(
    (row) => row.name.toLowerCase() === wanted || integrationSlug(row.name) === wanted,
  );
}

/** By its exact name, in one indexed read (a delivery's integration, named in its message). */
export async function getIntegrationNamed(
  db: Kysely<Database>,
  name: string,
): Promise<IntegrationRow | undefined> {
  return db.selectFrom("integrations").selectAll().where("name", "=", name).executeTakeFirst();
}

/** What a caller needs to open one integration's stored settings: whether they count yet. */
export async function getIntegrationSettings(
  db: Kysely<Database>,
  name: string,
): Promise<Pick<IntegrationRow, "name" | "settings" | "enabled"> | undefined> {
  return db
    .selectFrom("integrations")
    .select(["name", "settings", "enabled"])
    .where("name", "=", name)
    .executeTakeFirst();
}

/** The enabled ones among `names`, with their stored settings (configured or not: the caller's). */
export async function listEnabledSettings(
  db: Kysely<Database>,
  names: readonly string[],
): Promise<Pick<IntegrationRow, "name" | "settings">[]> {
  return db
    .selectFrom("integrations")
    .select(["name", "settings"])
    .where("name", "in", names)
    .where("enabled", "=", true)
    .execute();
}

/** Enabled: active, or error while the last call failed; disabled: inactive. */
export async function setEnabled(
  db: Kysely<Database>,
  id: number,
  enabled: boolean,
  now: Date,
): Promise<IntegrationRow> {
  return db
    .updateTable("integrations")
    .set({
      enabled,
      status: enabled
        ? sql<"active" | "error">`case when last_error is null then 'active' else 'error' end`
        : "inactive",
      updatedAt: now,
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function saveSettings(
  db: Kysely<Database>,
  id: number,
  settings: StoredSettings,
  now: Date,
): Promise<IntegrationRow> {
  return db
    .updateTable("integrations")
    .set({ settings: JSON.stringify(settings), updatedAt: now })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Counts one call to the provider (a test or a notification) and keeps its outcome. */
export async function recordCall(
  db: Kysely<Database>,
  id: number,
  result: Pick<CheckResult, "ok" | "message" | "responseTime">,
  now: Date,
): Promise<IntegrationRow> {
  const update = result.ok
    ? {
        status: sql<"active" | "inactive">`case when enabled then 'active' else 'inactive' end`,
        lastSync: now,
        syncCount: sql<number>`sync_count + 1`,
        lastError: null,
      }
    : {
        status: sql<"error" | "inactive">`case when enabled then 'error' else 'inactive' end`,
        errorCount: sql<number>`error_count + 1`,
        lastError: result.message.slice(0, 1000),
      };
  return db
    .updateTable("integrations")
    .set({ ...update, responseTime: result.responseTime, updatedAt: now })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
