/**
 * `pnpm --filter @cairn/api bench:search`: the command palette's search (`GET /api/search`,
 * docs/search.md) over 50,000 tasks with 100,000 comments, through HTTP to a real server.
 *
 * Data: the demo organisation plus 1,000 projects of 50 tasks (bench/bulk-seed.ts), each task
 * with a title, a description and two comments drawn from a vocabulary of about 200 words, and
 * a few rare words (bench/search-seed.ts). For each role (admin; the demo consultant, who leads
 * half the projects; the demo client, who owns a third) and each query — a rare word of a few
 * titles, a word only comments hold, a common word, two words with the last still being typed,
 * and a two-letter prefix that begins dozens of words — requests are sent one after the other,
 * as one person typing would, and the median and 99th percentile latency are printed. On PGlite,
 * and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. A benchmark prints;
 * it asserts nothing.
 */
import type { SearchAnswer } from "@cairn/schema/search";
import { launchBenchServer, type Who } from "./launch.js";
import { percentile } from "./pacer.js";
import { RARE } from "./search-seed.js";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP = 10;

const QUERIES: { label: string; q: string }[] = [
  { label: "rare word in titles", q: RARE.title },
  { label: "word only in comments", q: RARE.comment },
  { label: "common word", q: "invoice" },
  { label: "as typed: 'invoice appr'", q: "invoice appr" },
  { label: "two-letter prefix 're'", q: "re" },
];
const ROLES: Who[] = ["admin", "consultant", "client"];

interface Row {
  role: Who;
  label: string;
  results: number;
  p50: number;
  p99: number;
}

async function timeOnce(
  url: string,
  cookie: string,
): Promise<{ ms: number; answer: Partial<SearchAnswer> }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const answer = (await response.json()) as Partial<SearchAnswer>;
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return { ms, answer };
}

/** p50 and p99 of `SAMPLES` calls of one URL, one at a time, after a warm-up. */
async function sample(url: string, cookie: string) {
  for (let i = 0; i < WARM_UP; i++) await timeOnce(url, cookie);
  const latencies: number[] = [];
  let results = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const { ms, answer } = await timeOnce(url, cookie);
    latencies.push(ms);
    results = answer.results?.length ?? 0;
  }
  return { results, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function benchDatabase(databaseUrl: string | undefined): Promise<[string, Row[]]> {
  process.env.BENCH_SEARCH_SEED = "1";
  const seeding = performance.now();
  const server = await launchBenchServer(databaseUrl);
  process.stdout.write(
    `\n${server.label}: seeded and started in ${((performance.now() - seeding) / 1000).toFixed(0)} s; ${SAMPLES} searches per row, one at a time…\n`,
  );
  try {
    // What the machine gives any signed-in call, measured alike, to read the rest against.
    const baseline = await sample(`${server.base}/api/auth/me`, server.sessions.admin.cookie);
    const rows: Row[] = [
      { role: "admin", label: "GET /api/auth/me (baseline)", ...baseline, results: 0 },
    ];
    for (const role of ROLES) {
      const { cookie } = server.sessions[role];
      for (const { label, q } of QUERIES) {
        const url = `${server.base}/api/search?q=${encodeURIComponent(q)}`;
        rows.push({ role, label, ...(await sample(url, cookie)) });
      }
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
  process.stdout.write(`\n${label}: GET /api/search, 50,000 tasks, 100,000 comments\n`);
  process.stdout.write(`${line(["role", "query", "results", "p50 ms", "p99 ms"])}\n`);
  for (const row of rows) {
    process.stdout.write(
      `${line([row.role, row.label, String(row.results), row.p50.toFixed(1), row.p99.toFixed(1)])}\n`,
    );
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const results: [string, Row[]][] = [await benchDatabase(undefined)];
if (postgresUrl) results.push(await benchDatabase(postgresUrl));
else process.stdout.write("\nNOTICE: set BENCH_DATABASE_URL to measure PostgreSQL too.\n");
for (const [label, rows] of results) printTable(label, rows);
