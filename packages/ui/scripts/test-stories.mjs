#!/usr/bin/env node
/**
 * Runs every story as a test (vitest.config.ts, project `storybook`) in a Chromium found on this
 * machine: CHROMIUM_PATH, or Debian's /usr/bin/chromium, as e2e/run.mjs finds it. Playwright
 * never downloads a browser here. Without a Chromium the stories are skipped with a notice:
 * `.ci/run` installs Debian's chromium so CI always runs them.
 *
 *   pnpm test:stories                       every story
 *   pnpm test:stories src/dialog            the stories under a path (Vitest's filters)
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
      "story tests are skipped.\n\n",
  );
  process.exit(0);
}

const result = spawnSync("vitest", ["run", "--project", "storybook", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium, STORYBOOK_DISABLE_TELEMETRY: "1" },
  shell: false,
});
process.exit(result.status ?? 1);
