/**
 * The weekly health check job with several processes on one PostgreSQL, under a frozen clock:
 * - two API instances (each its own connection pool and outbox worker) run the job at once:
 *   exactly one check per project and week, and one Slack message for each;
 * - a project whose lock another process holds is left to that process (and written by the
 *   next run once it is free);
 * - a job process killed in the middle of a check's transaction (SIGKILL): what it committed
 *   stays, what it was writing is gone, and the job started again writes each check once.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.js";
import { type DatabaseHandle, openPostgres } from "../../db/connect.js";
import type { Database } from "../../db/database.js";
import { FAKE_SETTINGS, FakeProviders } from "../../test/fake-providers.js";
import { createTestDatabase, type TestDatabase, testConfig } from "../../test/harness.js";
import { tryLockProjectChecks } from "./health-checks.repo.js";
import { runWeeklyHealthChecks } from "./weekly-check.js";

const url = process.env.TEST_DATABASE_URL;
const apiRoot = fileURLToPath(new URL("../../..", import.meta.url));
const MONDAY = new Date("2030-01-07T00:05:00Z");
const weeksLater = (weeks: number) => new Date(MONDAY.getTime() + weeks * 7 * 86_400_000);

describe.skipIf(!url)("weekly health checks with several processes on one PostgreSQL", () => {
  const fake = new FakeProviders();
  let database: TestDatabase;
  let second: DatabaseHandle;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let db: Kysely<Database>;
  let open: number[];
  let clock = MONDAY;

  const checks = () =>
    db
      .selectFrom("healthChecks")
      .select(["id", "projectId", "weekStart", "score", "previousScore"])
      .orderBy("projectId")
      .orderBy("weekStart")
      .execute();
  const weeklyMessages = () =>
    db
      .selectFrom("outbox")
      .select("id")
      .where(sql<string>`payload ->> 'kind'`, "=", "health.weekly")
      .execute();
  const expectOncePerWeek = async () => {
    const keys = (await checks()).map((row) => `${row.projectId}:${row.weekStart}`);
    expect(new Set(keys).size).toBe(keys.length);
  };

  beforeAll(async () => {
    await fake.start();
    database = await createTestDatabase("postgres", { seeded: true });
    db = database.handle.db;
    second = openPostgres(database.url ?? "");
    // Made three weeks before the frozen Monday: each project has three weeks due at once.
    await db.updateTable("projects").set({ createdAt: "2029-12-18T09:00:00Z" }).execute();
    open = (
      await db.selectFrom("projects").select("id").where("status", "<>", "completed").execute()
    ).map((row) => row.id);
    const key = randomBytes(32);
    const config = testConfig({
      INTEGRATION_BASE_URLS: fake.baseUrlsEnv(),
      INTEGRATION_TIMEOUT_MS: "1500",
      NOTIFICATION_RETRY_DELAYS_MS: "50,100",
    });
    a = await buildApp(config, { database: database.handle, encryptionKey: key, now: () => clock });
    b = await buildApp(config, { database: second, encryptionKey: key, now: () => clock });
    await Promise.all([a.ready(), b.ready()]);
    const login = await a.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username: "admin", password: "cairn-admin-demo" },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const saved = await b.inject({
      method: "PUT",
      url: "/api/integrations/slack/settings",
      headers: { cookie },
      payload: FAKE_SETTINGS.Slack,
    });
    expect(saved.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 30_000 });
    fake.reset();
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await database?.drop();
    await fake.stop();
  });

  /** Advisory locks held in this test's database (the server is shared with other files). */
  const advisoryLocksHeld = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks
      where locktype = 'advisory' and granted
        and database = (select oid from pg_database where datname = current_database())`.execute(
      db,
    );
    return rows[0]?.n ?? 0;
  };

  const pending = async () =>
    Number(
      (
        await db
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "pending")
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("writes each project's weeks once and posts each once, with two processes at once", async () => {
    const [one, two] = await Promise.all([
      runWeeklyHealthChecks(db, MONDAY),
      runWeeklyHealthChecks(second.db, MONDAY),
    ]);
    expect(one.written + two.written).toBe(3 * open.length);
    const rows = await checks();
    expect(rows).toHaveLength(3 * open.length);
    await expectOncePerWeek();
    for (const projectId of open) {
      const mine = rows.filter((row) => row.projectId === projectId);
      expect(mine.map((row) => row.weekStart)).toEqual(["2029-12-17", "2029-12-24", "2029-12-31"]);
      expect(mine[1]?.previousScore).toBe(mine[0]?.score);
      expect(mine[2]?.previousScore).toBe(mine[1]?.score);
    }
    expect(await weeklyMessages()).toHaveLength(3 * open.length);
    // Both processes' outbox workers deliver; each report reaches Slack once.
    await vi.waitFor(
      async () => {
        expect(await pending()).toBe(0);
        expect(fake.of("Slack").length).toBeGreaterThanOrEqual(3 * open.length);
      },
      { timeout: 30_000, interval: 100 },
    );
    const posts = fake
      .of("Slack")
      .map((request) => (JSON.parse(request.body) as { text: string }).text);
    expect(posts).toHaveLength(3 * open.length);
    const names = await db.selectFrom("projects").select(["id", "name"]).execute();
    for (const projectId of open) {
      const name = names.find((row) => row.id === projectId)?.name ?? "";
      for (const week of ["17 Dec 2029", "24 Dec 2029", "31 Dec 2029"])
        expect(
          posts.filter((text) =>
            text.startsWith(`Weekly health check of ${name}, week of ${week}:`),
          ),
        ).toHaveLength(1);
    }
  });

  it("leaves a project whose lock another process holds, and writes it once it is free", async () => {
    clock = weeksLater(1);
    const [held] = open;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // The other process is busy with that project: it holds its lock in an open transaction.
    const holder = second.db.transaction().execute(async (trx) => {
      expect(await tryLockProjectChecks(trx, held ?? 0)).toBe(true);
      locked();
      await released;
    });
    await isLocked;
    const result = await runWeeklyHealthChecks(db, clock);
    expect(result).toEqual({ written: open.length - 1, busy: 1 });
    expect((await checks()).filter((row) => row.weekStart === "2030-01-07")).toHaveLength(
      open.length - 1,
    );
    release();
    await holder;
    expect(await runWeeklyHealthChecks(db, clock)).toEqual({ written: 1, busy: 0 });
    await expectOncePerWeek();
  });

  it("keeps what a killed job committed, loses what it was writing, and finishes once on restart", async () => {
    clock = weeksLater(2);
    const before = (await weeklyMessages()).length;
    const child = spawn(
      process.execPath,
      ["--conditions=development", "--import", "tsx", "src/test/weekly-job-process.ts"],
      {
        cwd: apiRoot,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          NOW: clock.toISOString(),
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
    // Killed inside the transaction of its second check: the first is committed, the second not.
    const written = /wrote (\d+) (\S+)/.exec(output);
    expect(written?.[2]).toBe("2030-01-14");
    let thisWeek = (await checks()).filter((row) => row.weekStart === "2030-01-14");
    expect(thisWeek.map((row) => row.projectId)).toEqual([Number(written?.[1])]);
    expect(await advisoryLocksHeld()).toBe(1);
    child.kill("SIGKILL");
    await exited;
    // PostgreSQL ends the killed process's session (and frees its lock) when it reads the closed
    // socket, a moment after the exit; a restart on a busy machine can come first. Waits for it.
    await vi.waitFor(async () => expect(await advisoryLocksHeld()).toBe(0), {
      timeout: 30_000,
      interval: 50,
    });
    // Started again (here on the other process's pool): the rest, each once, each posted once.
    const again = await runWeeklyHealthChecks(second.db, clock);
    expect(again).toEqual({ written: open.length - 1, busy: 0 });
    thisWeek = (await checks()).filter((row) => row.weekStart === "2030-01-14");
    expect(thisWeek.map((row) => row.projectId).sort()).toEqual([...open].sort());
    await expectOncePerWeek();
    expect(await weeklyMessages()).toHaveLength(before + open.length);
  }, 90_000);
});
