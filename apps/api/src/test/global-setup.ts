/**
 * Runs once before the API tests: migrates a PGlite database and dumps it as a template every
 * test file loads in ~0.4 s (a fresh initdb takes 3–5 s), and, when TEST_DATABASE_URL is set,
 * migrates a PostgreSQL template database that test files clone with CREATE DATABASE … TEMPLATE.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { CamelCasePlugin, Kysely, PGliteDialect } from "kysely";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres } from "../db/connect.js";
import { migrateToLatest } from "../db/migrate.js";
import { DEMO_PEOPLE } from "../db/seed/demo-data.js";
import { demoPasswordHash } from "../db/seed/seed.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
    /** Each demo person's password hash, made once per run (harness.ts `seedDemo`). */
    demoPasswordHashes: Record<string, string>;
  }
}

async function pgliteTemplate(dir: string): Promise<string> {
  const pglite = await PGlite.create();
  const db = new Kysely<unknown>({
    dialect: new PGliteDialect({ pglite }),
    plugins: [new CamelCasePlugin()],
  });
  await migrateToLatest(db as never);
  // Uncompressed: each test file loads it ~0.2 s sooner than a gzipped one.
  const dump = await pglite.dumpDataDir("none");
  await db.destroy();
  const file = join(dir, "pglite-template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function postgresTemplate(url: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `cairn_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString(), 1);
  await migrateToLatest(handle.db);
  await handle.close();
  return {
    name,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** At production strength, as the server makes them: only made once rather than per seed. */
async function demoPasswordHashes(): Promise<Record<string, string>> {
  const hashes = await Promise.all(DEMO_PEOPLE.map(demoPasswordHash));
  return Object.fromEntries(DEMO_PEOPLE.map((person, index) => [person.key, hashes[index] ?? ""]));
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "cairn-test-"));
  project.provide("demoPasswordHashes", await demoPasswordHashes());
  project.provide("pgliteTemplate", await pgliteTemplate(dir));
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? await postgresTemplate(url) : undefined;
  project.provide("postgresTemplate", template?.name ?? null);
  if (!url) {
    process.stdout.write(
      "\n  NOTICE: TEST_DATABASE_URL is not set: the PostgreSQL runs of the API tests are " +
        "skipped; only PGlite is tested.\n\n",
    );
  }
  return async () => {
    await template?.drop();
    rmSync(dir, { recursive: true, force: true });
  };
}
