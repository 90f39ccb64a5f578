/**
 * The band (green 80+, yellow 60–79, red below 60; docs/product.md §4) each project's health was last
 * seen in, so a drop to a lower band is announced once, when it happens, whichever API process
 * sees it. Frozen once landed.
 */
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("project_health_bands")
    .addColumn("project_id", "integer", (c) =>
      c.primaryKey().references("projects.id").onDelete("cascade"),
    )
    .addColumn("band", "text", (c) => c.notNull().check(sql`band in ('green', 'yellow', 'red')`))
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("project_health_bands").execute();
}
