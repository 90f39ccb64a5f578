import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, findChromium } from "@cairn/test-browser";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests",
  outputDir: process.env.E2E_OUTPUT_DIR ?? ".artifacts/results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    // No trace by default: recording one for every test took about 12 % of the stage's time, and
    // CI keeps no artifacts. To look into a failure: `pnpm e2e -- --trace retain-on-failure`.
    trace: "off",
    screenshot: "only-on-failure",
    // As a person who asks for less motion: the product's animations are all `motion-safe`, so
    // the pulsing live dot and loading skeletons stop drawing frames, which took about 8 % of the
    // browser tests' time on two cores (docs/testing.md). The stories (Storybook) run with motion.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? findChromium(),
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // The built product, as `npm start` runs it, on a fresh embedded database with demo data.
  webServer: {
    command: "node ../apps/api/dist/server.js",
    url: `${baseURL}/api/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "cairn-e2e-")),
      LOG_LEVEL: "warn",
      // No test may reach a real provider: every integration's calls go to a closed loopback
      // port (the discard port), which refuses at once.
      INTEGRATION_BASE_URLS: JSON.stringify({
        ...Object.fromEntries(
          [
            "notion",
            "trello",
            "monday-com",
            "clickup",
            "jira",
            "asana",
            "slack",
            "microsoft-teams",
            "google-drive",
            "dropbox",
          ].map((slug) => [slug, "http://127.0.0.1:9"]),
        ),
        // …except Trello, which the tool-stack test fakes on this port while it runs (closed,
        // and so refused at once, the rest of the time).
        trello: `http://127.0.0.1:${process.env.E2E_FAKE_TRELLO_PORT ?? 3297}`,
      }),
    },
  },
});
