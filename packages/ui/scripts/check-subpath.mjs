#!/usr/bin/env node
/**
 * Proves the built Storybook (storybook-static/) works when served under a sub-path, as the
 * all-in-one product serves it at /storybook/: a small server serves the folder there as the
 * product must (a redirect from /storybook to /storybook/; the product's security headers, with
 * the two changes Storybook needs: its inline scripts allowed by their hashes, and framing by
 * its own origin), Chromium opens the manager, a story and the design-tokens docs page, and the
 * check fails on any request outside /storybook/, any failed request, any Content-Security-
 * Policy violation and any page error. Chromium is found as in test-stories.mjs; without one
 * the check is skipped with a notice.
 *
 *   pnpm storybook:build && pnpm storybook:subpath
 */
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_ARGS, findChromium } from "@cairn/test-browser";

const BASE = "/storybook/";
const root = fileURLToPath(new URL("../storybook-static", import.meta.url));
const chromium = findChromium();

if (!existsSync(join(root, "index.html"))) {
  process.stderr.write("storybook-static/ is missing: run `pnpm storybook:build` first.\n");
  process.exit(1);
}
if (!chromium) {
  process.stdout.write(
    "\n  NOTICE: no Chromium found (set CHROMIUM_PATH, or install Debian's `chromium`): the " +
      "sub-path check of the built Storybook is skipped.\n\n",
  );
  process.exit(0);
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
};

/** The sha256 sources of the inline <script>s of Storybook's two pages, for script-src. */
function inlineScriptHashes() {
  const hashes = new Set();
  for (const page of ["index.html", "iframe.html"]) {
    const html = readFileSync(join(root, page), "utf8");
    for (const [, attributes = "", body = ""] of html.matchAll(
      /<script([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/\bsrc=/.test(attributes) || body.trim() === "") continue;
      hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  }
  return [...hashes];
}

/**
 * The product's headers (apps/api/src/plugins/security-headers.ts) with Storybook's two
 * exceptions: `script-src` also allows its inline scripts (by hash, never 'unsafe-inline'), and
 * `frame-ancestors 'self'` instead of 'none', since the manager shows stories in an iframe.
 */
const HEADERS = {
  "content-security-policy": [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes().join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; "),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
};

/** What the product must do: /storybook → /storybook/, /storybook/* → the file, else 404. */
const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? "/", "http://localhost");
  if (pathname === BASE.slice(0, -1)) {
    response.writeHead(301, { location: BASE }).end();
    return;
  }
  if (!pathname.startsWith(BASE)) {
    response.writeHead(404).end();
    return;
  }
  const relative = decodeURIComponent(pathname.slice(BASE.length)) || "index.html";
  const file = normalize(join(root, relative));
  if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    ...HEADERS,
    "content-type": TYPES[extname(file)] ?? "application/octet-stream",
  });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const { chromium: launcher } = await import("playwright");
const browser = await launcher.launch({
  executablePath: chromium,
  args: [...CHROMIUM_ARGS],
});

const problems = [];
async function visit(path, ready) {
  const page = await browser.newPage();
  const watch = (target) => {
    target.on("pageerror", (error) => problems.push(`${path}: page error: ${error.message}`));
    target.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
        problems.push(`${path}: ${message.text()}`);
      }
    });
    target.on("requestfailed", (request) =>
      problems.push(`${path}: request failed: ${request.url()}`),
    );
    target.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin) return;
      if (!url.pathname.startsWith(BASE) && url.pathname !== BASE.slice(0, -1)) {
        problems.push(`${path}: asked for ${url.pathname}, outside ${BASE}`);
      } else if (response.status() >= 400) {
        problems.push(`${path}: ${response.status()} for ${url.pathname}`);
      }
    });
  };
  watch(page);
  try {
    await page.goto(origin + path, { waitUntil: "load" });
    await ready(page);
    process.stdout.write(`  ok  ${path}\n`);
  } catch (error) {
    problems.push(`${path}: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
  } finally {
    await page.close();
  }
}

const timeout = 30_000;
// The manager: its sidebar lists the stories it read from index.json, and its preview frame
// renders the story the URL names.
await visit("/storybook", async (page) => {
  if (!page.url().endsWith(BASE)) throw new Error(`not redirected to ${BASE}: ${page.url()}`);
  await page.getByRole("button", { name: "Button", exact: true }).first().waitFor({ timeout });
});
await visit(`${BASE}?path=/story/actions-button--primary`, async (page) => {
  const frame = page.frameLocator("#storybook-preview-iframe");
  await frame.getByRole("button", { name: "Save changes" }).waitFor({ timeout });
});
// The preview on its own, as a link to one story or docs page opens it.
await visit(`${BASE}iframe.html?id=forms-select--default&viewMode=story`, async (page) => {
  await page.getByRole("combobox", { name: "Industry" }).waitFor({ timeout });
});
await visit(`${BASE}iframe.html?id=foundations-design-tokens--docs&viewMode=docs`, async (page) => {
  await page.getByRole("heading", { name: "Design tokens" }).waitFor({ timeout });
  await page.getByText("foreground on background").first().waitFor({ timeout });
});

await browser.close();
server.close();

if (problems.length > 0) {
  process.stderr.write(`\nThe built Storybook does not work under ${BASE}:\n`);
  for (const problem of problems) process.stderr.write(`  - ${problem}\n`);
  process.exit(1);
}
process.stdout.write(`The built Storybook works under ${BASE}.\n`);
