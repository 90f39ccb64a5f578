/**
 * The server as a process on the embedded database: it stops gracefully under load, keeps
 * every acknowledged write through a crash, and recovers from a first start that was killed.
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loginOver, type ServerProcess, startServer } from "../test/server-process.js";

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

async function leadNames(base: string): Promise<string[]> {
  const cookie = await loginOver(base, "admin", "cairn-admin-demo");
  const response = await fetch(`${base}/api/leads`, { headers: { cookie } });
  return ((await response.json()) as { name: string }[]).map((lead) => lead.name);
}

describe("the server process", () => {
  it("finishes requests in flight on SIGTERM, refuses new ones, exits 0, and loses nothing", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cairn-shutdown-"));
    const server = run({ DATA_DIR: dataDir });
    await server.waitForReady();
    const base = server.url();
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let stop = false;
    let counter = 0;
    const worker = async () => {
      while (!stop) {
        const name = `Load${++counter}`;
        try {
          const response = await createLead(base, name);
          statuses.push(response.status);
          if (response.status === 201) acknowledged.push(name);
          await response.arrayBuffer();
        } catch {
          // After the server closes, new connections are refused: expected.
          statuses.push(0);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const workers = Array.from({ length: 20 }, worker);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    const tookMs = Date.now() - signalled;
    stop = true;
    await Promise.all(workers);

    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    expect(acknowledged.length).toBeGreaterThan(10);
    // Every answer was a success or a clean refusal: no request failed half-way.
    expect(statuses.filter((status) => ![201, 503, 0].includes(status))).toEqual([]);

    const again = run({ DATA_DIR: dataDir });
    await again.waitForReady();
    const names = new Set(await leadNames(again.url()));
    expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  }, 180_000);

  it("keeps an acknowledged write through SIGKILL and opens cleanly after", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "cairn-crash-"));
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
    const deadline = Date.now() + 30_000;
    while (!existsSync(marker) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(existsSync(marker)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 700)); // inside initdb or migrations
    first.child.kill("SIGKILL");
    await first.exited;

    const second = run({ DATA_DIR: dataDir });
    await second.waitForReady(120_000);
    expect(existsSync(marker)).toBe(false);
    expect(await leadNames(second.url())).toHaveLength(14);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 240_000);
});
