/**
 * The server as a process on the embedded database: it stops gracefully under load, keeps
 * every acknowledged write through a crash, and recovers from a first start that was killed.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  loginOver,
  type ServerProcess,
  seededDataDir,
  startServer,
} from "../test/server-process.js";

const started: ServerProcess[] = [];
const run = (env: Record<string, string>) => {
  const server = startServer(env);
  started.push(server);
  return server;
};
afterAll(() => {
  for (const server of started) server.child.kill("SIGKILL");
});

async function createLead(base: string, name: string) {
  return fetch(`${base}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.com` }),
  });
}

/** A signed-in administrator's write, which no public rate limit holds back. */
async function createTask(base: string, cookie: string, projectId: number, title: string) {
  return fetch(`${base}/api/tasks`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ projectId, title }),
  });
}

async function taskTitles(base: string, projectId: number): Promise<string[]> {
  const cookie = await loginOver(base, "admin", "cairn-admin-demo");
  const response = await fetch(`${base}/api/tasks/project/${projectId}`, { headers: { cookie } });
  return ((await response.json()) as { title: string }[]).map((task) => task.title);
}

/** The network error behind a failed fetch (ECONNREFUSED, ECONNRESET, …). */
function networkCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code ?? String(error);
}

async function leadNames(base: string): Promise<string[]> {
  const cookie = await loginOver(base, "admin", "cairn-admin-demo");
  const response = await fetch(`${base}/api/leads`, { headers: { cookie } });
  return ((await response.json()) as { name: string }[]).map((lead) => lead.name);
}

describe("the server process", () => {
  it("finishes requests in flight on SIGTERM, refuses new ones, exits 0, and loses nothing", async () => {
    const dataDir = seededDataDir("cairn-shutdown-");
    const server = run({ DATA_DIR: dataDir });
    await server.waitForReady();
    const base = server.url();
    const cookie = await loginOver(base, "admin", "cairn-admin-demo");
    const projects = (await (
      await fetch(`${base}/api/projects`, { headers: { cookie } })
    ).json()) as {
      id: number;
    }[];
    const projectId = projects[0]?.id;
    if (projectId === undefined) throw new Error("the demo data has no project");
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    const broken: string[] = [];
    const reset: string[] = [];
    let stop = false;
    let counter = 0;
    const worker = async () => {
      while (!stop) {
        const title = `Load${++counter}`;
        try {
          const response = await createTask(base, cookie, projectId, title);
          statuses.push(response.status);
          if (response.status === 201) acknowledged.push(title);
          await response.arrayBuffer();
        } catch (error) {
          // After the server closes, new connections are refused. A request sent on a kept-alive
          // connection at the moment the server closes it idle is reset: HTTP/1.1's own race,
          // harmless only if the server never started that request (checked below).
          const code = networkCode(error);
          if (code === "ECONNRESET" || code === "UND_ERR_SOCKET") reset.push(title);
          else if (code !== "ECONNREFUSED") broken.push(`${title}: ${code}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const workers = Array.from({ length: 20 }, worker);
    // Under load for a while before the signal: at least 20 writes acknowledged.
    await expect
      .poll(() => acknowledged.length, { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(20);
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    const tookMs = Date.now() - signalled;
    stop = true;
    await Promise.all(workers);

    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    // Every answer was a success or a clean refusal: no request failed half-way.
    expect(statuses.filter((status) => ![201, 503].includes(status))).toEqual([]);
    expect(broken).toEqual([]);

    const again = run({ DATA_DIR: dataDir });
    await again.waitForReady();
    const titles = new Set(await taskTitles(again.url(), projectId));
    expect(acknowledged.filter((title) => !titles.has(title))).toEqual([]);
    // A reset request was never half-done: nothing of it reached the database.
    expect(reset.filter((title) => titles.has(title))).toEqual([]);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  }, 180_000);

  it("keeps an acknowledged write through SIGKILL and opens cleanly after", async () => {
    const dataDir = seededDataDir("cairn-crash-");
    const server = run({ DATA_DIR: dataDir });
    await server.waitForReady();
    const response = await createLead(server.url(), "Durable");
    expect(response.status).toBe(201);
    server.child.kill("SIGKILL");
    await server.exited;

    const again = run({ DATA_DIR: dataDir });
    await again.waitForReady();
    expect(await leadNames(again.url())).toContain("Durable");
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  }, 180_000);

  it("builds the store again when the first start was killed before it finished", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cairn-first-start-"));
    const first = run({ DATA_DIR: dataDir });
    const marker = join(dataDir, "pgdata.initializing");
    const store = join(dataDir, "pgdata");
    // Killed the moment the store has begun to be written: inside initdb, by construction.
    const deadline = Date.now() + 60_000;
    while (!(existsSync(marker) && existsSync(store)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    first.child.kill("SIGKILL");
    await first.exited;
    // It really was cut off before it finished: the marker is still there, no banner printed.
    expect(existsSync(marker)).toBe(true);
    expect(existsSync(store)).toBe(true);
    expect(first.output()).not.toMatch(/Press Ctrl-C to stop/);

    const second = run({ DATA_DIR: dataDir });
    await second.waitForReady(120_000);
    expect(existsSync(marker)).toBe(false);
    expect(await leadNames(second.url())).toHaveLength(14);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 240_000);
});
