/**
 * What the request histogram costs (plugins/request-metrics.ts). A hello-world route is served
 * in a process of its own, in pairs that differ only by the histogram:
 *
 * - bare Fastify, without and with the request-metrics hook;
 * - the real app (on an in-memory PGlite), at `/bench/hello`, which the hook leaves out, and at
 *   `/api/bench/hello`, which it times.
 *
 * Each is sent the same number of requests at 50 connections, in turns, several rounds; the
 * server's CPU time per request is the measure (throughput is printed too, but on a shared
 * machine it moves with whatever else runs). Then how long the histogram takes to read back
 * with as many series as a busy API would have. Prints; asserts nothing.
 *
 *   pnpm --filter @cairn/api bench:metrics   (BENCH_REQUESTS, BENCH_ROUNDS)
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import Fastify from "fastify";
import { Registry } from "prom-client";
import { buildApp } from "../src/app.js";
import { openPglite } from "../src/db/connect.js";
import { migrateToLatest } from "../src/db/migrate.js";
import { loadConfig } from "../src/env.js";
import { RequestStats } from "../src/lib/request-stats.js";
import requestMetrics from "../src/plugins/request-metrics.js";
import { seed } from "../src/seed/seed.js";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

interface Target {
  name: string;
  url: string;
}

async function serve(): Promise<void> {
  const targets: Target[] = [];
  const listen = async (app: { listen: (o: object) => Promise<string> }) =>
    app.listen({ port: 0, host: "127.0.0.1" });
  for (const timed of [false, true]) {
    const app = Fastify({ logger: false });
    app.decorate("requestStats", new RequestStats());
    if (timed) await app.register(requestMetrics);
    app.get("/api/bench/hello", async () => ({ hello: "world" }));
    const base = await listen(app);
    targets.push({
      name: `bare Fastify, ${timed ? "with" : "without"} the hook`,
      url: `${base}/api/bench/hello`,
    });
  }
  const database = await openPglite();
  await migrateToLatest(database.db);
  await seed(database.db, { demo: true });
  const app = await buildApp(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn" }), {
    database,
    encryptionKey: randomBytes(32),
  });
  app.get("/bench/hello", async () => ({ hello: "world" }));
  app.get("/api/bench/hello", async () => ({ hello: "world" }));
  const base = await listen(app);
  targets.push(
    { name: "the app, /bench/hello (not timed)", url: `${base}/bench/hello` },
    { name: "the app, /api/bench/hello (timed)", url: `${base}/api/bench/hello` },
  );
  process.on("message", () => process.send?.(process.cpuUsage()));
  process.send?.(targets);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function measure(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ["serve"], {
    execArgv: ["--conditions=development", "--import", "tsx"],
  });
  const next = () => new Promise<unknown>((resolve) => child.once("message", resolve));
  const cpuMicros = async () => {
    const answer = next();
    child.send("cpu");
    const usage = (await answer) as NodeJS.CpuUsage;
    return usage.user + usage.system;
  };
  try {
    const targets = (await next()) as Target[];
    const cpu = new Map<string, number[]>();
    const rps = new Map<string, number[]>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const { name, url } of targets) {
        await autocannon({ url, connections: 50, amount: 5000 });
        const before = await cpuMicros();
        const result = await autocannon({ url, connections: 50, amount: REQUESTS });
        const perRequest = ((await cpuMicros()) - before) / REQUESTS;
        cpu.set(name, [...(cpu.get(name) ?? []), perRequest]);
        rps.set(name, [...(rps.get(name) ?? []), result.requests.average]);
      }
      process.stdout.write(`round ${round} of ${ROUNDS} done\n`);
    }
    process.stdout.write(`\nmedian of ${ROUNDS} rounds, ${REQUESTS} requests each:\n`);
    for (const { name } of targets) {
      process.stdout.write(
        `  ${name.padEnd(38)} ${median(cpu.get(name) ?? [])
          .toFixed(1)
          .padStart(6)} CPU-µs/request ` +
          `${median(rps.get(name) ?? [])
            .toFixed(0)
            .padStart(7)} req/s\n`,
      );
    }
  } finally {
    child.kill("SIGTERM");
  }

  // Reading back: 150 routes × 2 methods × 2 status classes, as a scrape or a status poll does.
  const stats = new RequestStats();
  for (let route = 0; route < 150; route += 1) {
    for (const method of ["GET", "PUT"]) {
      for (const status of [200, 404]) stats.record(`/api/r${route}/:id`, method, status, 3);
    }
  }
  const registry = new Registry();
  for (const metric of stats.metrics) registry.registerMetric(metric);
  const time = async (work: () => Promise<unknown>) => {
    for (let i = 0; i < 20; i += 1) await work();
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) await work();
    return (performance.now() - started) / 100;
  };
  const text = await time(() => registry.metrics());
  const snapshot = await time(() => stats.snapshot());
  process.stdout.write(
    `\n600 series: the histogram as text ${text.toFixed(2)} ms, the status page's numbers ${snapshot.toFixed(2)} ms\n`,
  );
}

if (process.argv[2] === "serve") await serve();
else await measure();
