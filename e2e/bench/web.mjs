#!/usr/bin/env node
/**
 * `pnpm bench:web`: a benchmark of the built web apps (it builds nothing; build first with
 * `pnpm exec turbo run build --filter=@cairn/api --filter=@cairn/marketing --filter=@cairn/dashboard`).
 *
 * It serves the built product on a fresh embedded database and prints:
 * - the first-load JavaScript of each marketing route, gzip (level 9) of every script the page
 *   loads until the network is idle, against the 90 KiB budget of `/`;
 * - the same for each dashboard route, signed in as its role, against 250 KiB;
 * - a board of 1,000 tasks: time from navigation to the last column painted, how many cards are
 *   rendered, and the 95th-percentile frame time while a card is dragged across the board;
 * - Lighthouse on `/` (mobile preset, Debian's Chromium), the median of 3 runs of each category;
 * - the first load of each dashboard (first-load.mjs): time to first content, to an interactive
 *   board, and the round trips in a row before first content, median of 5 cold loads.
 * A benchmark reports figures; it does not fail on them. Set BENCH_URL to measure a product that
 * is already running instead; BENCH_ONLY=first-load (or `--first-load`) runs only the last part.
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
import { firstLoadTimings, printFirstLoad } from "./first-load.mjs";

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
const DASHBOARD_BUDGET_KIB = 250;
const BOARD_TASKS = Number(process.env.BOARD_TASKS ?? 1000);
const PAINT_BUDGET_MS = 1000;
const FRAME_BUDGET_MS = 16.7;
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

/** Every script a page loads until the network is idle, raw and gzip -9. */
async function scriptBytes(page, url) {
  const scripts = new Map();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.set(
      response.url(),
      response.body().catch(() => Buffer.alloc(0)),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  let raw = 0;
  let gzip = 0;
  for (const body of scripts.values()) {
    const bytes = await body;
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: scripts.size, raw, gzip };
}

async function firstLoadJs(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const route of MARKETING_ROUTES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      rows.push({ route, ...(await scriptBytes(page, `${url}${route}`)) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const DEMO = {
  admin: { username: "admin", password: "cairn-admin-demo" },
  consultant: { username: "consultant", password: "cairn-consultant-demo" },
  client: { username: "client", password: "cairn-client-demo" },
};

/** A browser context signed in as a demo account (the session cookie is shared with its pages). */
async function signedIn(browser, url, account) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const response = await context.request.post(`${url}/api/auth/login`, { data: DEMO[account] });
  if (!response.ok()) throw new Error(`login as ${account} failed: ${response.status()}`);
  return context;
}

async function dashboardFirstLoadJs(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const [account, route] of [
      ["admin", "/admin-dashboard"],
      ["admin", "/admin-dashboard/projects/1"],
      ["consultant", "/consultant-dashboard"],
      ["consultant", "/consultant-dashboard/projects/1"],
      ["client", "/user-dashboard"],
      ["client", "/user-dashboard/projects/1"],
    ]) {
      const context = await signedIn(browser, url, account);
      const page = await context.newPage();
      rows.push({ route, ...(await scriptBytes(page, `${url}${route}`)) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** A project of the consultant Jordan Lee with `count` tasks spread over the four columns. */
async function bigBoard(context, url, count) {
  const api = async (method, path, data) => {
    const response = await context.request.fetch(`${url}/api${path}`, { method, data });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()}`);
    return response.json();
  };
  const users = await api("GET", "/users");
  const consultant = users.find((user) => user.username === "consultant");
  const project = await api("POST", "/projects", {
    name: `Benchmark board (${count} tasks)`,
    consultantId: consultant?.id,
    planType: "scale",
  });
  const columns = ["todo", "inprogress", "review", "done"];
  const priorities = ["low", "medium", "high"];
  // tRPC batches of 7 creations (the procedure names travel in the URL path).
  for (let start = 0; start < count; start += 7) {
    const size = Math.min(7, count - start);
    const inputs = Object.fromEntries(
      Array.from({ length: size }, (_, offset) => {
        const index = start + offset;
        return [
          offset,
          {
            projectId: project.id,
            title: `Benchmark task ${index + 1}: a realistic title that wraps onto a second line`,
            columnId: columns[index % columns.length],
            priority: priorities[index % priorities.length],
          },
        ];
      }),
    );
    const paths = Array.from({ length: size }, () => "tasks.create").join(",");
    const response = await context.request.post(`${url}/trpc/${paths}?batch=1`, { data: inputs });
    if (!response.ok()) throw new Error(`creating tasks: ${response.status()}`);
  }
  return project;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * Opens the big board, reads the app's `cairn:board-painted` mark (set on the first animation
 * frame after the four columns rendered), counts the cards in the DOM, then drags the top card
 * of the first column across the board while recording the interval of every animation frame.
 */
async function boardFigures(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const context = await signedIn(browser, url, "admin");
    const project = await bigBoard(context, url, BOARD_TASKS);
    const runs = [];
    for (let run = 0; run < 3; run++) {
      const page = await context.newPage();
      await page.goto(`${url}/admin-dashboard/projects/${project.id}`);
      await page.waitForFunction(
        () => performance.getEntriesByName("cairn:board-painted").length > 0,
        null,
        { timeout: 30_000 },
      );
      const paint = await page.evaluate(
        () => performance.getEntriesByName("cairn:board-painted")[0]?.startTime ?? 0,
      );
      const cards = await page.locator("[data-task-card]").count();
      runs.push({ page, paint, cards });
    }
    const best = runs[runs.length - 1];
    const page = best.page;
    await page.waitForTimeout(500);
    const source = page.locator('[data-column-list="todo"] [data-task-card]').first();
    const target = page.locator('[data-column-list="done"]');
    const from = await source.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error("the board has no card to drag");
    // The same recording with nothing moving: the floor the display's pacing sets.
    const idle = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const frames = [];
          let last = performance.now();
          const started = last;
          const tick = (now) => {
            frames.push(now - last);
            last = now;
            if (now - started < 2000) requestAnimationFrame(tick);
            else resolve(frames.slice(3));
          };
          requestAnimationFrame(tick);
        }),
    );
    await page.evaluate(() => {
      const frames = [];
      window.__frames = frames;
      let last = performance.now();
      const tick = (now) => {
        frames.push(now - last);
        last = now;
        if (window.__frames === frames) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, {
      steps: 3,
    });
    const steps = 90;
    for (let step = 1; step <= steps; step++) {
      const x =
        from.x + from.width / 2 + ((to.x + to.width / 2 - from.x - from.width / 2) * step) / steps;
      const y = from.y + from.height / 2 + Math.sin((step / steps) * Math.PI) * 60;
      await page.mouse.move(x, y);
      await page.waitForTimeout(16);
    }
    const frames = await page.evaluate(() => {
      const recorded = window.__frames ?? [];
      window.__frames = null;
      return recorded.slice(3);
    });
    await page.keyboard.press("Escape");
    await page.mouse.up();
    return {
      tasks: BOARD_TASKS,
      paints: runs.map((run) => run.paint),
      cards: best.cards,
      frames: frames.length,
      p95: percentile(frames, 95),
      idleP95: percentile(idle, 95),
      median: percentile(frames, 50),
      dropped: frames.filter((frame) => frame > 16.7 * 1.5).length,
      top: [...frames]
        .sort((a, b) => b - a)
        .slice(0, 15)
        .map((f) => f.toFixed(2))
        .join(" "),
    };
  } finally {
    await browser.close();
  }
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

/** Script sizes, the big board and Lighthouse: everything but the first loads. */
async function sizesBoardAndLighthouse(url) {
  console.log(`\nFirst-load JavaScript of the marketing routes (gzip -9), ${url}\n`);
  console.log(
    "route".padEnd(24),
    "files".padStart(5),
    "raw KiB".padStart(9),
    "gzip KiB".padStart(9),
  );
  for (const row of await firstLoadJs(url)) {
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

  console.log(`\nFirst-load JavaScript of the dashboard routes (gzip -9), signed in\n`);
  console.log(
    "route".padEnd(36),
    "files".padStart(5),
    "raw KiB".padStart(9),
    "gzip KiB".padStart(9),
  );
  for (const row of await dashboardFirstLoadJs(url)) {
    const ok = row.gzip / 1024 <= DASHBOARD_BUDGET_KIB ? "ok" : "OVER";
    console.log(
      row.route.padEnd(36),
      String(row.files).padStart(5),
      kib(row.raw).padStart(9),
      `${kib(row.gzip).padStart(9)}  (budget ${DASHBOARD_BUDGET_KIB} KiB: ${ok})`,
    );
  }

  const board = await boardFigures(url);
  const paint = median(board.paints);
  console.log(`\nA board of ${board.tasks} tasks (admin, 1440×900)\n`);
  console.log(
    `navigation → last column painted   ${Math.round(paint)} ms median of ${board.paints.map((p) => Math.round(p)).join(", ")}  (budget ${PAINT_BUDGET_MS} ms: ${paint <= PAINT_BUDGET_MS ? "ok" : "OVER"})`,
  );
  console.log(`cards rendered                     ${board.cards} of ${board.tasks}`);
  if (process.env.DEBUG_FRAMES) console.log("slowest frames", board.top);
  console.log(
    `frame time at rest (same page)     p95 ${board.idleP95.toFixed(1)} ms: the display's own pacing, for comparison`,
  );
  console.log(
    `frame time while dragging          p95 ${board.p95.toFixed(1)} ms, median ${board.median.toFixed(1)} ms, ${board.dropped} of ${board.frames} frames over 25 ms  (budget ${FRAME_BUDGET_MS} ms, one 60 Hz frame: ${Number(board.p95.toFixed(1)) <= FRAME_BUDGET_MS ? "ok" : "OVER"})`,
  );

  // LIGHTHOUSE_RUNS=0 skips Lighthouse (the slow part).
  if (RUNS > 0) {
    console.log(`\nLighthouse on / (mobile preset, median of ${RUNS})\n`);
    const { categories, runs } = await lighthouseScores(`${url}/`);
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
  }
}

const onlyFirstLoad =
  process.env.BENCH_ONLY === "first-load" || process.argv.includes("--first-load");

const product = await startProduct();
try {
  if (!onlyFirstLoad) await sizesBoardAndLighthouse(product.url);
  printFirstLoad(
    product.url,
    await firstLoadTimings(product.url, { chromiumPath, args: CHROMIUM_ARGS, demo: DEMO }),
  );
} finally {
  product.stop();
}
