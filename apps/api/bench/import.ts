/**
 * `pnpm --filter @cairn/api bench:import`: an import of a 10,000-row CSV (docs/imports.md),
 * through the REST path and the job, in this process — as it runs in the API — on PGlite, and
 * on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. For each it prints the
 * wall time of the dry run, of the upload and of the job, the peak JavaScript heap above what it
 * was before the import, and the process's RSS before and at its peak during the import (both
 * sampled every 10 ms; PGlite's database lives in this process's memory too). A benchmark
 * prints; it asserts nothing. `BENCH_IMPORT_ROWS` changes the row count.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app.js";
import { type DatabaseHandle, openPglite, openPostgres } from "../src/db/connect.js";
import { migrateToLatest } from "../src/db/migrate.js";
import { loadConfig } from "../src/env.js";
import { seed } from "../src/seed/seed.js";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const STATUSES = ["To Do", "In Progress", "In Review", "Done", "Backlog"];
const PEOPLE = [
  "jordan.lee@cairn.example",
  "priya.raman@cairn.example",
  "someone@elsewhere.example",
  "",
];

/** A generic CSV of `rows` rows: quoted titles with commas, multi-line descriptions, labels. */
export function generateCsv(rows: number): string {
  const lines = ["Key,Title,Description,Status,Priority,Assignee,Due,Labels"];
  for (let row = 1; row <= rows; row += 1) {
    const description = `"Step one for item ${row}, then step two.\nAsk ""the team"" first."`;
    const due = `2026-${String((row % 12) + 1).padStart(2, "0")}-${String((row % 28) + 1).padStart(2, "0")}`;
    lines.push(
      [
        `BENCH-${row}`,
        `"Item ${row}, part ${row % 7}"`,
        description,
        STATUSES[row % STATUSES.length],
        ["High", "Medium", "Low"][row % 3],
        PEOPLE[row % PEOPLE.length],
        due,
        `"label-${row % 20},batch-${row % 3}"`,
      ].join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

async function openDatabase(
  url: string | undefined,
): Promise<{ label: string; handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (!url) {
    const dataDir = mkdtempSync(join(tmpdir(), "cairn-bench-import-"));
    const handle = await openPglite({ dataDir });
    return {
      label: "PGlite",
      handle,
      async drop() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `cairn_bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString());
  return {
    label: "PostgreSQL",
    handle,
    async drop() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Samples the heap and RSS every 10 ms while `work` runs; answers their peaks. */
async function peakHeapDuring<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peakHeap: number; peakRss: number }> {
  let peakHeap = process.memoryUsage().heapUsed;
  let peakRss = process.memoryUsage().rss;
  const timer = setInterval(() => {
    const usage = process.memoryUsage();
    peakHeap = Math.max(peakHeap, usage.heapUsed);
    peakRss = Math.max(peakRss, usage.rss);
  }, 10);
  try {
    return { result: await work(), peakHeap, peakRss };
  } finally {
    clearInterval(timer);
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function login(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: "consultant", password: "cairn-consultant-demo" },
  });
  const cookie = answer.cookies.find((c) => c.name.endsWith("cairn_session"));
  if (!cookie) throw new Error(`login: ${answer.statusCode} ${answer.body}`);
  return `${cookie.name}=${cookie.value}`;
}

async function benchDatabase(url: string | undefined, csv: string): Promise<string[]> {
  const { label, handle, drop } = await openDatabase(url);
  const dataDir = mkdtempSync(join(tmpdir(), "cairn-bench-import-files-"));
  await migrateToLatest(handle.db);
  await seed(handle.db, { demo: true });
  const app = await buildApp(
    loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: dataDir }),
    {
      database: handle,
      encryptionKey: randomBytes(32),
    },
  );
  await app.ready();
  try {
    const cookie = await login(app);
    const { id: projectId } = await handle.db
      .selectFrom("projects")
      .select("id")
      .where("name", "=", "Northwind Website Relaunch")
      .executeTakeFirstOrThrow();
    const mapping = JSON.stringify({
      externalId: "Key",
      title: "Title",
      description: "Description",
      status: "Status",
      priority: "Priority",
      assignee: "Assignee",
      dueDate: "Due",
      labels: "Labels",
    });
    const url = (dryRun: boolean) =>
      `/api/projects/${projectId}/imports?${new URLSearchParams({ source: "csv", name: "bench.csv", mapping, ...(dryRun ? { dryRun: "true" } : {}) })}`;
    const post = (dryRun: boolean) =>
      app.inject({
        method: "POST",
        url: url(dryRun),
        headers: { cookie, "content-type": "text/csv" },
        payload: csv,
      });
    const { heapUsed: heapBefore, rss: rssBefore } = process.memoryUsage();

    let started = performance.now();
    const dry = await peakHeapDuring(() => post(true));
    const dryMs = performance.now() - started;
    if (dry.result.statusCode !== 200) throw new Error(`dry run: ${dry.result.body}`);

    started = performance.now();
    const run = await peakHeapDuring(async () => {
      const answer = await post(false);
      if (answer.statusCode !== 202) throw new Error(`import: ${answer.body}`);
      const uploaded = performance.now();
      const jobId = (answer.json() as { id: number }).id;
      for (;;) {
        const job = (
          await app.inject({ method: "GET", url: `/api/jobs/${jobId}`, headers: { cookie } })
        ).json() as {
          state: string;
          error: string | null;
          report: { counts: Record<string, number> };
        };
        if (job.state === "succeeded" || job.state === "failed") return { job, uploaded };
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
    const doneMs = performance.now() - started;
    const { job, uploaded } = run.result;
    if (job.state !== "succeeded") throw new Error(`the import failed: ${job.error}`);
    return [
      label,
      String(ROWS),
      seconds(dryMs),
      seconds(uploaded - started),
      seconds(doneMs),
      String(job.report.counts.created),
      mb(Math.max(dry.peakHeap, run.peakHeap) - heapBefore),
      mb(rssBefore),
      mb(Math.max(dry.peakRss, run.peakRss)),
    ];
  } finally {
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const csv = generateCsv(ROWS);
process.stdout.write(`A ${ROWS}-row CSV of ${mb(Buffer.byteLength(csv))}; importing…\n`);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// PostgreSQL first: PGlite's memory stays with the process after it closes, and would be
// counted in the RSS of whatever ran after it.
const rows = postgresUrl ? [await benchDatabase(postgresUrl, csv)] : [];
if (!postgresUrl)
  process.stdout.write("NOTICE: set BENCH_DATABASE_URL to measure PostgreSQL too.\n");
rows.push(await benchDatabase(undefined, csv));
const header = [
  "database",
  "rows",
  "dry run",
  "upload",
  "upload + job",
  "created",
  "peak heap +",
  "RSS before",
  "peak RSS",
];
process.stdout.write(`\n| ${header.join(" | ")} |\n| ${header.map(() => "---").join(" | ")} |\n`);
for (const row of rows) process.stdout.write(`| ${row.join(" | ")} |\n`);
