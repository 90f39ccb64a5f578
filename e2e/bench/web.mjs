#!/usr/bin/env node
/**
 * `pnpm bench:web`: a benchmark of the built web apps (it builds nothing; build first with
 * `pnpm exec turbo run build --filter=@cairn/api --filter=@cairn/marketing --filter=@cairn/dashboard`).
 *
 * It serves the built product on a fresh embedded database and prints:
 * - the first-load JavaScript of each marketing route, gzip (level 9) of every script the page
 *   loads until the network is idle, against the 90 KiB budget of `/`;
 * - Lighthouse on `/` (mobile preset, Debian's Chromium), the median of 3 runs of each category.
 * A benchmark reports figures; it does not fail on them. Set BENCH_URL to measure a product that
 * is already running instead.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const BUDGET_KIB = 90;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const MARKETING_ROUTES = [
  "/",
  "/about",
  "/blog",
  "/blog/pmo-in-30-days",
  "/privacy",
  "/documentation",
  "/help",
  "/contact",
  "/video-demo",
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function startProduct() {
  // BENCH_URL measures a product that is already running (a staging deployment, say).
  if (process.env.BENCH_URL)
    return { url: process.env.BENCH_URL.replace(/\/$/, ""), stop: () => {} };
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "cairn-bench-"));
  const child = spawn("node", [join(root, "apps/api/dist/server.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/openapi.json`)).ok) {
        return {
          url,
          stop: () => {
            child.kill("SIGTERM");
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      }
    } catch {}
    await sleep(500);
  }
  child.kill("SIGTERM");
  throw new Error("the server did not start (is the product built?)");
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

async function firstLoadJs(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const route of MARKETING_ROUTES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Map();
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        scripts.set(
          response.url(),
          response.body().catch(() => Buffer.alloc(0)),
        );
      });
      await page.goto(`${url}${route}`, { waitUntil: "networkidle" });
      let raw = 0;
      let gzip = 0;
      for (const body of scripts.values()) {
        const bytes = await body;
        raw += bytes.length;
        gzip += gzipSync(bytes, { level: 9 }).length;
      }
      rows.push({ route, files: scripts.size, raw, gzip });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function launchForLighthouse() {
  const port = await freePort();
  const child = spawn(
    chromiumPath,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${mkdtempSync(join(tmpdir(), "cairn-lh-"))}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {}
    await sleep(100);
  }
  return { port, stop: () => child.kill("SIGKILL") };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function lighthouseScores(url) {
  const categories = ["performance", "accessibility", "best-practices", "seo"];
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const chrome = await launchForLighthouse();
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error("Lighthouse returned no report");
      runs.push({
        scores: Object.fromEntries(
          categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ),
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
        failing: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary",
          )
          .map((audit) => audit.id),
      });
    } finally {
      chrome.stop();
    }
  }
  return { categories, runs };
}

const product = await startProduct();
try {
  console.log(`\nFirst-load JavaScript of the marketing routes (gzip -9), ${product.url}\n`);
  console.log(
    "route".padEnd(24),
    "files".padStart(5),
    "raw KiB".padStart(9),
    "gzip KiB".padStart(9),
  );
  for (const row of await firstLoadJs(product.url)) {
    const flag =
      row.route === "/"
        ? row.gzip / 1024 <= BUDGET_KIB
          ? `  (budget ${BUDGET_KIB} KiB: ok)`
          : `  (budget ${BUDGET_KIB} KiB: OVER)`
        : "";
    console.log(
      row.route.padEnd(24),
      String(row.files).padStart(5),
      kib(row.raw).padStart(9),
      kib(row.gzip).padStart(9) + flag,
    );
  }

  console.log(`\nLighthouse on / (mobile preset, median of ${RUNS})\n`);
  const { categories, runs } = await lighthouseScores(`${product.url}/`);
  for (const id of categories) {
    const values = runs.map((run) => run.scores[id]);
    console.log(
      `${id.padEnd(16)} ${String(median(values)).padStart(3)}   runs: ${values.join(", ")}`,
    );
  }
  console.log(
    `\nLCP ${Math.round(median(runs.map((run) => run.lcp)))} ms · TBT ${Math.round(median(runs.map((run) => run.tbt)))} ms · CLS ${median(runs.map((run) => run.cls)).toFixed(3)}`,
  );
  const failing = [...new Set(runs.flatMap((run) => run.failing))];
  if (failing.length > 0) console.log(`Audits below 0.9 in some run: ${failing.join(", ")}`);
} finally {
  product.stop();
}
