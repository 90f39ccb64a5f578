/**
 * The session cookie: httpOnly (scripts never see it), SameSite=Lax, Path=/. Over HTTPS it is
 * Secure and carries the `__Host-` prefix, which browsers only accept from a secure origin with
 * no Domain attribute, so a sibling subdomain cannot plant or shadow it.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_ABSOLUTE_MS } from "./sessions.repo.js";

/** The session cookie's name over plain HTTP (the harness writes it for its own sessions). */
export const SESSION_COOKIE = "cairn_session";
/**
 * A hint for the web apps, readable by scripts and worth nothing to an attacker: "a session was
 * started in this browser". Without it the apps do not ask `/api/auth/me` at all, so a signed-out
 * visit makes no request that is bound to fail. The session itself stays in the httpOnly cookie.
 */
export const SIGNED_IN_HINT = "cairn_signed_in";
const SECURE_NAME = "__Host-cairn_session";

function isSecure(req: FastifyRequest): boolean {
  return req.protocol === "https";
}

/**
 * The hint is for the web apps' scripts, which may live on sibling subdomains (COOKIE_DOMAIN);
 * the session cookie never gets a Domain, so only the API's host ever receives it.
 */
function hintDomain(req: FastifyRequest): { domain?: string } {
  const domain = req.server.config.cookieDomain;
  return domain ? { domain } : {};
}

export function readSessionToken(req: FastifyRequest): string | undefined {
  const token = req.cookies[SECURE_NAME] ?? req.cookies[SESSION_COOKIE];
  // A token is 43 base64url characters; anything else cannot be one of ours.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = isSecure(req);
  reply.setCookie(secure ? SECURE_NAME : SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  reply.setCookie(SIGNED_IN_HINT, "1", {
    httpOnly: false,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
    ...hintDomain(req),
  });
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply): void {
  const secure = isSecure(req);
  reply.clearCookie(SIGNED_IN_HINT, { sameSite: "lax", path: "/", secure, ...hintDomain(req) });
  reply.clearCookie(secure ? SECURE_NAME : SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
  });
}
