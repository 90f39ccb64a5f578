/**
 * Runs once before the API tests: migrates a PGlite database and dumps it as a template every
 * test file loads (a fresh initdb takes 3–5 s), and, when TEST_DATABASE_URL is set, migrates a
 * PostgreSQL template database that test files clone with CREATE DATABASE … TEMPLATE. Each kind
 * has two templates: migrated only, and migrated with the demo organisation seeded (most files
 * start from it: the seed took ~0.75 s per app). Each kind is migrated once, the seeded template
 * made from the migrated one, and the two kinds are made side by side (PGlite here, PostgreSQL
 * in its server): 41 s → 15 s before the first test file on two cores. The seed's dates are
 * relative to the day it ran, so the harness seeds afresh when a run crosses midnight (UTC).
 *
 * It also leaves the seeded PGlite database as a data folder, which tests of the server as a
 * process copy (`seededDataDir`) when what they prove does not need a first start's initdb.
 */
import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startOfUtcDay } from "@cairn/schema/due-dates";
import { PGlite } from "@electric-sql/pglite";
import { CamelCasePlugin, Kysely, PGliteDialect } from "kysely";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres } from "../db/connect.js";
import type { Database } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { lowerHashCostForTests } from "../modules/auth/password.js";
import { DEMO_PEOPLE } from "../seed/demo-data.js";
import { demoPasswordHash } from "../seed/seed.js";
import { seedDemoWith } from "./demo-seed.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteSeededTemplate: string;
    /** The seeded PGlite database as a data folder, for servers started as processes. */
    pgliteSeededStore: string;
    postgresTemplate: string | null;
    postgresSeededTemplate: string | null;
    /** What the names of this run's PostgreSQL test databases start with. */
    postgresTestPrefix: string | null;
    /** The start of the UTC day the seeded templates were seeded on (ms, startOfUtcDay). */
    seededOn: number;
    /** Each demo person's password hash, made once per run (harness.ts `seedDemo`). */
    demoPasswordHashes: Record<string, string>;
  }
}

interface PgliteTemplates {
  migrated: string;
  seeded: string;
  /** The seeded database as a data folder (what a server's DATA_DIR/pgdata holds). */
  seededStore: string;
}

/** Migrates a PGlite database, dumps it, seeds it and dumps it again (uncompressed: loads sooner). */
async function pgliteTemplates(
  dir: string,
  hashes: Record<string, string>,
): Promise<PgliteTemplates> {
  const pglite = await PGlite.create();
  // Every copy starts with a 16 MB buffer pool rather than PostgreSQL's 128 MB: preparing the
  // larger pool was half of a copy's start (1.1 s → 0.55 s a file here), and a test's data fits
  // the smaller one many times over. The product keeps PostgreSQL's default.
  await pglite.exec("alter system set shared_buffers = '16MB'");
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite }),
    plugins: [new CamelCasePlugin()],
  });
  const dump = async (name: string) => {
    const file = join(dir, name);
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    return file;
  };
  await migrateToLatest(db);
  const migrated = await dump("pglite-template.tar");
  await seedDemoWith(db, hashes);
  const seeded = await dump("pglite-seeded-template.tar");
  await db.destroy();
  const seededStore = join(dir, "pglite-seeded-store");
  const store = await PGlite.create({
    dataDir: seededStore,
    loadDataDir: await openAsBlob(seeded, { type: "application/x-tar" }),
  });
  await store.close();
  return { migrated, seeded, seededStore };
}

interface PostgresTemplates {
  migrated: string;
  seeded: string;
  /** The prefix of the names of this run's test databases (harness.ts). */
  testPrefix: string;
  /** Drops the templates and any test database of the run still there. */
  drop(): Promise<void>;
}

/** A migrated template database, and a seeded one cloned from it. */
async function postgresTemplates(
  url: string,
  hashes: Record<string, string>,
): Promise<PostgresTemplates> {
  const stem = `cairn_tpl_${process.pid}_${Date.now().toString(36)}`;
  const migrated = `${stem}_migrated`;
  const seeded = `${stem}_seeded`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const open = (name: string) => {
    const target = new URL(url);
    target.pathname = `/${name}`;
    return openPostgres(target.toString(), 1);
  };
  await admin.query(`create database ${migrated}`);
  const first = open(migrated);
  await migrateToLatest(first.db);
  await first.close();
  await admin.query(`create database ${seeded} template ${migrated}`);
  const second = open(seeded);
  await seedDemoWith(second.db, hashes);
  await second.close();
  const testPrefix = `cairn_test_${process.pid}_${Date.now().toString(36)}_`;
  return {
    migrated,
    seeded,
    testPrefix,
    async drop() {
      // A copy a worker began for a next file that never came (postgres-copies.ts) may still
      // be being made: wait for it to exist, so that it is dropped with the rest.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const making = await admin.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where state = 'active' and query ilike $1",
          [`create database ${testPrefix}%`],
        );
        if ((making.rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const left = await admin.query<{ datname: string }>(
        "select datname from pg_database where starts_with(datname, $1)",
        [testPrefix],
      );
      for (const name of [...left.rows.map((row) => row.datname), seeded, migrated]) {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
      await admin.end();
    },
  };
}

/** At the tests' cost (harness.ts), as every hash of a test's app: made once per run. */
async function demoPasswordHashes(): Promise<Record<string, string>> {
  lowerHashCostForTests();
  const hashes = await Promise.all(DEMO_PEOPLE.map(demoPasswordHash));
  return Object.fromEntries(DEMO_PEOPLE.map((person, index) => [person.key, hashes[index] ?? ""]));
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "cairn-test-"));
  const hashes = await demoPasswordHashes();
  const url = process.env.TEST_DATABASE_URL;
  const [pglite, postgres] = await Promise.all([
    pgliteTemplates(dir, hashes),
    url ? postgresTemplates(url, hashes) : undefined,
  ]);
  project.provide("demoPasswordHashes", hashes);
  project.provide("seededOn", startOfUtcDay(Date.now()));
  project.provide("pgliteTemplate", pglite.migrated);
  project.provide("pgliteSeededTemplate", pglite.seeded);
  project.provide("pgliteSeededStore", pglite.seededStore);
  project.provide("postgresTemplate", postgres?.migrated ?? null);
  project.provide("postgresSeededTemplate", postgres?.seeded ?? null);
  project.provide("postgresTestPrefix", postgres?.testPrefix ?? null);
  if (!url) {
    process.stdout.write(
      "\n  NOTICE: TEST_DATABASE_URL is not set: the PostgreSQL runs of the API tests are " +
        "skipped; only PGlite is tested.\n\n",
    );
  }
  return async () => {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
