/**
 * `pnpm --filter @cairn/api bench:kpis`: `GET /api/kpis` (docs/kpis.md), every KPI over the
 * default 12 weeks, through HTTP to a real server.
 *
 * Data: the demo organisation plus 1,000 projects of 50 tasks (bench/bulk-seed.ts), each task
 * with a history of moves over the last half year, two milestones per project, 26 weekly health
 * checks and 52 mood entries per project (bench/kpi-seed.ts). Cases: the admin's portfolio
 * (every project), one project, the demo consultant's portfolio (half the projects) and the demo
 * client's (a third). Requests are sent one after the other; the median and 99th percentile
 * latency are printed. On PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) is set. A benchmark prints; it asserts nothing.
 */
import type { KpisAnswer } from "@cairn/schema/kpis";
import { launchBenchServer, type Who } from "./launch.js";
import { percentile } from "./pacer.js";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const WARM_UP = 3;

interface Row {
  who: Who;
  label: string;
  projects: number;
  p50: number;
  p99: number;
}

async function timeOnce(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const answer = (await response.json()) as Partial<KpisAnswer>;
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return { ms, answer };
}

async function sample(url: string, cookie: string) {
  for (let i = 0; i < WARM_UP; i++) await timeOnce(url, cookie);
  const latencies: number[] = [];
  let projects = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const { ms, answer } = await timeOnce(url, cookie);
    latencies.push(ms);
    projects = answer.projectIds?.length ?? 0;
  }
  return { projects, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function benchDatabase(databaseUrl: string | undefined): Promise<[string, Row[]]> {
  process.env.BENCH_KPI_SEED = "1";
  const seeding = performance.now();
  const server = await launchBenchServer(databaseUrl);
  process.stdout.write(
    `\n${server.label}: seeded and started in ${((performance.now() - seeding) / 1000).toFixed(0)} s; ${SAMPLES} requests per row, one at a time…\n`,
  );
  try {
    const base = `${server.base}/api/kpis`;
    const cases: { who: Who; label: string; url: string }[] = [
      { who: "admin", label: "portfolio (every project)", url: base },
      {
        who: "admin",
        label: "one project",
        url: `${base}?projectIds=${server.ids.clientProjectId}`,
      },
      { who: "consultant", label: "consultant's portfolio", url: base },
      { who: "client", label: "client's portfolio", url: base },
    ];
    const baseline = await sample(`${server.base}/api/auth/me`, server.sessions.admin.cookie);
    const rows: Row[] = [{ who: "admin", label: "GET /api/auth/me (baseline)", ...baseline }];
    for (const { who, label, url } of cases) {
      rows.push({ who, label, ...(await sample(url, server.sessions[who].cookie)) });
    }
    return [server.label, rows];
  } finally {
    await server.stop();
  }
}

function printTable(label: string, rows: Row[]): void {
  const line = (cells: string[]) =>
    `| ${cells[0]?.padEnd(10)} | ${cells[1]?.padEnd(28)} | ${cells
      .slice(2)
      .map((cell) => cell.padStart(8))
      .join(" | ")} |`;
  process.stdout.write(
    `\n${label}: GET /api/kpis, all 11 KPIs, 12 weeks; 1,000 projects × 50 tasks with history\n`,
  );
  process.stdout.write(`${line(["role", "case", "projects", "p50 ms", "p99 ms"])}\n`);
  for (const row of rows) {
    process.stdout.write(
      `${line([row.who, row.label, String(row.projects), row.p50.toFixed(1), row.p99.toFixed(1)])}\n`,
    );
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const results: [string, Row[]][] = [await benchDatabase(undefined)];
if (postgresUrl) results.push(await benchDatabase(postgresUrl));
else process.stdout.write("\nNOTICE: set BENCH_DATABASE_URL to measure PostgreSQL too.\n");
for (const [label, rows] of results) printTable(label, rows);
