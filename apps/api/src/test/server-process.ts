/**
 * Runs `server.ts` as a real process, as `npm start` does, for the tests that need one: start
 * up, shutdown, crashes, several processes on one database.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
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

/** The newest modification time of the files under `dir` that `keep` accepts (0 for none). */
function newest(dir: string, keep: (path: string) => boolean, pick = Math.max): number {
  let found: number | undefined;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !keep(path)) continue;
    const time = statSync(path).mtimeMs;
    found = found === undefined ? time : pick(found, time);
  }
  return found ?? 0;
}

/** What `tsconfig.build.json` builds: sources, not tests, walks or the test folder. */
const built = (path: string) =>
  path.endsWith(".ts") &&
  !path.endsWith(".test.ts") &&
  !path.endsWith(".walk.ts") &&
  !path.includes(`${sep}src${sep}test${sep}`);

/** Whether every file `package`'s dist/ holds was built after its last source change. */
function buildIsCurrent(packageRoot: string): boolean {
  const dist = join(packageRoot, "dist");
  if (!existsSync(dist)) return false;
  const oldestBuild = newest(dist, (path) => path.endsWith(".js"), Math.min);
  return oldestBuild > newest(join(packageRoot, "src"), built);
}

let buildUsable: boolean | undefined;
/**
 * The arguments to `node` that run one of the API's entry points (`server`, `cli/admin-create`).
 * The built file, as `npm start` runs it, when the API's and the schema's builds are newer than
 * every source they are made from (in `npm test` the build stage runs first): it loads in under
 * half the time the sources take through tsx (3 s against 7 s of a busy core, at every start).
 * Otherwise, as in development, the sources through tsx, as one process (tsx as a loader, not its
 * CLI, which would put the entry point in a child process): signals, SIGKILL included, reach it.
 */
export function entryPoint(entry: string): string[] {
  buildUsable ??=
    buildIsCurrent(apiRoot) && buildIsCurrent(join(apiRoot, "..", "..", "packages", "schema"));
  return buildUsable
    ? [`dist/${entry}.js`]
    : ["--conditions=development", "--import", "tsx", `src/${entry}.ts`];
}

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, entryPoint("server"), {
    cwd: apiRoot,
    env: { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
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
