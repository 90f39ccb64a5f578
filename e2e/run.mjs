#!/usr/bin/env node
/**
 * Runs the browser tests in a Chromium found on this machine (CHROMIUM_PATH, or Debian's
 * /usr/bin/chromium). Playwright never downloads a browser here. Without a Chromium the tests
 * are skipped with a notice: `.ci/run` installs Debian's chromium so CI always runs them.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

const candidates = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
].filter(Boolean);
const chromium = candidates.find((path) => existsSync(path));

if (!chromium) {
  process.stdout.write(
    "\n  NOTICE: no Chromium found (set CHROMIUM_PATH, or install Debian's `chromium`): the " +
      "browser tests are skipped.\n\n",
  );
  process.exit(0);
}

/** A port nobody listens on now, so a run never collides with a server already up. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Both topologies by default: every test against the all-in-one server, then the main flows
 * against the split one (three origins; split.config.ts). E2E_TOPOLOGY=all-in-one or split runs
 * one; arguments (files, -g) go to each run.
 */
const topology = process.env.E2E_TOPOLOGY ?? "both";
const args = process.argv.slice(2);
const env = { ...process.env, CHROMIUM_PATH: chromium };
let status = 0;
if (topology !== "split") {
  env.E2E_PORT = process.env.E2E_PORT ?? String(await freePort());
  const result = spawnSync("playwright", ["test", ...args], { stdio: "inherit", env });
  status ||= result.status ?? 1;
}
if (topology !== "all-in-one") {
  process.stdout.write("\n  The main flows again, on three origins (split topology):\n\n");
  const ports = new Set();
  while (ports.size < 3) ports.add(await freePort());
  env.E2E_SPLIT_PORTS = [...ports].join(",");
  // A filter that names none of the flows leaves nothing to run here, which is fine.
  const result = spawnSync(
    "playwright",
    ["test", "--config", "split.config.ts", "--pass-with-no-tests", ...args],
    { stdio: "inherit", env },
  );
  status ||= result.status ?? 1;
}
process.exit(status);
