/**
 * `pnpm bench`: the list paths a dashboard calls, at 50 connections, each beside a hello-world
 * route of the same server measured in the same run. Prints median and p99 latency, requests
 * per second, and the ratio to hello world — on PGlite, and on PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. A benchmark prints; it asserts nothing.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const apiRoot = fileURLToPath(new URL("..", import.meta.url));

interface Target {
  name: string;
  path: (ids: Ids) => string;
  as?: "admin" | "consultant" | "client";
}

interface Ids {
  consultantId: number;
  clientId: number;
  projectId: number;
}

const TARGETS: Target[] = [
  { name: "hello world (baseline)", path: () => "/bench/hello" },
  { name: "GET /api/auth/me", path: () => "/api/auth/me", as: "admin" },
  { name: "GET /api/projects (1,000+)", path: () => "/api/projects", as: "admin" },
  { name: "GET /api/overview", path: () => "/api/overview", as: "admin" },
  { name: "GET /api/leads", path: () => "/api/leads", as: "consultant" },
  {
    name: "GET /api/projects/consultant/:id",
    path: (ids) => `/api/projects/consultant/${ids.consultantId}`,
    as: "consultant",
  },
  {
    name: "GET /api/tasks/project/:id (50)",
    path: (ids) => `/api/tasks/project/${ids.projectId}`,
    as: "consultant",
  },
  {
    name: "GET /api/projects/:id/board (50)",
    path: (ids) => `/api/projects/${ids.projectId}/board`,
    as: "consultant",
  },
  {
    name: "GET /api/tasks/assignee/:id",
    path: (ids) => `/api/tasks/assignee/${ids.clientId}`,
    as: "client",
  },
  { name: "GET /api/tasks?limit=100", path: () => "/api/tasks?limit=100", as: "admin" },
];

const PASSWORDS = {
  admin: "cairn-admin-demo",
  consultant: "cairn-consultant-demo",
  client: "cairn-client-demo",
};

function startServer(databaseUrl: string | undefined) {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/server.ts"], {
    cwd: apiRoot,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
      const match = /READY (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, port };
}

async function login(
  base: string,
  who: keyof typeof PASSWORDS,
): Promise<{ cookie: string; id: number }> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: who, password: PASSWORDS[who] }),
  });
  const body = (await response.json()) as { user: { id: number } };
  return { cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "", id: body.user.id };
}

interface Row {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function measure(url: string, cookie: string | undefined): Promise<Omit<Row, "name">> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: cookie ? { cookie } : {},
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<Row[]> {
  const server = startServer(databaseUrl);
  try {
    const port = await server.port;
    const base = `http://127.0.0.1:${port}`;
    const sessions = {
      admin: await login(base, "admin"),
      consultant: await login(base, "consultant"),
      client: await login(base, "client"),
    };
    const projects = (await (
      await fetch(`${base}/api/projects/consultant/${sessions.consultant.id}`, {
        headers: { cookie: sessions.consultant.cookie },
      })
    ).json()) as { id: number; name: string }[];
    const scale = projects.find((project) => project.name.startsWith("Scale project"));
    const ids: Ids = {
      consultantId: sessions.consultant.id,
      clientId: sessions.client.id,
      projectId: scale?.id ?? projects[0]?.id ?? 1,
    };
    process.stdout.write(`\n${label}: measuring ${TARGETS.length} paths, ${SECONDS} s each…\n`);
    const rows: Row[] = [];
    for (const target of TARGETS) {
      const cookie = target.as ? sessions[target.as].cookie : undefined;
      rows.push({ name: target.name, ...(await measure(`${base}${target.path(ids)}`, cookie)) });
    }
    return rows;
  } finally {
    server.child.kill("SIGTERM");
  }
}

function printTable(label: string, rows: Row[]): void {
  const hello = rows[0]?.rps ?? 1;
  const line = (cells: string[]) =>
    `| ${cells[0]?.padEnd(34)} | ${cells
      .slice(1)
      .map((cell) => cell.padStart(9))
      .join(" | ")} |`;
  process.stdout.write(`\n${label} (${CONNECTIONS} connections, ${SECONDS} s per path)\n`);
  process.stdout.write(`${line(["path", "p50 ms", "p99 ms", "req/s", "vs hello", "errors"])}\n`);
  for (const row of rows) {
    process.stdout.write(
      `${line([
        row.name,
        row.p50.toFixed(1),
        row.p99.toFixed(1),
        row.rps.toFixed(0),
        `${((row.rps / hello) * 100).toFixed(1)} %`,
        String(row.errors),
      ])}\n`,
    );
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const results: [string, Row[]][] = [["PGlite", await benchDatabase("PGlite", undefined)]];
if (postgresUrl) results.push(["PostgreSQL", await benchDatabase("PostgreSQL", postgresUrl)]);
else process.stdout.write("\nNOTICE: set BENCH_DATABASE_URL to measure PostgreSQL too.\n");
for (const [label, rows] of results) printTable(label, rows);
