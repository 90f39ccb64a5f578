/**
 * Starts a session for a user whose identity was just proven (a right password at login, an
 * invitation's link with a new password): a new token, the session and device cookies, and the
 * "signed in" log line. One place, so every way in sets the same cookies.
 */
import type { User } from "@cairn/schema/users";
import type { Context } from "../../core/context.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { setDeviceCookie } from "./device-cookie.js";
import { readSessionToken, setSessionCookie } from "./session-cookie.js";
import { createSession, deleteSessionByToken, hashToken } from "./sessions.repo.js";

export async function startSession(
  ctx: Pick<Context, "db" | "req" | "reply" | "now">,
  user: User,
  how = "signed in",
): Promise<void> {
  const { db, req, reply } = ctx;
  const now = ctx.now();
  // A new token at every sign-in; the session this browser held before (if any) ends.
  const previous = readSessionToken(req);
  if (previous) {
    await deleteSessionByToken(db, previous);
    req.server.sessionCache.forget(hashToken(previous));
  }
  const { token } = await createSession(
    db,
    user.id,
    { ip: req.ip, userAgent: req.headers["user-agent"] ?? null },
    now,
  );
  setSessionCookie(req, reply, token);
  setDeviceCookie(req, reply, user.username, now);
  await writeSystemLog(db, {
    level: "info",
    module: "auth",
    message: `${user.username} ${how}`,
    metadata: { userId: user.id },
  });
}
