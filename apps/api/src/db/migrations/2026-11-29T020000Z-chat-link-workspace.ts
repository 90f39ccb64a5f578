/**
 * The name of the chat workspace a Slack link was asked from (Slack's `team_domain`), so the link
 * page names both the chat account and its workspace before anyone confirms it. Frozen once
 * landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table assistant_link_requests add column workspace_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table assistant_link_requests drop column workspace_name`.execute(db);
}
