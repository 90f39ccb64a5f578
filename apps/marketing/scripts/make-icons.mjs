#!/usr/bin/env node
/**
 * Renders the app icons (apple-touch-icon and the web manifest's icons) from public/favicon.svg
 * in Debian's Chromium. Run it again after changing the favicon:
 *   node apps/marketing/scripts/make-icons.mjs
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public");
const svg = readFileSync(join(publicDir, "favicon.svg"), "utf8");

// Apple and Android crop their own rounded corners: fill the whole square.
const squared = svg.replace(/rx="14"/, 'rx="0"');

const icons = [
  { file: "apple-touch-icon.png", size: 180, svg: squared },
  { file: "icon-192.png", size: 192, svg },
  { file: "icon-512.png", size: 512, svg },
  { file: "icon-maskable-512.png", size: 512, svg: squared, padding: 0.1 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inset = Math.round((icon.padding ?? 0) * icon.size);
    await page.setContent(
      `<html><body style="margin:0;background:${icon.padding ? "#0f766e" : "transparent"}">` +
        `<div style="padding:${inset}px;width:${icon.size - inset * 2}px;height:${icon.size - inset * 2}px">` +
        `${icon.svg.replace("<svg ", '<svg width="100%" height="100%" ')}</div></body></html>`,
    );
    await page.screenshot({
      path: join(publicDir, icon.file),
      omitBackground: !icon.padding,
    });
    await page.close();
    console.log(`wrote public/${icon.file}`);
  }
} finally {
  await browser.close();
}
