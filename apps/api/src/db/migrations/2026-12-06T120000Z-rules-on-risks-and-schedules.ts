/**
 * Rules on a schedule (docs/rules.md) are read by the minute job with the rules on due dates:
 * its partial index takes the new trigger in. Rules on a risk's score are heard when a risk is
 * saved, through the project's index as any change's rules are. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rules_timed_idx`.execute(db);
  await sql`
    create index rules_timed_idx on rules (trigger_type)
      where enabled and trigger_type in ('task.due_in', 'task.overdue', 'schedule')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index rules_timed_idx`.execute(db);
  await sql`
    create index rules_timed_idx on rules (trigger_type)
      where enabled and trigger_type in ('task.due_in', 'task.overdue')`.execute(db);
}
