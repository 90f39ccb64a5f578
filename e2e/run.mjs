#!/usr/bin/env node
/**
 * Runs the browser tests in a Chromium found on this machine (CHROMIUM_PATH, or Debian's
 * /usr/bin/chromium). Playwright never downloads a browser here. Without a Chromium the tests
 * are skipped with a notice: `.ci/run` installs Debian's chromium so CI always runs them.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

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

const result = spawnSync("playwright", ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
  shell: false,
});
process.exit(result.status ?? 1);
