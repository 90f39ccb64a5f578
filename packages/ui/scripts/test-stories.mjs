#!/usr/bin/env node
/**
 * Runs every story as a test (vitest.config.ts, project `storybook`) in a Chromium found on this
 * machine, as the browser tests find it (@cairn/test-browser). Playwright
 * never downloads a browser here. Without a Chromium the stories are skipped with a notice:
 * `.ci/run` installs Debian's chromium so CI always runs them.
 *
 *   pnpm test:stories                       every story
 *   pnpm test:stories src/dialog            the stories under a path (Vitest's filters)
 */
import { spawnSync } from "node:child_process";
import { findChromium } from "@cairn/test-browser";

const chromium = findChromium();

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
