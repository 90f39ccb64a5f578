/**
 * The device cookie of OWASP's lockout guidance: after a successful login, the browser gets an
 * httpOnly cookie that names the account it signed in to, sealed with the server's key
 * (authenticated encryption: it cannot be read, forged or moved to another account). Failed
 * logins from that browser to that account are then counted on the device's own allowance, so
 * an attacker's failures elsewhere never lock its owner out.
 */
import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

const NAME = "cairn_device";
const CONTEXT = "device-cookie";
const LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

interface DeviceClaim {
  /** Lower-cased username this browser signed in to. */
  u: string;
  /** Random id of this device (the key of its own limit). */
  d: string;
  /** Issued at, ms since the epoch. */
  t: number;
}

/** The device id when the request carries a valid device cookie for `username`. */
export function trustedDeviceFor(
  req: FastifyRequest,
  username: string,
  now: Date,
): string | undefined {
  const sealed = req.cookies[NAME];
  if (!sealed || sealed.length > 512) return undefined;
  try {
    const claim = JSON.parse(req.server.secretBox.open(sealed, CONTEXT)) as DeviceClaim;
    const fresh = now.getTime() - claim.t < LIFETIME_MS;
    return fresh && claim.u === username.toLowerCase() ? claim.d : undefined;
  } catch {
    return undefined;
  }
}

export function setDeviceCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  username: string,
  now: Date,
): void {
  const claim: DeviceClaim = {
    u: username.toLowerCase(),
    d: randomBytes(16).toString("base64url"),
    t: now.getTime(),
  };
  reply.setCookie(NAME, req.server.secretBox.seal(JSON.stringify(claim), CONTEXT), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: req.protocol === "https",
    maxAge: LIFETIME_MS / 1000,
  });
}
