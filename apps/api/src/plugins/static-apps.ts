/**
 * Serves the two built web apps on the API's origin, so the session cookie and browser storage
 * are shared (ARCHITECTURE.md):
 * - the dashboard app for its paths (`/admin-dashboard/...`, `/integrations`, ...), with its
 *   assets under `/_dashboard/`;
 * - the marketing app for every other path; a path the marketing app does not know (its build
 *   lists them in `routes.json`, and `/plan/<token>`) gets its 404 page with HTTP status 404.
 * - `config.json` for both, saying that the API and the two apps all live on this origin.
 * Without built apps (an API-only deployment, the API tests) unknown paths answer JSON 404.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DASHBOARD_PATHS } from "@cairn/schema/constants";
import { isPlanToken } from "@cairn/schema/plans";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

interface BuiltApp {
  dir: string;
  indexHtml: string;
}

function loadApp(dir: string): BuiltApp | undefined {
  const index = join(dir, "index.html");
  return existsSync(index) ? { dir, indexHtml: readFileSync(index, "utf8") } : undefined;
}

function loadRoutes(dir: string): Set<string> {
  const file = join(dir, "routes.json");
  if (!existsSync(file)) return new Set(["/"]);
  return new Set(JSON.parse(readFileSync(file, "utf8")) as string[]);
}

const dashboardRoots = Object.values(DASHBOARD_PATHS);

function isDashboardPath(path: string): boolean {
  return dashboardRoots.some((root) => path === root || path.startsWith(`${root}/`));
}

/**
 * Marketing pages whose path holds a value: a saved plan's page, `/plan/<token>`, a project's
 * public request form, `/intake/<token>`, and a request's receipt, `/intake/receipt/<token>`
 * (docs/intake.md). A path of the right shape is a page (200; the page itself says when the
 * link is unknown or switched off), any other 404.
 */
function isMarketingPattern(path: string): boolean {
  const token = /^\/(?:plan|intake|intake\/receipt)\/([^/]+)$/.exec(path)?.[1];
  return token !== undefined && isPlanToken(token);
}

function normalise(path: string): string {
  const bare = path.split("?")[0] ?? "/";
  return bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .send(html);
}

async function staticApps(app: FastifyInstance): Promise<void> {
  const marketing = loadApp(app.config.web.marketingDist);
  const dashboard = loadApp(app.config.web.dashboardDist);
  const marketingRoutes = marketing ? loadRoutes(marketing.dir) : new Set<string>();

  const setHeaders = (reply: FastifyReply, path: string) => {
    reply.header(
      "cache-control",
      /[/\\]assets[/\\]/.test(path) ? IMMUTABLE : "public, max-age=3600",
    );
  };
  if (marketing) {
    await app.register(fastifyStatic, {
      root: marketing.dir,
      prefix: "/",
      wildcard: false,
      index: false,
      // The builds write .br and .gz beside every text asset: served as the browser accepts.
      preCompressed: true,
      setHeaders,
    });
  }
  if (dashboard) {
    await app.register(fastifyStatic, {
      root: dashboard.dir,
      prefix: "/_dashboard/",
      wildcard: false,
      index: false,
      // The builds write .br and .gz beside every text asset: served as the browser accepts.
      preCompressed: true,
      decorateReply: false,
      setHeaders,
    });
  }

  // The apps read where the API and each other live from config.json at boot. Here everything
  // is on this one origin; a split deployment writes its own (docs/deploying.md).
  const sameOrigin = { apiUrl: "", marketingUrl: "", dashboardUrl: "" };
  for (const url of ["/config.json", "/_dashboard/config.json"]) {
    app.get(url, async (_req, reply) => reply.header("cache-control", "no-cache").send(sameOrigin));
  }

  app.setNotFoundHandler((req, reply) => {
    const path = normalise(req.url);
    const wantsPage = req.method === "GET" || req.method === "HEAD";
    if (wantsPage && dashboard && isDashboardPath(path)) {
      return sendHtml(reply, 200, dashboard.indexHtml);
    }
    if (wantsPage && marketing) {
      return sendHtml(
        reply,
        marketingRoutes.has(path) || isMarketingPattern(path) ? 200 : 404,
        marketing.indexHtml,
      );
    }
    return reply.code(404).send({ error: `Nothing at ${path}.`, code: "NOT_FOUND" });
  });
}

export default fp(staticApps, { name: "static-apps" });
