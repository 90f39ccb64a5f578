/**
 * The benchmark's server process: a fresh database (PGlite in a temporary folder, or a new
 * PostgreSQL database when BENCH_DATABASE_URL is set), the demo organisation plus scale data,
 * the real app, and one extra route — a hello world — to compare against. Prints its port.
 * PGlite runs in its worker thread, as the server runs it; BENCH_PGLITE_THREAD=inline runs it
 * in the API's thread instead, as it was before PGlite moved to a worker thread, for comparison.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { type DatabaseHandle, openPglite, openPostgres } from "../src/db/connect.js";
import { scheduleEmbeddedVacuum } from "../src/db/embedded-vacuum.js";
import { migrateToLatest } from "../src/db/migrate.js";
import { loadConfig } from "../src/env.js";
import { seed } from "../src/seed/seed.js";
import { bulkSeed } from "./bulk-seed.js";
import { kpiSeed } from "./kpi-seed.js";
import { searchSeed } from "./search-seed.js";

async function openDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(join(tmpdir(), "cairn-bench-"));
    const thread = process.env.BENCH_PGLITE_THREAD === "inline" ? "inline" : "worker";
    const handle = await openPglite({ dataDir, thread });
    return {
      handle,
      // A run's embedded database is hundreds of megabytes with the search data: not kept.
      async drop() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `cairn_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString(), 20);
  return {
    handle,
    async drop() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const { handle, drop } = await openDatabase();
await migrateToLatest(handle.db);
await seed(handle.db, { demo: true });
await bulkSeed(handle.db, {
  projects: Number(process.env.BENCH_PROJECTS ?? 1000),
  tasksPerProject: Number(process.env.BENCH_TASKS_PER_PROJECT ?? 50),
  bigProjectTasks: 200,
});
// The search benchmark's words and comments (bench/search.ts).
if (process.env.BENCH_SEARCH_SEED === "1") await searchSeed(handle.db);
// The KPI benchmark's history, milestones, health checks and mood (bench/kpis.ts).
if (process.env.BENCH_KPI_SEED === "1") await kpiSeed(handle.db);
const app = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn" }), {
  database: handle,
  encryptionKey: randomBytes(32),
});
app.get("/bench/hello", async () => ({ hello: "world" }));
// As the server does (src/server.ts): PGlite has no autovacuum of its own.
const stopVacuum = scheduleEmbeddedVacuum(handle, app.log);
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === "object" && address ? address.port : 0}\n`);

const stop = async () => {
  stopVacuum();
  await app.close();
  await drop();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
