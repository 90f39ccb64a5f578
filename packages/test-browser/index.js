/**
 * The Chromium that the browser tests (e2e/), the story tests and the Storybook sub-path check
 * (packages/ui) drive. Playwright never downloads a browser on this project's machines, so one
 * installed on the machine is used: CHROMIUM_PATH when set, then Debian's headless shell
 * (package chromium-headless-shell, which `.ci/run` installs), then a full Chromium. The
 * headless shell is the browser engine without the desktop browser around it: the same 11
 * browser tests took 94 core-seconds in it against 140 in the full Chromium, and its pages are
 * drawn by the same engine (docs/testing.md).
 */
import { existsSync } from "node:fs";

export const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

/** The first Chromium found (CHROMIUM_PATH first), or undefined when the machine has none. */
export function findChromium(env = process.env) {
  return [env.CHROMIUM_PATH, ...CHROMIUM_CANDIDATES]
    .filter(Boolean)
    .find((path) => existsSync(path));
}

/**
 * The flags every test browser starts with: headless, no sandbox (the tests run as root in CI),
 * no GPU, and nothing that reaches out to the network on its own (the machines have no
 * internet: without these, Chromium's background connections are refused many at a time).
 */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
