import { loginInput, loginResult } from "@cairn/schema/users";
import { writeSystemLog } from "../../lib/system-log.js";
import { appError } from "../../trpc/errors.js";
import { publicProcedure } from "../../trpc/procedures.js";
import { findUserForLogin, setPasswordHash } from "../users/users.repo.js";
import { loginRetryAfter, recordFailedLogin } from "./login-throttle.js";
import { dummyHash, hashPassword, needsRehash, verifyPassword } from "./password.js";
import { readSessionToken, setSessionCookie } from "./session-cookie.js";
import { createSession, deleteSessionByToken, hashToken } from "./sessions.repo.js";

export const login = publicProcedure
  .input(loginInput)
  .output(loginResult)
  .mutation(async ({ ctx, input }) => {
    const { db, req, reply } = ctx;
    const now = ctx.now();
    const retryAfter = await loginRetryAfter(db, input.username, req.ip, now);
    if (retryAfter > 0) {
      reply.header("retry-after", String(retryAfter));
      throw appError(
        "TOO_MANY_REQUESTS",
        `Too many failed login attempts. Please wait ${retryAfter} seconds and try again.`,
      );
    }

    const found = await findUserForLogin(db, input.username);
    // Verify against a dummy hash for an unknown user: same work, same time, same answer.
    const valid = await verifyPassword(input.password, found?.passwordHash ?? (await dummyHash()));
    if (!found || !valid) {
      await recordFailedLogin(db, input.username, req.ip, now);
      await writeSystemLog(db, {
        level: "warn",
        module: "auth",
        message: "Failed login",
        metadata: { username: input.username.slice(0, 100), ip: req.ip },
      });
      throw appError("UNAUTHORIZED", "Invalid credentials");
    }

    const { passwordHash, ...user } = found;
    // Only after the password was right, so this tells nothing to someone guessing.
    if (user.disabledAt !== null) {
      throw appError(
        "FORBIDDEN",
        "This account is disabled. Ask an administrator of your organisation to enable it.",
      );
    }
    if (needsRehash(passwordHash)) {
      await setPasswordHash(db, user.id, await hashPassword(input.password));
    }
    // A new token at every login; the session this browser held before (if any) ends.
    const previous = readSessionToken(req);
    if (previous) {
      await deleteSessionByToken(db, previous);
      req.server.sessionCache.forgetToken(hashToken(previous));
    }
    const { token } = await createSession(
      db,
      user.id,
      { ip: req.ip, userAgent: req.headers["user-agent"] ?? null },
      now,
    );
    setSessionCookie(req, reply, token);
    await writeSystemLog(db, {
      level: "info",
      module: "auth",
      message: `${user.username} signed in`,
      metadata: { userId: user.id },
    });
    return { user };
  });
