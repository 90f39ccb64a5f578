/**
 * ETags and `304 Not Modified` on the conditional reads (rest/conditional-reads.ts), over REST
 * (`GET /api/projects/:projectId/board`) and /trpc (`GET /trpc/board.get?input=…`, and batches
 * whose every procedure is one of them), so the dashboards' fetches revalidate for free: the
 * browser's HTTP cache sends `If-None-Match` and reuses its copy on a 304.
 *
 * Why `private, no-cache` (and no `Vary: Cookie`) cannot show anyone data that is not theirs:
 * - `private`: no shared cache (a proxy, a CDN) may keep the answer;
 * - `no-cache`: the browser may keep it but must ask the server before every use, sending the
 *   request with its current credentials; the server checks them as for any request (a
 *   signed-out caller gets its 401, which carries no tag and no 304);
 * - the tag is a hash of the bytes this caller would get now, so a 304 only ever tells the
 *   browser "what you hold is byte for byte what I would send you": another user's tag, left in
 *   the cache of a shared browser, matches only when the body would be identical.
 *
 * Hand-written rather than @fastify/etag (6.2.0): that plugin tags every answer of its scope,
 * errors included, and answers 304 whatever the status, and it compares `If-None-Match` as one
 * exact string (no lists). Hashing here costs about as much as there (one SHA-1 of the body),
 * measured in ARCHITECTURE.md (Performance).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { appRouter } from "../app-router.js";
import { conditionalReadPaths, entityTag, ifNoneMatchNames } from "../rest/conditional-reads.js";

export const PRIVATE_REVALIDATE = "private, no-cache";

/** Set by the REST adapter on the route of a conditional read (plugins/rest.ts). */
declare module "fastify" {
  interface FastifyContextConfig {
    conditionalRead?: boolean;
  }
}

/** The procedures whose meta (or name) makes them conditional reads, read once. */
const TAGGED = conditionalReadPaths(appRouter);
const isTaggedProcedure = (path: string) => TAGGED.has(path);

function isTagged(req: FastifyRequest): boolean {
  if (req.routeOptions.config.conditionalRead === true) return true;
  if (req.routeOptions.url !== "/trpc/:path") return false;
  const called = (req.params as { path?: unknown }).path;
  return typeof called === "string" && called.split(",").every(isTaggedProcedure);
}

/**
 * The tRPC adapter answers with a web `Response`, whose status and headers Fastify copies only
 * after onSend: they are copied here, and its (small, unstreamed JSON) body read, so the tag is
 * made from the same bytes as over REST.
 */
async function unwrap(reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (!(payload instanceof Response)) return payload;
  reply.code(payload.status);
  for (const [name, value] of payload.headers) reply.header(name, value);
  return payload.text();
}

async function conditionalReads(app: FastifyInstance): Promise<void> {
  app.addHook("onSend", async (req: FastifyRequest, reply: FastifyReply, sent: unknown) => {
    if (req.method !== "GET" && req.method !== "HEAD") return sent;
    if (!isTagged(req)) return sent;
    // A streamed tRPC batch (JSON lines) is left alone: it is never one body to tag.
    if (req.headers["trpc-accept"] !== undefined) return sent;
    const payload = await unwrap(reply, sent);
    // Errors, 204s and partial tRPC batches (207) carry no tag.
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const tag = entityTag(payload, reply.getHeaders());
    reply.header("etag", tag).header("cache-control", PRIVATE_REVALIDATE);
    if (!ifNoneMatchNames(req.headers["if-none-match"], tag)) return payload;
    // A 304 carries the tag and Cache-Control again but no body (RFC 9110 §15.4.5).
    reply.code(304).removeHeader("content-length").removeHeader("content-type");
    return "";
  });
}

export default fp(conditionalReads, { name: "conditional-reads" });
