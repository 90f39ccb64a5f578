/**
 * The first load of each dashboard, as a returning user sees it: signed in (the session cookie
 * and the profile the dashboard saved), but with a cold HTTP cache (a fresh browser context per
 * load). For each dashboard, the median of 5 loads of:
 * - first content: navigation → the first frame after the first stat card, which only renders
 *   once the dashboard's data has arrived (the skeletons before it are not cards);
 * - round trips: the longest chain of requests, each started after the one before it ended,
 *   among those that ended before first content (the page itself counts as one): the depth of
 *   the waterfall as observed;
 * and for the consultant, an interactive board: navigation → the first frame after a draggable
 * card of the project page's board.
 */
import { chromium } from "@playwright/test";

const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 5);
/**
 * Latency added to every request (ms, Chromium's network emulation), to see the round trips as
 * a user far from the server does; 0 (the default) measures the machine alone.
 */
const LATENCY_MS = Number(process.env.FIRST_LOAD_LATENCY_MS ?? 0);
const CONTENT = "main article[aria-labelledby]";
const DRAGGABLE_CARD = "[data-task-card][data-rfd-drag-handle-draggable-id]";

const DASHBOARDS = [
  { account: "admin", path: "/admin-dashboard" },
  { account: "consultant", path: "/consultant-dashboard" },
  { account: "client", path: "/user-dashboard" },
];

/** Records, in the page, the first frame after `selector` matched (window.__cairnShown). */
function watchFor(selector) {
  const seen = () => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__cairnShown = performance.now();
    });
  };
  const observer = new MutationObserver(seen);
  observer.observe(document, { childList: true, subtree: true });
}

/** The longest chain of requests in a row that ended before `until` (ms since navigation). */
export function roundTrips(requests, until) {
  const done = requests
    .filter((request) => request.end <= until)
    .sort((a, b) => a.end - b.end || a.start - b.start);
  const depth = [];
  const chain = [];
  for (const [index, request] of done.entries()) {
    let best = -1;
    for (let earlier = 0; earlier < index; earlier++) {
      if (done[earlier].end <= request.start && (best < 0 || depth[earlier] > depth[best])) {
        best = earlier;
      }
    }
    depth[index] = best < 0 ? 1 : depth[best] + 1;
    chain[index] = best;
  }
  let last = depth.indexOf(Math.max(0, ...depth));
  const names = [];
  while (last >= 0) {
    names.unshift(done[last].name);
    last = chain[last];
  }
  return { depth: names.length, names };
}

async function loadOnce(browser, url, storageState, selector) {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1440, height: 900 },
  });
  try {
    await context.addInitScript(watchFor, selector);
    const page = await context.newPage();
    if (LATENCY_MS > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.goto(url);
    await page.waitForFunction(() => window.__cairnShown !== undefined, null, { timeout: 30_000 });
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0];
      const short = (name) => new URL(name).pathname.replace(/^\/_dashboard\/assets\//, "");
      const requests = [
        { name: "page", start: 0, end: navigation?.responseEnd ?? 0 },
        ...performance.getEntriesByType("resource").map((entry) => ({
          name: short(entry.name),
          start: entry.startTime,
          end: entry.responseEnd,
        })),
      ];
      return { shown: window.__cairnShown, requests };
    });
  } finally {
    await context.close();
  }
}

/** Signs in, opens the dashboard once (it saves the profile), and keeps cookies and storage. */
async function returningUser(browser, url, credentials, path) {
  const context = await browser.newContext();
  try {
    const login = await context.request.post(`${url}/api/auth/login`, { data: credentials });
    if (!login.ok()) throw new Error(`login as ${credentials.username}: ${login.status()}`);
    const page = await context.newPage();
    await page.goto(`${url}${path}`);
    await page.locator(CONTENT).first().waitFor({ timeout: 30_000 });
    return { storageState: await context.storageState(), request: context.request };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** A project of the consultant's whose board has tasks. */
async function consultantBoard(request, url) {
  const me = await (await request.get(`${url}/api/auth/me`)).json();
  const projects = await (await request.get(`${url}/api/projects/consultant/${me.user.id}`)).json();
  for (const project of projects) {
    const board = await (await request.get(`${url}/api/projects/${project.id}/board`)).json();
    if (board.columns.some((column) => column.tasks.length > 0)) return project.id;
  }
  throw new Error("the consultant has no board with tasks");
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summary(runs) {
  const shown = runs.map((run) => run.shown);
  const trips = runs.map((run) => roundTrips(run.requests, run.shown));
  const middle = trips[shown.indexOf(median(shown))] ?? trips[0];
  return {
    median: median(shown),
    runs: shown,
    trips: median(trips.map((trip) => trip.depth)),
    chain: middle?.names ?? [],
  };
}

export async function firstLoadTimings(url, { chromiumPath, args, demo }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  const rows = [];
  try {
    for (const { account, path } of DASHBOARDS) {
      const user = await returningUser(browser, url, demo[account], path);
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        runs.push(await loadOnce(browser, `${url}${path}`, user.storageState, CONTENT));
      }
      rows.push({ label: `${account}: first content`, path, ...summary(runs) });
      if (account === "consultant") {
        const projectId = await consultantBoard(user.request, url);
        const boardPath = `${path}/projects/${projectId}`;
        const boardRuns = [];
        for (let run = 0; run < RUNS; run++) {
          boardRuns.push(
            await loadOnce(browser, `${url}${boardPath}`, user.storageState, DRAGGABLE_CARD),
          );
        }
        rows.push({
          label: "consultant: interactive board",
          path: boardPath,
          ...summary(boardRuns),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printFirstLoad(url, rows) {
  console.log(
    `\nFirst load of each dashboard, signed in, cold HTTP cache (median of ${RUNS}${LATENCY_MS ? `, ${LATENCY_MS} ms added to each request` : ""}), ${url}\n`,
  );
  console.log("".padEnd(32), "median ms".padStart(9), "  round trips", "  runs (ms)");
  for (const row of rows) {
    console.log(
      row.label.padEnd(32),
      String(Math.round(row.median)).padStart(9),
      String(row.trips).padStart(13),
      `  ${row.runs.map((ms) => Math.round(ms)).join(", ")}`,
    );
  }
  console.log("\nThe chain of the median load (each request started after the one before ended):");
  for (const row of rows) console.log(`${row.label.padEnd(32)} ${row.chain.join(" → ")}`);
}
