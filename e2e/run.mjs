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

const port = process.env.E2E_PORT ?? String(await freePort());
const result = spawnSync("playwright", ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: port },
  shell: false,
});
process.exit(result.status ?? 1);
