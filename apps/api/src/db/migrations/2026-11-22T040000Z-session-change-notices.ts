/**
 * Every API process keeps the sessions it has checked in memory (modules/auth/session-cache.ts).
 * These triggers tell all of them, through NOTIFY, whenever a session row or its user's row
 * changes or goes, whoever made the change — the API, another process, or an operator in psql —
 * so a cached session never outlives the row it was read from. The payload is the user's id.
 * Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function cairn_session_change_notice() returns trigger language plpgsql as $$
    begin
      -- Two branches: a record's fields are resolved when read, and users has no user_id.
      if tg_table_name = 'users' then
        perform pg_notify('cairn_session_changes', old.id::text);
      else
        perform pg_notify('cairn_session_changes', old.user_id::text);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger sessions_change_notice after update or delete on sessions
    for each row execute function cairn_session_change_notice()`.execute(db);
  await sql`
    create trigger users_change_notice after update or delete on users
    for each row execute function cairn_session_change_notice()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_change_notice on users`.execute(db);
  await sql`drop trigger sessions_change_notice on sessions`.execute(db);
  await sql`drop function cairn_session_change_notice()`.execute(db);
}
