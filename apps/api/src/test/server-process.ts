/**
 * Runs `server.ts` as a real process, as `npm start` does, for the tests that need one: start
 * up, shutdown, crashes, several processes on one database.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

const apiRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves with the output once it matches (rejects on exit or after the time limit). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  output(): string;
  /** The base URL printed in the banner (after waitForReady). */
  url(): string;
  waitForReady(timeoutMs?: number): Promise<string>;
}

/**
 * A data folder (DATA_DIR) holding the demo organisation already, copied from the run's seeded
 * template: a server started on it opens its database as on any later start, without the first
 * start's initdb, migrations and seed (about 10 s of two cores). For the tests whose subject is
 * not the first start. The demo's passwords are hashed at the tests' cost there, so signing in
 * takes a millisecond, not a core's second.
 */
export function seededDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject("pgliteSeededStore"), join(dataDir, "pgdata"), { recursive: true });
  return dataDir;
}

export function startServer(env: Record<string, string>): ServerProcess {
  // One process (tsx as a loader, not its CLI, which would put the server in a child process):
  // signals, SIGKILL included, reach the server itself.
  const child = spawn(
    process.execPath,
    ["--conditions=development", "--import", "tsx", "src/server.ts"],
    {
      cwd: apiRoot,
      env: { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  // "close", not "exit": it comes once the output pipes are read to their end, so the last
  // words the process printed ("Cairn stopped.") are in `output` (with "exit" they sometimes
  // were not yet).
  const exited = new Promise<number | null>((resolve) =>
    child.on("close", (code) => resolve(code)),
  );
  let base = "";
  const waitFor = async (pattern: RegExp, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${output}`);
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return output;
  };
  return {
    child,
    exited,
    waitFor,
    output: () => output,
    url: () => base,
    async waitForReady(timeoutMs) {
      const text = await waitFor(/Press Ctrl-C to stop/, timeoutMs);
      const port = /localhost:(\d+)/.exec(text.slice(text.lastIndexOf("running at")))?.[1];
      base = `http://127.0.0.1:${port}`;
      return text;
    },
  };
}

/** Signs in over HTTP; answers the Cookie header value. */
export async function loginOver(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status}`);
  return response.headers.get("set-cookie")?.split(";")[0] ?? "";
}
