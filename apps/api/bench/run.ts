/**
 * `pnpm bench`: the API's speed, measured side by side in one run on this machine.
 *
 * For each path: requests per second at 50 connections and the ratio to a hello-world route of
 * the same process (measured in the same run), then median and p99 latency at a fixed
 * 200 requests per second. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set. Data: the demo organisation plus 1,000 projects with 50 tasks each
 * and one board of 200 tasks. Also the cost of one password hash. Each path with a target
 * (docs/performance.md) gets a pass/miss column: a benchmark prints; it asserts
 * nothing.
 */
import autocannon from "autocannon";
import { hashPassword } from "../src/modules/auth/password.js";
import { type BenchIds, launchBenchServer, type Who } from "./launch.js";
import { paced, percentile } from "./pacer.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const FIXED_RATE = 200;

type DatabaseLabel = "PGlite" | "PostgreSQL";

/** What a path must reach on one database: a share of hello world's req/s, a paced p99. */
interface Goal {
  /** Percent of the hello-world route's req/s in the same run. */
  minPercent?: number;
  /** Milliseconds, at the fixed rate. */
  maxP99?: number;
}

interface Target {
  name: string;
  path: (ids: BenchIds) => string;
  as?: Who;
  method?: "GET" | "PUT";
  body?: (ids: BenchIds) => unknown;
  goals?: Partial<Record<DatabaseLabel, Goal>>;
}

/** The board read's and the move's goal: served at a fixed 200 req/s with a short p99. */
const BOARD_GOALS: Target["goals"] = {
  PGlite: { minPercent: 5, maxP99: 50 },
  PostgreSQL: { minPercent: 10, maxP99: 25 },
};

const TARGETS: Target[] = [
  { name: "hello world (baseline)", path: () => "/bench/hello" },
  { name: "tRPC no-op (monitoring.ping)", path: () => "/trpc/monitoring.ping" },
  { name: "GET /api/auth/me", path: () => "/api/auth/me", as: "admin" },
  {
    name: "GET /api/projects?limit=50",
    path: () => "/api/projects?limit=50",
    as: "admin",
    goals: { PGlite: { minPercent: 8 }, PostgreSQL: { minPercent: 15 } },
  },
  { name: "GET /api/projects (default page)", path: () => "/api/projects", as: "admin" },
  {
    name: "GET /api/tasks/project/:id?limit=200",
    path: (ids) => `/api/tasks/project/${ids.bigProjectId}?limit=200`,
    as: "consultant",
  },
  {
    name: "GET /api/projects/:id/board (200)",
    path: (ids) => `/api/projects/${ids.bigProjectId}/board`,
    as: "consultant",
    goals: BOARD_GOALS,
  },
  {
    name: "PUT /api/tasks/:id/move",
    path: (ids) => `/api/tasks/${ids.taskId}/move`,
    as: "consultant",
    method: "PUT",
    body: () => ({ columnId: "review", orderIndex: 0 }),
    goals: BOARD_GOALS,
  },
  { name: "GET /api/monitoring/metrics (poll)", path: () => "/api/monitoring/metrics" },
  {
    name: "GET /api/overview",
    path: () => "/api/overview",
    as: "admin",
    goals: { PostgreSQL: { minPercent: 10 } },
  },
  { name: "GET /api/leads", path: () => "/api/leads", as: "consultant" },
];

interface Row {
  name: string;
  goal: Goal | undefined;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(options: autocannon.Options) {
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchDatabase(
  label: DatabaseLabel,
  databaseUrl: string | undefined,
): Promise<Row[]> {
  const server = await launchBenchServer(databaseUrl);
  try {
    const { base, sessions, ids } = server;
    process.stdout.write(
      `\n${label}: ${TARGETS.length} paths, ${SECONDS} s paced + ${SECONDS} s saturated each…\n`,
    );
    const rows: Row[] = [];
    for (const target of TARGETS) {
      const headers: Record<string, string> = {};
      if (target.as) headers.cookie = sessions[target.as].cookie;
      if (target.body) headers["content-type"] = "application/json";
      const common = {
        url: `${base}${target.path(ids)}`,
        method: target.method ?? "GET",
        headers,
        body: target.body ? JSON.stringify(target.body(ids)) : undefined,
        duration: SECONDS,
      } as const;
      // Warm the path up, then pace it, then saturate it: the paced run goes first so its
      // latencies never include the queue a saturated run leaves behind.
      await run({ ...common, duration: 1, connections: 10 });
      const fixed = await paced(base, FIXED_RATE, SECONDS, () => ({
        method: common.method,
        path: target.path(ids),
        headers,
        ...(common.body ? { body: common.body } : {}),
      }));
      const saturated = await run({ ...common, connections: CONNECTIONS });
      await new Promise((resolve) => setTimeout(resolve, 500));
      rows.push({
        name: target.name,
        goal: target.goals?.[label],
        rps: saturated.rps,
        p50: percentile(fixed.latencies, 50),
        p99: percentile(fixed.latencies, 99),
        errors: saturated.errors + fixed.errors,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/** The goal in words, e.g. "≥ 5 %, p99 ≤ 50 ms"; empty for a path without one. */
function describeGoal(goal: Goal | undefined): string {
  if (!goal) return "";
  return [
    goal.minPercent !== undefined ? `≥ ${goal.minPercent} %` : undefined,
    goal.maxP99 !== undefined ? `p99 ≤ ${goal.maxP99}` : undefined,
  ]
    .filter(Boolean)
    .join(", ");
}

/** "pass", "MISS" (naming what fell short), or "" for a path without a goal. */
function judge(row: Row, hello: number): string {
  const { goal } = row;
  if (!goal) return "";
  const missed = [
    goal.minPercent !== undefined && (row.rps / hello) * 100 < goal.minPercent ? "req/s" : "",
    goal.maxP99 !== undefined && row.p99 > goal.maxP99 ? "p99" : "",
    row.errors > 0 ? "errors" : "",
  ].filter(Boolean);
  return missed.length === 0 ? "pass" : `MISS (${missed.join(", ")})`;
}

function printTable(label: string, rows: Row[]): void {
  const hello = rows[0]?.rps ?? 1;
  const widths = [38, 8, 9, 7, 7, 6, 16, 17];
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, i) =>
        i === 0 || i >= 6 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join(" | ")} |`;
  process.stdout.write(
    `\n${label}: req/s at ${CONNECTIONS} connections (and vs hello world); latency at a fixed ${FIXED_RATE} req/s\n`,
  );
  process.stdout.write(
    `${line(["path", "req/s", "vs hello", "p50 ms", "p99 ms", "errors", "target", "result"])}\n`,
  );
  process.stdout.write(`${line(widths.map((width) => "-".repeat(width)))}\n`);
  let overloaded = false;
  for (const row of rows) {
    const slow = row.rps < FIXED_RATE;
    overloaded ||= slow;
    process.stdout.write(
      `${line([
        `${row.name}${slow ? " *" : ""}`,
        row.rps.toFixed(0),
        `${((row.rps / hello) * 100).toFixed(1)} %`,
        row.p50.toFixed(1),
        row.p99.toFixed(1),
        String(row.errors),
        describeGoal(row.goal),
        judge(row, hello),
      ])}\n`,
    );
  }
  if (overloaded) {
    process.stdout.write(
      `* serves fewer than ${FIXED_RATE} req/s here: at that rate requests queue, and their latency grows for as long as the run lasts\n`,
    );
  }
}

const hashStarted = performance.now();
const HASHES = 5;
for (let i = 0; i < HASHES; i++) await hashPassword(`bench-password-${i}`);
const hashMs = (performance.now() - hashStarted) / HASHES;

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const results: [DatabaseLabel, Row[]][] = [["PGlite", await benchDatabase("PGlite", undefined)]];
if (postgresUrl) results.push(["PostgreSQL", await benchDatabase("PostgreSQL", postgresUrl)]);
else process.stdout.write("\nNOTICE: set BENCH_DATABASE_URL to measure PostgreSQL too.\n");
process.stdout.write(`\nOne password hash (scrypt N=2^17, r=8, p=1): ${hashMs.toFixed(0)} ms\n`);
for (const [label, rows] of results) printTable(label, rows);
