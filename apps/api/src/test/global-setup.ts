/**
 * Runs once before the API tests: migrates a PGlite database and dumps it as a template every
 * test file loads in ~0.4 s (a fresh initdb takes 3–5 s), and, when TEST_DATABASE_URL is set,
 * migrates a PostgreSQL template database that test files clone with CREATE DATABASE … TEMPLATE.
 * Each kind has two templates: migrated only, and migrated with the demo organisation seeded
 * (most files start from it: the seed took ~0.75 s per app). The seed's dates are relative to
 * the day it ran, so the harness seeds afresh when a run crosses midnight (UTC).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
import { DEMO_PEOPLE } from "../db/seed/demo-data.js";
import { demoPasswordHash } from "../db/seed/seed.js";
import { lowerHashCostForTests } from "../modules/auth/password.js";
import { seedDemoWith } from "./demo-seed.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgliteSeededTemplate: string;
    postgresTemplate: string | null;
    postgresSeededTemplate: string | null;
    /** The start of the UTC day the seeded templates were seeded on (ms, startOfUtcDay). */
    seededOn: number;
    /** Each demo person's password hash, made once per run (harness.ts `seedDemo`). */
    demoPasswordHashes: Record<string, string>;
  }
}

/** Migrates (and seeds) a PGlite database and dumps it to `file`. */
async function pgliteTemplate(file: string, hashes?: Record<string, string>): Promise<string> {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({
    dialect: new PGliteDialect({ pglite }),
    plugins: [new CamelCasePlugin()],
  });
  await migrateToLatest(db);
  if (hashes) await seedDemoWith(db, hashes);
  // Uncompressed: each test file loads it ~0.2 s sooner than a gzipped one.
  const dump = await pglite.dumpDataDir("none");
  await db.destroy();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

interface PostgresTemplate {
  name: string;
  drop(): Promise<void>;
}

async function postgresTemplate(
  url: string,
  suffix: string,
  hashes?: Record<string, string>,
): Promise<PostgresTemplate> {
  const name = `cairn_tpl_${process.pid}_${Date.now().toString(36)}_${suffix}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString(), 1);
  await migrateToLatest(handle.db);
  if (hashes) await seedDemoWith(handle.db, hashes);
  await handle.close();
  return {
    name,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
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
  project.provide("demoPasswordHashes", hashes);
  project.provide("seededOn", startOfUtcDay(Date.now()));
  project.provide("pgliteTemplate", await pgliteTemplate(join(dir, "pglite-template.tar")));
  project.provide(
    "pgliteSeededTemplate",
    await pgliteTemplate(join(dir, "pglite-seeded-template.tar"), hashes),
  );
  const url = process.env.TEST_DATABASE_URL;
  const templates = url
    ? [await postgresTemplate(url, "migrated"), await postgresTemplate(url, "seeded", hashes)]
    : [];
  project.provide("postgresTemplate", templates[0]?.name ?? null);
  project.provide("postgresSeededTemplate", templates[1]?.name ?? null);
  if (!url) {
    process.stdout.write(
      "\n  NOTICE: TEST_DATABASE_URL is not set: the PostgreSQL runs of the API tests are " +
        "skipped; only PGlite is tested.\n\n",
    );
  }
  return async () => {
    for (const template of templates) await template.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
