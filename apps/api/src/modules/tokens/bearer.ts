/**
 * The bearer side of a REST request (docs/api-tokens.md): `Authorization: Bearer <token>` on
 * `/api/*` resolves to the token's owner and scopes. A request that carries a bearer header is
 * judged by it alone: its cookies are never read, so a token adds nothing to a browser's
 * session and a session lends nothing to a token.
 *
 * A bad, expired or revoked token (or an owner disabled or deleted) is 401 with
 * `WWW-Authenticate: Bearer error="invalid_token"`; past the rate limit, 429 with Retry-After.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ActiveSession, TokenIdentity } from "../../core/identity.js";
import { appError } from "../../lib/app-error.js";
import { bearerOf, looksLikeSecret } from "./secret.js";
import { countRequest, findToken, touchToken } from "./tokens.repo.js";

/** The bearer credential of a REST request, or undefined (none, or not a REST path). */
export function requestBearer(req: FastifyRequest): string | undefined {
  // Only the REST adapter takes tokens; /trpc is the web apps' own channel (cookies).
  if (!req.url.startsWith("/api/")) return undefined;
  return bearerOf(req.headers.authorization);
}

function invalid(reply: FastifyReply, message: string): never {
  reply.header("www-authenticate", 'Bearer realm="cairn", error="invalid_token"');
  throw appError("UNAUTHORIZED", message);
}

/** Resolves a bearer credential to the session-like identity procedures read, or throws. */
export async function resolveBearer(
  req: FastifyRequest,
  reply: FastifyReply,
  credential: string,
): Promise<{ session: ActiveSession; token: TokenIdentity }> {
  const { db, now, config } = req.server;
  if (!looksLikeSecret(credential)) {
    invalid(reply, "This API token is not valid. Create a new one under API in the dashboard.");
  }
  const at = now();
  const found = await findToken(db, credential, at);
  if (!found) {
    invalid(
      reply,
      "This API token is not valid: it was revoked, has expired, or its owner's account is disabled.",
    );
  }
  const { count, windowEndsAt } = await countRequest(db, found.id, at);
  if (count > config.apiTokenRateLimit) {
    reply.header(
      "retry-after",
      String(Math.max(1, Math.ceil((windowEndsAt - at.getTime()) / 1000))),
    );
    throw appError(
      "TOO_MANY_REQUESTS",
      `This API token made more than ${config.apiTokenRateLimit} requests this minute. Wait for the time in Retry-After.`,
    );
  }
  await touchToken(db, found, at);
  // A token is not a session: id 0 names no session row. Whatever uses a session's id (logout)
  // is session-only, refused to tokens by the guard before it runs.
  return {
    session: { id: 0, user: found.user },
    token: { id: found.id, kind: found.kind, scopes: found.scopes },
  };
}
