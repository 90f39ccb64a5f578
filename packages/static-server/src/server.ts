/**
 * A built web app as a static site: its files (pre-compressed .br/.gz served as the browser
 * accepts), its pages with the right status (site.ts), and `config.json` from the environment,
 * so one build runs in every environment. Any static host or CDN can do the same with the
 * files and a `config.json` written at deploy; this is the start command of the apps' images.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import {
  answerFor,
  contentSecurityPolicy,
  DEFAULT_MANIFEST,
  normalisePath,
  type RuntimeConfig,
  type SiteManifest,
} from "./site.js";

export interface StaticSiteOptions {
  /** The app's build output (its index.html, assets/, static.json). */
  root: string;
  /** Served as `config.json`; when absent, a `config.json` file of the build is served. */
  config?: RuntimeConfig;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

function readManifest(root: string): SiteManifest {
  const file = join(root, "static.json");
  return existsSync(file)
    ? { ...DEFAULT_MANIFEST, ...(JSON.parse(readFileSync(file, "utf8")) as Partial<SiteManifest>) }
    : DEFAULT_MANIFEST;
}

function readFileConfig(root: string): RuntimeConfig {
  const file = join(root, "config.json");
  const empty = { apiUrl: "", marketingUrl: "", dashboardUrl: "" };
  return existsSync(file)
    ? { ...empty, ...(JSON.parse(readFileSync(file, "utf8")) as Partial<RuntimeConfig>) }
    : empty;
}

export function createStaticSite({ root, config }: StaticSiteOptions): Server {
  const index = join(root, "index.html");
  if (!existsSync(index)) throw new Error(`${root} has no index.html: build the app first.`);
  const indexHtml = readFileSync(index);
  const manifest = readManifest(root);
  const runtime = config ?? readFileConfig(root);
  const configBody = JSON.stringify(runtime);
  const policy = contentSecurityPolicy(runtime);

  const files = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader(
        "cache-control",
        pathname.startsWith("/assets/") ? IMMUTABLE : "public, max-age=3600",
      );
    },
  });

  const secure = (res: ServerResponse) => {
    res.setHeader("content-security-policy", policy);
    res.setHeader("x-content-type-options", "nosniff");
    res.setHeader("referrer-policy", "strict-origin-when-cross-origin");
    res.setHeader("cross-origin-opener-policy", "same-origin");
    res.setHeader("x-frame-options", "DENY");
  };

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
    res.writeHead(status, { "content-type": type, "cache-control": "no-cache" });
    res.end(res.req.method === "HEAD" ? undefined : body);
  };

  const page = (req: IncomingMessage, res: ServerResponse) => {
    const answer = answerFor(normalisePath(req.url ?? "/"), manifest, runtime);
    if (answer.kind === "redirect") {
      res.writeHead(302, { location: answer.location, "cache-control": "no-cache" });
      res.end();
      return;
    }
    send(res, answer.status, "text/html; charset=utf-8", indexHtml);
  };

  return createServer((req, res) => {
    secure(res);
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("allow", "GET, HEAD");
      send(res, 405, "text/plain; charset=utf-8", "Only GET and HEAD are served here.");
      return;
    }
    const path = normalisePath(req.url ?? "/");
    if (path === `${manifest.base}config.json`) {
      send(res, 200, "application/json", configBody);
      return;
    }
    if (path === "/" || path === "/index.html") {
      page(req, res);
      return;
    }
    // Files live below the app's base; the rest of the address space is its pages.
    if (path.startsWith(manifest.base) && manifest.base !== "/") {
      req.url = (req.url ?? "/").slice(manifest.base.length - 1);
    }
    files(req, res, () => page(req, res));
  });
}
