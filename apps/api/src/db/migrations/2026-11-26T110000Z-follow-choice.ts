/**
 * Following a task is automatic for its creator, its assignee, its commenters and the people
 * mentioned in it, and anyone who may read it can choose (docs/tasks.md, "Following"). A choice
 * must outlast the automatic rules: someone who unfollowed is not followed in again by their next
 * comment, nor by being assigned. `following = false` keeps that choice; a row is written only
 * for a commenter, a mentioned person or a choice. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table task_followers add column following boolean not null default true`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table task_followers drop column following`.execute(db);
}
