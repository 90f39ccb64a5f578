/**
 * At most one health snapshot per project and UTC day, enforced by the database, so the
 * periodic health check can run in every API process without storing a day twice.
 * Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Keep the first snapshot of any day that already holds several.
  await sql`
    delete from project_health_scores a
    using project_health_scores b
    where a.project_id = b.project_id
      and (a.last_calculated at time zone 'UTC')::date = (b.last_calculated at time zone 'UTC')::date
      and (a.last_calculated, a.id) > (b.last_calculated, b.id)`.execute(db);
  await sql`
    create unique index project_health_scores_one_a_day
    on project_health_scores (project_id, ((last_calculated at time zone 'UTC')::date))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index project_health_scores_one_a_day`.execute(db);
}
