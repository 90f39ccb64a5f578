#!/usr/bin/env node
/**
 * Full-page screenshots of every marketing page at 1280 px and 375 px, for a person to look at.
 *   BASE_URL=http://127.0.0.1:3000 node apps/marketing/scripts/screenshots.mjs [out-dir]
 * Needs a running product (`npm start`); writes <out-dir>/<page>-<width>.png.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const out = resolve(process.argv[2] ?? "screenshots");
mkdirSync(out, { recursive: true });

const pages = [
  ["home", "/"],
  ["features", "/#features"],
  ["pricing", "/#pricing"],
  ["testimonials", "/#testimonials"],
  ["about", "/about"],
  ["blog", "/blog"],
  ["blog-article", "/blog/kanban-wip-limits"],
  ["privacy", "/privacy"],
  ["documentation", "/documentation"],
  ["help", "/help"],
  ["contact", "/contact"],
  ["video-demo", "/video-demo"],
  ["not-found", "/no-such-page"],
  ["admin-signed-out", "/admin-dashboard"],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"],
});
try {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 400 ? 800 : 740 },
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      await page.locator("h1").first().waitFor();
      // Let lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (const img of document.querySelectorAll("img")) img.loading = "eager";
        await Promise.all(
          [...document.images].map((img) =>
            img.complete ? null : new Promise((done) => img.addEventListener("load", done)),
          ),
        );
      });
      await page.screenshot({ path: join(out, `${name}-${width}.png`), fullPage: true });
      console.log(`${name}-${width}.png`);
    }
    // The dialogs and the mobile menu, opened as a visitor opens them.
    const shot = async (name) => {
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `${name}-${width}.png`) });
      console.log(`${name}-${width}.png`);
    };
    await page.goto(`${base}/`, { waitUntil: "networkidle" });
    if (width < 768) {
      await page.getByRole("button", { name: /menu/i }).click();
      await shot("dialog-mobile-menu");
      await page.getByRole("button", { name: /menu/i }).click();
    }
    await page.getByRole("button", { name: "Start AI Wizard" }).click();
    const wizard = page.getByRole("dialog", { name: "AI PMO Setup Wizard" });
    await shot("dialog-wizard-step1");
    await wizard.getByRole("combobox", { name: "Industry" }).click();
    await page.getByRole("option", { name: "Consulting" }).click();
    for (let step = 0; step < 2; step++) await wizard.getByRole("button", { name: "Next" }).click();
    await shot("dialog-wizard-step3");
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("button", { name: "Generate Plan" }).click();
    await wizard.getByRole("tab", { name: "Implementation Plan" }).click();
    await shot("dialog-wizard-results");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.goto(`${base}/#pricing`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Start Free Trial: Pro" }).click();
    const signup = page.getByRole("dialog", { name: "Start Your Free Trial" });
    await signup.getByRole("button", { name: "Start Free Trial" }).click();
    await shot("dialog-signup-errors");
    await page.keyboard.press("Escape");
    await page.goto(`${base}/`, { waitUntil: "networkidle" });
    if (width < 768) await page.getByRole("button", { name: /menu/i }).click();
    await page.getByRole("button", { name: "Login" }).last().click();
    await page.getByRole("button", { name: "Try Demo Accounts" }).click();
    await shot("dialog-login-demo");
    await context.close();
  }
} finally {
  await browser.close();
}
