/**
 * The initial schema: the tables of docs/product.md §3.1 plus sessions, integrations, system logs and rate
 * limit buckets. Frozen once landed: change the schema with a new migration.
 */
import { type Kysely, sql } from "kysely";

const now = sql`now()`;

// Typed against no schema: a migration is frozen in time, the Database types are not.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("role", "text", (c) =>
      c.notNull().defaultTo("user").check(sql`role in ('admin', 'consultant', 'user')`),
    )
    .addColumn("company", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  // Usernames are unique whatever their case, so "Admin" cannot shadow "admin".
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);
  await db.schema.createIndex("users_role_idx").on("users").column("role").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("last_seen_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();
  await db.schema
    .createIndex("sessions_expires_at_idx")
    .on("sessions")
    .column("expires_at")
    .execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("team_size", "text")
    .addColumn("plan_type", "text", (c) =>
      c.notNull().defaultTo("trial").check(sql`plan_type in ('trial', 'pro', 'scale')`),
    )
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("new")
        .check(sql`status in ('new', 'assigned', 'contacted', 'qualified', 'won', 'lost')`),
    )
    .addColumn("assigned_to", "integer", (c) => c.references("users.id").onDelete("restrict"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("leads_assigned_to_idx").on("leads").column("assigned_to").execute();
  await db.schema.createIndex("leads_status_idx").on("leads").column("status").execute();
  await db.schema.createIndex("leads_created_at_idx").on("leads").column("created_at").execute();

  await db.schema
    .createTable("projects")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("client_id", "integer", (c) => c.references("users.id").onDelete("restrict"))
    .addColumn("consultant_id", "integer", (c) => c.references("users.id").onDelete("restrict"))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("active").check(sql`status in ('active', 'completed', 'on_hold')`),
    )
    .addColumn("plan_type", "text", (c) =>
      c.notNull().defaultTo("trial").check(sql`plan_type in ('trial', 'pro', 'scale')`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("projects_client_id_idx")
    .on("projects")
    .column("client_id")
    .execute();
  await db.schema
    .createIndex("projects_consultant_id_idx")
    .on("projects")
    .column("consultant_id")
    .execute();
  await db.schema.createIndex("projects_status_idx").on("projects").column("status").execute();
  await db.schema
    .createIndex("projects_created_at_idx")
    .on("projects")
    .column("created_at")
    .execute();

  await db.schema
    .createTable("tasks")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("project_id", "integer", (c) =>
      c.notNull().references("projects.id").onDelete("restrict"),
    )
    .addColumn("assigned_to", "integer", (c) => c.references("users.id").onDelete("restrict"))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'in_progress', 'completed')`),
    )
    .addColumn("priority", "text", (c) =>
      c.notNull().defaultTo("medium").check(sql`priority in ('low', 'medium', 'high')`),
    )
    .addColumn("due_date", "timestamptz")
    .addColumn("column_id", "text", (c) =>
      c
        .notNull()
        .defaultTo("todo")
        .check(sql`column_id in ('todo', 'inprogress', 'review', 'done')`),
    )
    .addColumn("order_index", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("ai_priority_score", "integer", (c) =>
      c.notNull().defaultTo(50).check(sql`ai_priority_score between 0 and 100`),
    )
    .addColumn("completed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("tasks_project_board_idx")
    .on("tasks")
    .columns(["project_id", "column_id", "order_index"])
    .execute();
  await db.schema.createIndex("tasks_assigned_to_idx").on("tasks").column("assigned_to").execute();
  await db.schema.createIndex("tasks_status_idx").on("tasks").column("status").execute();
  await db.schema.createIndex("tasks_due_date_idx").on("tasks").column("due_date").execute();
  await db.schema.createIndex("tasks_created_at_idx").on("tasks").column("created_at").execute();

  await db.schema
    .createTable("project_health_scores")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("project_id", "integer", (c) =>
      c.notNull().references("projects.id").onDelete("cascade"),
    )
    .addColumn("overall_score", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("task_completion_score", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("timeline_score", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("team_engagement_score", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("risk_score", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_calculated", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("project_health_scores_project_idx")
    .on("project_health_scores")
    .columns(["project_id", "last_calculated"])
    .execute();

  await db.schema
    .createTable("team_mood_entries")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("project_id", "integer", (c) => c.references("projects.id").onDelete("cascade"))
    .addColumn("mood_score", "integer", (c) => c.notNull().check(sql`mood_score between 1 and 5`))
    .addColumn("energy_level", "integer", (c) =>
      c.notNull().check(sql`energy_level between 1 and 5`),
    )
    .addColumn("stress_level", "integer", (c) =>
      c.notNull().check(sql`stress_level between 1 and 5`),
    )
    .addColumn("notes", "text")
    .addColumn("anonymous", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("team_mood_entries_project_idx")
    .on("team_mood_entries")
    .columns(["project_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("team_mood_entries_user_id_idx")
    .on("team_mood_entries")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("project_columns")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("project_id", "integer", (c) =>
      c.notNull().references("projects.id").onDelete("cascade"),
    )
    .addColumn("key", "text", (c) =>
      c.notNull().check(sql`key in ('todo', 'inprogress', 'review', 'done')`),
    )
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull().defaultTo("#3b82f6"))
    .addColumn("order_index", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("wip_limit", "integer", (c) => c.check(sql`wip_limit > 0`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("project_columns_project_key", ["project_id", "key"])
    .execute();

  await db.schema
    .createTable("integrations")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("type", "text", (c) =>
      c.notNull().check(sql`type in ('project_management', 'communication', 'storage')`),
    )
    .addColumn("enabled", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("settings", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("inactive").check(sql`status in ('active', 'inactive', 'error')`),
    )
    .addColumn("last_sync", "timestamptz")
    .addColumn("sync_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("response_time", "integer")
    .addColumn("last_error", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("system_logs")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("level", "text", (c) =>
      c.notNull().check(sql`level in ('error', 'warn', 'info', 'debug')`),
    )
    .addColumn("module", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("metadata", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("system_logs_level_idx")
    .on("system_logs")
    .columns(["level", "created_at"])
    .execute();
  await db.schema
    .createIndex("system_logs_created_at_idx")
    .on("system_logs")
    .column("created_at")
    .execute();

  // One row per counted event, shared by every API process (login throttling, public limits).
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("hit_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_hits_key_idx")
    .on("rate_limit_hits")
    .columns(["key", "hit_at"])
    .execute();
  await db.schema
    .createIndex("rate_limit_hits_hit_at_idx")
    .on("rate_limit_hits")
    .column("hit_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "rate_limit_hits",
    "system_logs",
    "integrations",
    "project_columns",
    "team_mood_entries",
    "project_health_scores",
    "tasks",
    "projects",
    "leads",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
