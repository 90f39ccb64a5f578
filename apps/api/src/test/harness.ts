/**
 * The API test harness: a fresh database per test file on each database kind (PGlite always,
 * PostgreSQL when TEST_DATABASE_URL is set), an app built on it, and helpers that speak HTTP
 * through `app.inject` as a client would.
 */
import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ACCOUNTS, INTEGRATION_NAMES } from "@cairn/schema/constants";
import { startOfUtcDay } from "@cairn/schema/due-dates";
import { integrationSlug } from "@cairn/schema/integration-settings";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { buildApp } from "../app.js";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/connect.js";
import type { Database } from "../db/database.js";
import { type Config, loadConfig } from "../env.js";
import type { BoundedQueue } from "../lib/bounded-queue.js";
import { lowerHashCostForTests } from "../modules/auth/password.js";
import { SESSION_COOKIE } from "../modules/auth/session-cookie.js";
import { createSession } from "../modules/auth/sessions.repo.js";
import type { JobHandlers } from "../modules/jobs/runner.js";
import type { SeedReport } from "../seed/seed.js";
import { seedDemoWith } from "./demo-seed.js";
import { type Outage, PgliteOutage, postgresOutage } from "./outage.js";
import { takeCopy } from "./postgres-copies.js";

// Every file that builds an app hashes passwords at the tests' cost (password.ts says why
// that proves as much as OWASP's); the template's demo hashes were made at it too.
lowerHashCostForTests();

export type DbKind = "pglite" | "postgres";

export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/** Runs a suite once per database kind, named `[pglite]` / `[postgres]`. */
export function forEachDatabase(suite: (kind: DbKind) => void): void {
  for (const kind of DB_KINDS) describe(`[${kind}]`, () => suite(kind));
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Makes the database unavailable to the app, and brings it back. */
  outage: Outage;
  /** The PostgreSQL database's URL, for a second connection pool (a second process's view). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * Where the tests' PGlite runs: in the test's thread by default (a thread per file costs memory
 * and start-up), in a worker thread as the server runs it with TEST_PGLITE_THREAD=worker.
 */
const PGLITE_THREAD = process.env.TEST_PGLITE_THREAD === "worker" ? "worker" : "inline";

export interface TestDatabaseOptions {
  /** Starts from the demo organisation (seedDemo's), not from an empty migrated database. */
  seeded?: boolean;
}

/**
 * A database of its own for a test file, copied from the run's templates. A seeded copy is
 * only taken on the day the templates were seeded: after midnight (UTC) the demo's relative
 * dates would be a day old, so the copy is migrated-only and seeded here.
 */
export async function createTestDatabase(
  kind: DbKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const fromSeeded = options.seeded === true && inject("seededOn") === startOfUtcDay(Date.now());
  const database = await copyTemplate(kind, fromSeeded);
  if (options.seeded && !fromSeeded) await seedDemo(database.handle.db);
  return database;
}

async function copyTemplate(kind: DbKind, seeded: boolean): Promise<TestDatabase> {
  if (kind === "pglite") {
    // A Blob backed by the file: read in one go, not copied into a Blob chunk by chunk.
    const template = await openAsBlob(inject(seeded ? "pgliteSeededTemplate" : "pgliteTemplate"));
    const outage = new PgliteOutage();
    const handle = await openPglite({
      loadDataDir: template,
      wrapDriver: outage.wrap,
      thread: PGLITE_THREAD,
    });
    return { handle, outage, drop: () => handle.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = inject(seeded ? "postgresSeededTemplate" : "postgresTemplate");
  const prefix = inject("postgresTestPrefix");
  if (!url || !template || !prefix) throw new Error("PostgreSQL tests need TEST_DATABASE_URL");
  const name = await takeCopy(url, template, prefix);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString());
  return {
    handle,
    outage: postgresOutage(admin, name),
    url: target.toString(),
    async drop() {
      await handle.close();
      // Not waited for: the server drops it while the worker goes on to its next file (a drop
      // took 0.4 s). Whatever a run leaves, its global teardown drops (global-setup.ts).
      const dropping = admin
        .query(`drop database if exists ${name} with (force)`)
        .finally(() => admin.end());
      dropping.catch(() => {});
    },
  };
}

/** Seeds the demo organisation as the server does (hashes made once per run). */
export function seedDemo(db: Kysely<Database>): Promise<SeedReport> {
  return seedDemoWith(db, inject("demoPasswordHashes"));
}

/**
 * Where provider calls go in a test that names no fake provider: a closed loopback port (the
 * discard port), which refuses at once. No test ever reaches a real provider's host.
 */
export const NOWHERE_BASE_URLS = JSON.stringify(
  Object.fromEntries(
    INTEGRATION_NAMES.map((name) => [integrationSlug(name), "http://127.0.0.1:9"]),
  ),
);

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    INTEGRATION_BASE_URLS: NOWHERE_BASE_URLS,
    DATA_DIR: join(tmpdir(), "cairn-test-data"),
    MARKETING_DIST: join(tmpdir(), "cairn-no-marketing"),
    DASHBOARD_DIST: join(tmpdir(), "cairn-no-dashboard"),
    STORYBOOK_DIST: join(tmpdir(), "cairn-no-storybook"),
    // How fast a database answers is the machine's, not the code's: on a busy one a ping can
    // take over the product's 200 ms. health-rules.test.ts proves that limit.
    HEALTH_DATABASE_SLOW_MS: "60000",
    ...env,
  });
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: Kysely<Database>;
  readonly kind: DbKind;
  readonly database: TestDatabase;
  /** Moves the app's clock (sessions, rate limits) without waiting. */
  setNow(date: Date): void;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Resolves when the outbox holds nothing pending (retries included); fails after 30 s. */
  settleOutbox(): Promise<void>;
  /** Resolves when no job is queued or running; fails after 60 s. */
  settleJobs(): Promise<void>;
  /** Signs in (a demo account without `password`) and answers the session's Cookie header. */
  login(username: string, password?: string): Promise<string>;
  /**
   * The Cookie header of a session of an account, for a test that needs a request made by
   * someone rather than a sign-in: the session is written as a sign-in writes it (the same
   * repository call), without the password check, and is kept while it still signs its holder
   * in (GET /api/auth/me). A password check is a scrypt run of ~0.4–1 s of a core, and the
   * suite needed about a thousand. `login` signs in through POST /api/auth/login, as the
   * tests of sign-in itself (and of what it logs) must.
   */
  session(username: string): Promise<string>;
}

export interface TestAppOptions {
  seed?: boolean;
  /** Settings; a function is read when the app is built (after earlier beforeAll hooks). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Receives the app's log lines (give a LOG_LEVEL in env to have any). */
  logStream?: { write(line: string): void };
  /** Bounds on concurrent password checks, instead of the server's. */
  passwordQueue?: () => BoundedQueue;
  /** The job handlers, instead of the product's. */
  jobHandlers?: JobHandlers;
}

/** Polls `count` every 20 ms until it answers 0; fails with "<n> <what>" after `timeoutMs`. */
async function untilNone(what: string, timeoutMs: number, count: () => Promise<number>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = await count();
    if (left === 0) return;
    if (Date.now() > deadline) throw new Error(`${left} ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Registers hooks that build an app on a fresh database before the suite and drop both after.
 * Returns an object whose members are valid inside tests.
 */
export function useTestApp(kind: DbKind, options: TestAppOptions = {}): TestApp {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let now: Date | undefined;
  /** The Cookie header of each demo account's session, by username (`session`). */
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seeded: options.seed !== false });
    const env = typeof options.env === "function" ? options.env() : options.env;
    app = await buildApp(testConfig(env), {
      database: database.handle,
      // A key of its own for each app: secrets sealed by one test app mean nothing to another.
      encryptionKey: randomBytes(32),
      now: () => now ?? new Date(),
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.passwordQueue ? { passwordQueue: options.passwordQueue() } : {}),
      ...(options.jobHandlers ? { jobHandlers: options.jobHandlers } : {}),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("useTestApp: used outside a test");
    return value;
  };

  async function login(username: string, password?: string) {
    const secret =
      password ?? DEMO_ACCOUNTS.find((account) => account.username === username)?.password;
    const response = await need(app).inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { username, password: secret },
    });
    if (response.statusCode !== 200) {
      throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
    }
    const cookie = response.cookies.find((c) => c.name.endsWith("cairn_session"));
    if (!cookie) throw new Error("login answered no session cookie");
    return `${cookie.name}=${cookie.value}`;
  }

  return {
    kind,
    get app() {
      return need(app);
    },
    get db() {
      return need(database).handle.db;
    },
    get database() {
      return need(database);
    },
    setNow(date: Date) {
      now = date;
    },
    request(options: InjectOptions) {
      return need(app).inject(options);
    },
    settleOutbox() {
      const db = need(database).handle.db;
      return untilNone("outbox message(s) still pending", 30_000, async () => {
        const pending = await db
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("status", "=", "pending")
          .executeTakeFirstOrThrow();
        return Number(pending.n);
      });
    },
    settleJobs() {
      const db = need(database).handle.db;
      return untilNone("job(s) still open", 60_000, async () => {
        need(app).jobs.wake();
        const open = await db
          .selectFrom("jobs")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("state", "in", ["queued", "running"])
          .executeTakeFirstOrThrow();
        return Number(open.n);
      });
    },
    login,
    async session(username: string) {
      const known = sessions.get(username);
      if (known) {
        const me = await need(app).inject({
          method: "GET",
          url: "/api/auth/me",
          headers: { cookie: known },
        });
        if (me.statusCode === 200 && me.json().user?.username === username) return known;
      }
      const db = need(database).handle.db;
      const user = await db
        .selectFrom("users")
        .select("id")
        .where("username", "=", username)
        .executeTakeFirst();
      if (!user) throw new Error(`session: no account named ${username}`);
      const { token } = await createSession(
        db,
        user.id,
        { ip: "127.0.0.1", userAgent: "cairn-tests" },
        now ?? new Date(),
      );
      const cookie = `${SESSION_COOKIE}=${token}`;
      sessions.set(username, cookie);
      return cookie;
    },
  };
}
