/**
 * Times every API request (REST under /api and /trpc) when its answer has gone, into
 * `app.requestStats`' histogram, by route pattern, method and status class. The route is the
 * pattern the request matched (`/api/projects/:projectId/board`) or the tRPC procedure
 * (`/trpc/board.get`), never the raw URL, so the label has a bounded set of values: paths that
 * match nothing are `/api/<unmatched>` or `/trpc/<unmatched>`, tRPC batches `/trpc/<batch>`; an
 * unusual method is `OTHER`.
 * Live event streams are left out: their "response time" is how long someone kept a board open.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { appRouter } from "../app-router.js";
import { routerProcedures } from "../rest/procedures.js";

const TRPC_ROUTE = "/trpc/:path";

/**
 * The histogram's route label for a request, or undefined for one outside /api and /trpc
 * (the web apps' files, /metrics).
 */
export function routeLabel(
  /** The request's URL (its query string does not matter). */
  path: string,
  pattern: string | undefined,
  params: unknown,
  procedures: ReadonlySet<string>,
): string | undefined {
  const trpc = path.startsWith("/trpc/");
  if (!trpc && !path.startsWith("/api/")) return undefined;
  if (pattern === TRPC_ROUTE) {
    const called =
      typeof params === "object" && params !== null && "path" in params ? params.path : "";
    if (typeof called === "string" && called.includes(",")) return "/trpc/<batch>";
    return typeof called === "string" && procedures.has(called)
      ? `/trpc/${called}`
      : "/trpc/<unmatched>";
  }
  if (pattern?.startsWith("/api/")) return pattern;
  return trpc ? "/trpc/<unmatched>" : "/api/<unmatched>";
}

const METHODS: ReadonlySet<string> = new Set([
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
]);

/**
 * The histogram's method label: HTTP's usual methods, and `OTHER` for the dozens more Node
 * accepts (TRACE, QUERY, PROPFIND…): a scanner's methods make one series per route, not one
 * each (/trpc's route takes TRACE and QUERY too, for every procedure).
 */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : "OTHER";
}

async function requestMetrics(app: FastifyInstance): Promise<void> {
  const procedures = new Set(routerProcedures(appRouter).map((procedure) => procedure.path));
  const record = (req: FastifyRequest, reply: FastifyReply) => {
    // The query string cannot change the prefix: no need to cut it off.
    const route = routeLabel(req.url, req.routeOptions.url, req.params, procedures);
    if (route === undefined) return;
    if (String(reply.getHeader("content-type") ?? "").startsWith("text/event-stream")) return;
    app.requestStats.record(route, methodLabel(req.method), reply.statusCode, reply.elapsedTime);
  };
  // A callback, not an async function: no promise per request (see bench/request-metrics-overhead.ts).
  app.addHook("onResponse", (req, reply, done) => {
    record(req, reply);
    done();
  });
}

export default fp(requestMetrics, { name: "request-metrics" });
