#!/usr/bin/env node
/**
 * Records the product demo video of /video-demo from the running product, so it can be made
 * again after the product changes:
 *
 *   pnpm exec turbo run build --filter=@cairn/api --filter=@cairn/marketing --filter=@cairn/dashboard
 *   node apps/marketing/scripts/record-demo.mjs
 *
 * It starts the built server on a fresh embedded database (or uses BASE_URL when set), drives
 * Debian's Chromium with playwright-core while taking screenshots, and assembles them with
 * Debian's ffmpeg (`apt-get install -y ffmpeg`) into public/media/demo.webm and demo.mp4, plus
 * the poster image public/media/demo-poster.jpg.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..");
const media = join(here, "..", "public", "media");
const FPS = 25;
const SIZE = { width: 1280, height: 720 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer() {
  if (process.env.BASE_URL) return { url: process.env.BASE_URL, stop: () => {} };
  const port = 3400 + Math.floor(Math.random() * 500);
  const dataDir = mkdtempSync(join(tmpdir(), "cairn-demo-"));
  const server = spawn("node", [join(root, "apps/api/dist/server.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/openapi.json`)).ok) break;
    } catch {}
    await sleep(500);
  }
  return {
    url,
    stop: () => {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Takes screenshots as fast as it can, keeping each one's time. */
function startCapture(page, dir) {
  const frames = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const file = join(dir, `f${String(frames.length).padStart(5, "0")}.jpg`);
      const at = Date.now();
      try {
        await page.screenshot({ path: file, type: "jpeg", quality: 85 });
        frames.push({ file, at });
      } catch {
        await sleep(20);
      }
    }
  })();
  return async () => {
    running = false;
    await loop;
    return frames;
  };
}

async function smoothScroll(page, to, ms) {
  await page.evaluate(
    ([target, duration]) =>
      new Promise((done) => {
        const from = window.scrollY;
        const start = performance.now();
        const step = (now) => {
          const t = Math.min(1, (now - start) / duration);
          const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
          window.scrollTo(0, from + (target - from) * eased);
          if (t < 1) requestAnimationFrame(step);
          else done();
        };
        requestAnimationFrame(step);
      }),
    [to, ms],
  );
}

async function typeSlowly(locator, text) {
  await locator.click();
  await locator.pressSequentially(text, { delay: 70 });
}

async function script(page, url) {
  await page.goto(url, { waitUntil: "networkidle" });
  await sleep(1800);
  await smoothScroll(page, 900, 2000);
  await sleep(600);
  await smoothScroll(page, 0, 1200);
  await sleep(400);

  const banner = page.getByRole("banner");
  await banner.getByRole("link", { name: "Features" }).click();
  await sleep(1500);
  await banner.getByRole("link", { name: "Pricing" }).click();
  await sleep(1700);
  await banner.getByRole("link", { name: "Home" }).click();
  await sleep(900);

  await page.getByRole("button", { name: "Start AI Wizard" }).click();
  const wizard = page.getByRole("dialog", { name: "AI PMO Setup Wizard" });
  await wizard.waitFor();
  await sleep(900);
  const size = wizard.getByLabel("Team size");
  await size.fill("");
  await typeSlowly(size, "18");
  await wizard.getByRole("combobox", { name: "Industry" }).click();
  await sleep(700);
  await page.getByRole("option", { name: "Technology" }).click();
  await sleep(700);
  await wizard.getByRole("button", { name: "Next" }).click();
  for (const tool of ["Jira", "Slack", "Notion"]) {
    await sleep(350);
    await wizard.getByRole("checkbox", { name: tool }).click();
  }
  await sleep(600);
  await wizard.getByRole("button", { name: "Next" }).click();
  for (const item of [
    "Visibility into progress",
    "Missed deadlines",
    "Delivery speed",
    "Project visibility",
  ]) {
    await sleep(350);
    await wizard.getByRole("checkbox", { name: item }).click();
  }
  await sleep(600);
  await wizard.getByRole("button", { name: "Next" }).click();
  await sleep(500);
  await wizard.getByRole("radio", { name: /Intermediate/ }).check();
  await typeSlowly(wizard.getByLabel("Your role"), "Head of Delivery");
  await sleep(500);
  await wizard.getByRole("button", { name: "Generate Plan" }).click();
  await wizard.getByRole("tab", { name: "Tools & Processes" }).waitFor();
  await sleep(2300);
  await wizard.getByRole("tab", { name: "Implementation Plan" }).click();
  await sleep(2300);
  await wizard.getByRole("tab", { name: "Next Steps" }).click();
  await sleep(1800);
  await wizard.getByRole("button", { name: "Close" }).first().click();
  await sleep(600);

  await banner.getByRole("link", { name: "Blog" }).click();
  await sleep(1200);
  await typeSlowly(page.getByLabel("Search articles"), "limits");
  await sleep(1500);
  await page.getByRole("link", { name: /WIP limits explained/ }).click();
  await sleep(1200);
  await smoothScroll(page, 700, 1600);
  await sleep(700);
  await page.goto(`${url}/`, { waitUntil: "networkidle" });
  await sleep(1500);
}

function ffmpeg(args) {
  const result = spawnSync("ffmpeg", ["-v", "error", "-y", ...args], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${args.join(" ")}`);
}

const work = mkdtempSync(join(tmpdir(), "cairn-frames-"));
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"],
});
try {
  const context = await browser.newContext({ viewport: SIZE, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(server.url, { waitUntil: "networkidle" });
  mkdirSync(media, { recursive: true });
  await page.screenshot({ path: join(media, "demo-poster.jpg"), type: "jpeg", quality: 80 });

  const stop = startCapture(page, work);
  await script(page, server.url);
  const frames = await stop();

  // Each frame lasts until the next one was taken: real time, whatever the capture rate.
  const list = frames
    .map((frame, index) => {
      const next = frames[index + 1]?.at ?? frame.at + 1000 / FPS;
      return `file '${frame.file}'\nduration ${((next - frame.at) / 1000).toFixed(3)}`;
    })
    .join("\n");
  const listFile = join(work, "frames.txt");
  writeFileSync(listFile, `${list}\nfile '${frames.at(-1)?.file}'\n`);
  const input = ["-f", "concat", "-safe", "0", "-i", listFile, "-vf", `fps=${FPS},format=yuv420p`];
  ffmpeg([
    ...input,
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "42",
    "-row-mt",
    "1",
    "-an",
    join(media, "demo.webm"),
  ]);
  ffmpeg([
    ...input,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "30",
    "-movflags",
    "+faststart",
    "-an",
    join(media, "demo.mp4"),
  ]);
  console.log(
    `${frames.length} frames over ${((frames.at(-1).at - frames[0].at) / 1000).toFixed(1)} s`,
  );
} finally {
  await browser.close();
  server.stop();
  rmSync(work, { recursive: true, force: true });
}
