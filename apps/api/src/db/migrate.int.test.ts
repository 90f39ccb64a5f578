import { isPastDue } from "@cairn/schema/due-dates";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../seed/seed.js";
import { createTestDatabase, forEachDatabase, type TestDatabase } from "../test/harness.js";
import { migrateToLatest } from "./migrate.js";
import { migrations } from "./migrations/index.js";

const TABLES = [
  "document_tasks",
  "document_versions",
  "integrations",
  "leads",
  "outbox",
  "project_columns",
  "project_documents",
  "project_health_bands",
  "project_health_scores",
  "projects",
  "raid_entries",
  "raid_entry_tasks",
  "rate_limit_hits",
  "sessions",
  "system_logs",
  "tasks",
  "team_mood_entries",
  "templates",
  "users",
  "webhook_deliveries",
  "webhook_settings",
  "webhooks",
];

forEachDatabase((kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  describe("migrations", () => {
    it("create every table, and running them again applies nothing", async () => {
      const { db } = database.handle;
      const tables = await sql<{ tablename: string }>`
        select tablename from pg_tables where schemaname = 'public' order by tablename`.execute(db);
      expect(tables.rows.map((row) => row.tablename)).toEqual(
        expect.arrayContaining([...TABLES, "kysely_migration"]),
      );
      const again = await migrateToLatest(db);
      expect(again.applied).toEqual([]);
      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
    });

    it("index every foreign key", async () => {
      const { db } = database.handle;
      const foreignKeys = await sql<{ table: string; column: string }>`
        select cl.relname as table, a.attname as column
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f'`.execute(db);
      const indexed = await sql<{ table: string; column: string }>`
        select t.relname as table, a.attname as column
        from pg_index i
        join pg_class t on t.oid = i.indrelid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]`.execute(db);
      const leading = new Set(indexed.rows.map((row) => `${row.table}.${row.column}`));
      const missing = foreignKeys.rows
        .map((row) => `${row.table}.${row.column}`)
        .filter((key) => !leading.has(key));
      expect(foreignKeys.rows.length).toBeGreaterThan(8);
      expect(missing).toEqual([]);
    });
  });

  describe("seed", () => {
    it("fills an empty database with the demo organisation", async () => {
      const { db } = database.handle;
      const report = await seed(db, { demo: true });
      expect(report).toEqual({ integrationsAdded: 10, templatesChanged: 189, demo: true });

      const count = async (table: (typeof TABLES)[number]) =>
        Number(
          (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db))
            .rows[0]?.n,
        );
      expect(await count("users")).toBe(6);
      expect(await count("projects")).toBeGreaterThanOrEqual(4);
      expect(await count("tasks")).toBeGreaterThanOrEqual(40);
      expect(await count("leads")).toBeGreaterThanOrEqual(12);
      expect(await count("integrations")).toBe(10);
      expect(await count("project_columns")).toBe((await count("projects")) * 4);
      expect(await count("team_mood_entries")).toBeGreaterThan(20);

      const users = await db.selectFrom("users").select(["username", "role"]).execute();
      expect(users).toEqual(
        expect.arrayContaining([
          { username: "admin", role: "admin" },
          { username: "consultant", role: "consultant" },
          { username: "client", role: "user" },
        ]),
      );
      expect(users.filter((u) => u.role === "consultant")).toHaveLength(2);
      expect(users.filter((u) => u.role === "user")).toHaveLength(3);

      const projects = await db.selectFrom("projects").select(["status", "planType"]).execute();
      expect(new Set(projects.map((p) => p.status))).toEqual(
        new Set(["active", "completed", "on_hold"]),
      );
      expect(new Set(projects.map((p) => p.planType))).toEqual(new Set(["trial", "pro", "scale"]));

      const tasks = await db
        .selectFrom("tasks")
        .innerJoin("users", "users.id", "tasks.assignedTo")
        .select(["users.username"])
        .execute();
      const assignees = new Set(tasks.map((task) => task.username));
      expect(assignees.has("consultant")).toBe(true);
      expect(assignees.has("client")).toBe(true);

      const allTasks = await db
        .selectFrom("tasks")
        .select(["columnId", "priority", "dueDate", "status", "completedAt"])
        .execute();
      expect(new Set(allTasks.map((task) => task.columnId))).toEqual(
        new Set(["todo", "inprogress", "review", "done"]),
      );
      expect(new Set(allTasks.map((task) => task.priority))).toEqual(
        new Set(["low", "medium", "high"]),
      );
      const overdue = allTasks.filter(
        (task) =>
          task.dueDate && isPastDue(task.dueDate, new Date()) && task.status !== "completed",
      );
      expect(overdue.length).toBeGreaterThan(0);
      expect(allTasks.some((task) => task.dueDate === null)).toBe(true);
      // Status and column agree, and every completed task knows when.
      for (const task of allTasks) {
        expect(task.status === "completed").toBe(task.columnId === "done");
        expect(task.completedAt !== null).toBe(task.status === "completed");
      }

      const leads = await db.selectFrom("leads").select(["status", "assignedTo"]).execute();
      expect(leads.some((lead) => lead.status === "new" && lead.assignedTo === null)).toBe(true);
      expect(leads.some((lead) => lead.assignedTo !== null)).toBe(true);

      const anonymousMood = await db
        .selectFrom("teamMoodEntries")
        .select("id")
        .where("anonymous", "=", true)
        .execute();
      expect(anonymousMood.length).toBeGreaterThan(0);

      const integrations = await db.selectFrom("integrations").selectAll().execute();
      expect(integrations.some((integration) => integration.enabled)).toBe(true);
      expect(integrations.some((integration) => !integration.enabled)).toBe(true);
      // No integration can reach outside the machine: no URL or key in any settings.
      expect(JSON.stringify(integrations.map((i) => i.settings))).not.toMatch(/https?:|key|token/i);
    });

    it("changes nothing when run a second time", async () => {
      const { db } = database.handle;
      const snapshot = async () =>
        Promise.all(
          TABLES.filter((table) => table !== "rate_limit_hits").map(
            async (table) =>
              (
                await sql<{
                  n: number;
                }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)
              ).rows[0]?.n,
          ),
        );
      const before = await snapshot();
      const report = await seed(db, { demo: true });
      expect(report).toEqual({ integrationsAdded: 0, templatesChanged: 0, demo: false });
      expect(await snapshot()).toEqual(before);
    });
  });
});
