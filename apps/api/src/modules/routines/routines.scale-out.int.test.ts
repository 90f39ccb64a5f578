/**
 * The routines job with several processes on one PostgreSQL, under a frozen clock
 * (docs/routines.md, "When tasks are added"):
 * - two processes (each its own connection pool) run the job at once: each occurrence adds its
 *   task once;
 * - a job process killed inside a routine's transaction (SIGKILL): what it committed stays, what
 *   it was writing is gone, and the job started again makes each occurrence once;
 * - occurrences missed while no process ran are made late, the latest three of the last week.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openPostgres } from "../../db/connect.js";
import type { Database } from "../../db/database.js";
import { subscribeToDomainEvents } from "../../subscribers.js";
import { demoIds, freshProject, freshRoutine } from "../../test/fixtures.js";
import { createTestDatabase, type TestDatabase } from "../../test/harness.js";
import { runDueRoutines } from "./run-routines.js";

const url = process.env.TEST_DATABASE_URL;
const apiRoot = fileURLToPath(new URL("../../..", import.meta.url));
/** Mondays at 10:00 UTC, an hour after each weekly routine (fixtures: Mondays 09:00 UTC). */
const monday = (weeks: number) =>
  new Date(Date.parse("2026-01-05T10:00:00Z") + weeks * 7 * 86_400_000);

describe.skipIf(!url)("the routines job with several processes on one PostgreSQL", () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let db: Kysely<Database>;
  let routines: number[];

  /** The days each routine's tasks are due, by routine. */
  const dueDays = async () => {
    const rows = await db
      .selectFrom("routineOccurrences as o")
      .innerJoin("tasks as t", "t.id", "o.taskId")
      .select(["o.routineId", sql<string>`to_char(t.due_date, 'YYYY-MM-DD')`.as("day")])
      .orderBy("o.routineId")
      .orderBy("t.dueDate")
      .execute();
    const byRoutine = new Map<number, string[]>(routines.map((id) => [id, []]));
    for (const row of rows) byRoutine.get(row.routineId)?.push(row.day);
    return byRoutine;
  };
  const taskCount = async () =>
    Number(
      (
        await db
          .selectFrom("tasks")
          .innerJoin("routineOccurrences as o", "o.taskId", "tasks.id")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const advisoryLocksHeld = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks
      where locktype = 'advisory' and granted
        and database = (select oid from pg_database where datname = current_database())`.execute(
      db,
    );
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    // No app is built here: the task's subscribers are set as the server sets them.
    subscribeToDomainEvents();
    database = await createTestDatabase("postgres", { seeded: true });
    db = database.handle.db;
    second = openPostgres(database.url ?? "");
    const ids = await demoIds(db);
    routines = [];
    for (let i = 0; i < 4; i++) {
      const projectId = await freshProject(db, { consultantId: ids.users.consultant });
      routines.push(await freshRoutine(db, projectId));
    }
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    await database?.drop();
  });

  it("makes each occurrence once with two processes at once", async () => {
    const [one, two] = await Promise.all([
      runDueRoutines(db, monday(0)),
      runDueRoutines(second.db, monday(0)),
    ]);
    expect(one.made + two.made).toBe(routines.length);
    for (const days of (await dueDays()).values()) expect(days).toEqual(["2026-01-05"]);
  });

  it("keeps what a killed job committed, loses what it was writing, and finishes once on restart", async () => {
    const before = await taskCount();
    const child = spawn(
      process.execPath,
      ["--conditions=development", "--import", "tsx", "src/test/routines-job-process.ts"],
      {
        cwd: apiRoot,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          NOW: monday(1).toISOString(),
          HOLD_AT: "2",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    await vi.waitFor(() => expect(output).toContain("holding"), { timeout: 60_000, interval: 50 });
    // Killed inside the transaction of its second routine: the first is committed, the second not.
    const made = Number(/made (\d+)/.exec(output)?.[1]);
    expect(routines).toContain(made);
    expect(await taskCount()).toBe(before + 1);
    expect(await advisoryLocksHeld()).toBe(1);
    child.kill("SIGKILL");
    await exited;
    // PostgreSQL ends the killed session (and frees its lock) a moment after the exit.
    await vi.waitFor(async () => expect(await advisoryLocksHeld()).toBe(0), {
      timeout: 30_000,
      interval: 50,
    });
    const again = await runDueRoutines(second.db, monday(1));
    expect(again).toEqual({ made: routines.length - 1, busy: 0 });
    for (const days of (await dueDays()).values()) {
      expect(days).toEqual(["2026-01-05", "2026-01-12"]);
    }
  }, 90_000);

  it("makes the occurrences missed while stopped, the latest three of the last week at most", async () => {
    // A daily rule now, and nothing ran for three weeks: the last three days are made.
    await db.updateTable("routines").set({ recurrence: "FREQ=DAILY" }).execute();
    const result = await runDueRoutines(db, monday(4));
    expect(result.made).toBe(3 * routines.length);
    for (const days of (await dueDays()).values()) {
      expect(days.slice(2)).toEqual(["2026-01-31", "2026-02-01", "2026-02-02"]);
    }
    expect(await runDueRoutines(second.db, monday(4))).toEqual({ made: 0, busy: 0 });
  });
});
