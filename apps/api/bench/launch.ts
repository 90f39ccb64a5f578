/**
 * Starts the bench server (bench/server.ts) in a process of its own, signs the three demo
 * roles in, and finds the records the benchmarks call: the 200-task "Big board" project, its
 * tasks, and the demo client's project.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export type Who = "admin" | "consultant" | "client";

export interface BenchIds {
  consultantId: number;
  clientId: number;
  bigProjectId: number;
  clientProjectId: number;
  taskId: number;
}

export interface BenchServer {
  label: string;
  base: string;
  pid: number;
  sessions: Record<Who, { cookie: string; id: number }>;
  ids: BenchIds;
  /** The tasks of the big board. */
  taskIds: number[];
  stop(): Promise<void>;
}

const PASSWORDS: Record<Who, string> = {
  admin: "cairn-admin-demo",
  consultant: "cairn-consultant-demo",
  client: "cairn-client-demo",
};
const apiRoot = fileURLToPath(new URL("..", import.meta.url));

async function login(base: string, who: Who): Promise<{ cookie: string; id: number }> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: who, password: PASSWORDS[who] }),
  });
  const body = (await response.json()) as { user: { id: number } };
  return { cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "", id: body.user.id };
}

async function json<T>(base: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function launchBenchServer(databaseUrl: string | undefined): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    [
      // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
      ...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      "--conditions=development",
      "--import",
      "tsx",
      "bench/server.ts",
    ],
    {
      cwd: apiRoot,
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? "" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
      const match = /READY (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const sessions = {
    admin: await login(base, "admin"),
    consultant: await login(base, "consultant"),
    client: await login(base, "client"),
  };
  const projects = await json<{ id: number; name: string }[]>(
    base,
    `/api/projects/consultant/${sessions.consultant.id}?limit=1000`,
    sessions.consultant.cookie,
  );
  const bigProjectId = projects.find((project) => project.name === "Big board")?.id ?? 0;
  const tasks = await json<{ id: number }[]>(
    base,
    `/api/tasks/project/${bigProjectId}?limit=1000`,
    sessions.consultant.cookie,
  );
  const clientProjects = await json<{ id: number }[]>(
    base,
    `/api/projects/client/${sessions.client.id}?limit=1000`,
    sessions.client.cookie,
  );
  return {
    label: databaseUrl ? "PostgreSQL" : "PGlite",
    base,
    pid: child.pid ?? 0,
    sessions,
    ids: {
      consultantId: sessions.consultant.id,
      clientId: sessions.client.id,
      bigProjectId,
      clientProjectId: clientProjects[0]?.id ?? 0,
      taskId: tasks[0]?.id ?? 0,
    },
    taskIds: tasks.map((task) => task.id),
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
