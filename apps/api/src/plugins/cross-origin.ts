/**
 * Cross-origin rules for a cookie-authenticated API.
 *
 * CSRF: a request that changes something (any method but GET, HEAD, OPTIONS) must come from
 * Cairn's own pages (PUBLIC_URL; localhost names when unset) or an origin listed in
 * ALLOWED_ORIGINS. It is refused with 403 when the
 * browser says it is cross-site (`Sec-Fetch-Site`), when its `Origin` (or, lacking one, its
 * `Referer`) names another origin, or when a browser (known by its `Sec-Fetch-Site` header)
 * sends neither. Programs that are not browsers (curl, server-to-server) carry no ambient
 * cookies and pass. Form and text bodies
 * never reach a procedure anyway: only JSON is parsed (415 otherwise).
 *
 * CORS: closed unless ALLOWED_ORIGINS lists origins; those get credentialed CORS answers.
 */

import cors from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { loggableUrl } from "../lib/loggable-url.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const LOCAL_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether `origin` is Cairn's own: one of PUBLIC_URL's origins, or — when none is configured —
 * a localhost name on any port. Never derived from the request's Host header: a forged Host
 * with a matching forged Origin must not pass.
 */
export function isOwnOrigin(origin: string, publicOrigins: readonly string[]): boolean {
  if (publicOrigins.length > 0) return publicOrigins.includes(origin);
  try {
    return LOCAL_NAMES.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return "invalid";
  }
}

/**
 * Browsers mark every request with `Sec-Fetch-Site` (Fetch Metadata); other programs do not —
 * Node's fetch, for one, sends `Sec-Fetch-Mode` but never `Sec-Fetch-Site`.
 */
function fromBrowser(req: FastifyRequest): boolean {
  return req.headers["sec-fetch-site"] !== undefined;
}

/** Why a state-changing request is refused, or undefined when it may go ahead. */
export function crossSiteReason(
  req: FastifyRequest,
  allowed: readonly string[],
  publicOrigins: readonly string[],
): string | undefined {
  if (SAFE_METHODS.has(req.method)) return undefined;
  const trusted = (origin: string) =>
    isOwnOrigin(origin, publicOrigins) || allowed.includes(origin);
  const origin = originOf(req.headers.origin) ?? originOf(req.headers.referer);
  if (origin !== undefined) {
    return trusted(origin)
      ? undefined
      : `it came from ${origin === "invalid" ? "an unreadable origin" : origin}`;
  }
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return "the browser marked it cross-site";
  if (fromBrowser(req)) return "the browser sent neither Origin nor Referer";
  return undefined;
}

async function crossOrigin(app: FastifyInstance): Promise<void> {
  const allowed = app.config.allowedOrigins;
  if (allowed.length > 0) {
    await app.register(cors, {
      origin: (origin, done) => done(null, origin !== undefined && allowed.includes(origin)),
      credentials: true,
      methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
      maxAge: 600,
    });
  }
  app.addHook("onRequest", async (req, reply) => {
    const reason = crossSiteReason(req, allowed, app.config.publicOrigins);
    if (reason) {
      req.log.warn(
        { reason, method: req.method, url: loggableUrl(req.url) },
        "cross-site request refused",
      );
      return reply.code(403).send({
        error: `Cross-site request refused: ${reason}. Changes are only accepted from Cairn's own pages.`,
        code: "FORBIDDEN",
      });
    }
  });
}

export default fp(crossOrigin, { name: "cross-origin" });
