/**
 * The split topology: the public site, the dashboard and the API as three processes on three
 * origins (127.0.0.1 on three ports, standing for www., app. and api. of one domain), each
 * started as its own image starts it (docs/deploying.md). The main flows (tests/flows.spec.ts)
 * run here as well as all-in-one. Ports come from run.mjs.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import base from "./playwright.config.js";

const [sitePort, appPort, apiPort] = (process.env.E2E_SPLIT_PORTS ?? "3221,3222,3223")
  .split(",")
  .map(Number);
const SITE = `http://127.0.0.1:${sitePort}`;
const APP = `http://127.0.0.1:${appPort}`;
const API = `http://127.0.0.1:${apiPort}`;
process.env.E2E_SITE_URL = SITE;
process.env.E2E_APP_URL = APP;
process.env.E2E_API_URL = API;

const origins = { CAIRN_API_URL: API, CAIRN_MARKETING_URL: SITE, CAIRN_DASHBOARD_URL: APP };
const baseEnv = base.webServer && !Array.isArray(base.webServer) ? base.webServer.env : {};

export default defineConfig({
  ...base,
  testMatch: "flows.spec.ts",
  outputDir: ".artifacts/split-results",
  use: { ...base.use, baseURL: SITE },
  webServer: [
    {
      command: "node ../apps/api/dist/server.js",
      url: `${API}/api/ping`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      env: {
        ...baseEnv,
        PORT: String(apiPort),
        HOST: "127.0.0.1",
        DATA_DIR: mkdtempSync(join(tmpdir(), "cairn-e2e-split-")),
        LOG_LEVEL: "warn",
        PUBLIC_URL: API,
        ALLOWED_ORIGINS: `${SITE},${APP}`,
        // The API alone: no web app is served from its origin.
        MARKETING_DIST: join(tmpdir(), "cairn-no-marketing"),
        DASHBOARD_DIST: join(tmpdir(), "cairn-no-dashboard"),
      },
    },
    ...[
      ["marketing", sitePort, ""],
      ["dashboard", appPort, "/_dashboard"],
    ].map(([app, port, base]) => ({
      command: "node ../packages/static-server/dist/main.js",
      url: `http://127.0.0.1:${port}${base}/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe" as const,
      env: { ROOT: `../apps/${app}/dist`, PORT: String(port), HOST: "127.0.0.1", ...origins },
    })),
  ],
});
