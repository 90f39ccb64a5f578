/**
 * Accounts can be disabled without deleting them (their projects, tasks and history stay):
 * a disabled account cannot sign in and its sessions end at once. Frozen once landed.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("disabled_at", "timestamptz").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("disabled_at").execute();
}
