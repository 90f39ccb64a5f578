import { startOfUtcDay } from "@cairn/schema/due-dates";
import type { AdminOverview } from "@cairn/schema/overview";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";

/** Counts by filter, one aggregate query per table (no row is sent to the API). */
export async function adminOverview(db: Kysely<Database>, now: Date): Promise<AdminOverview> {
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number>`(count(*) filter (where ${condition}))::int`;
  const [users, projects, leads, tasks] = await Promise.all([
    db
      .selectFrom("users")
      .select([
        sql<number>`count(*)::int`.as("total"),
        count(sql`role = 'admin'`).as("admins"),
        count(sql`role = 'consultant'`).as("consultants"),
        count(sql`role = 'user'`).as("clients"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("projects")
      .select([
        sql<number>`count(*)::int`.as("total"),
        count(sql`status = 'active'`).as("active"),
        count(sql`status = 'completed'`).as("completed"),
        count(sql`status = 'on_hold'`).as("onHold"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("leads")
      .select([
        sql<number>`count(*)::int`.as("total"),
        count(sql`status = 'new'`).as("new"),
        count(sql`assigned_to is null`).as("unassigned"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("tasks")
      .select([
        sql<number>`count(*)::int`.as("total"),
        count(sql`status = 'pending'`).as("pending"),
        count(sql`status = 'in_progress'`).as("inProgress"),
        count(sql`status = 'completed'`).as("completed"),
        // A task is overdue once its due day has ended (docs/product.md §4).
        count(sql`status <> 'completed' and due_date < ${new Date(startOfUtcDay(now))}`).as(
          "overdue",
        ),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { users, projects, leads, tasks };
}
