import { loginInput, loginResult } from "@cairn/schema/users";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { QueueFullError } from "../../lib/bounded-queue.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { findUserForLogin, setPasswordHash } from "./credentials.repo.js";
import { trustedDeviceFor } from "./device-cookie.js";
import { reserveLoginAttempt, usernameFingerprint } from "./login-throttle.js";
import { dummyHash, hashPassword, isUsableHash, needsRehash, verifyPassword } from "./password.js";
import { startSession } from "./start-session.js";

export const login = publicProcedure
  .meta({
    rest: { method: "POST", path: "/auth/login", summary: "Sign in; sets the session cookie" },
    access: access.anyone(),
    sessionOnly: true,
  })
  .input(loginInput)
  .output(loginResult)
  .mutation(async ({ ctx, input }) => {
    const { db, req, reply } = ctx;
    const now = ctx.now();
    // Counted before the password is checked: a burst cannot all pass as "under the limit".
    const reservation = await reserveLoginAttempt(
      db,
      {
        username: input.username,
        ip: req.ip,
        trustedDevice: trustedDeviceFor(req, input.username, now),
      },
      now,
    );
    if (reservation.limited) {
      reply.header("retry-after", String(reservation.retryAfterSeconds));
      throw appError(
        "TOO_MANY_REQUESTS",
        `Too many failed login attempts. Please wait ${reservation.retryAfterSeconds} seconds and try again.`,
      );
    }

    const found = await findUserForLogin(db, input.username);
    let valid: boolean;
    try {
      // Verify against a dummy hash for an unknown user, and for an invited one who has not
      // chosen a password yet: same work, same time, same answer.
      const usable = found !== undefined && isUsableHash(found.passwordHash);
      const stored = usable ? found.passwordHash : await dummyHash();
      valid =
        (await req.server.passwordQueue.run(() => verifyPassword(input.password, stored))) &&
        usable;
    } catch (error) {
      // Not checked, so not a failure: the attempt gives its slots back.
      await reservation.release();
      if (!(error instanceof QueueFullError)) throw error;
      reply.header("retry-after", "2");
      throw appError(
        "TOO_MANY_REQUESTS",
        "Too many people are signing in right now. Please try again in a few seconds.",
      );
    }
    if (!found || !valid) {
      await writeSystemLog(db, {
        level: "warn",
        module: "auth",
        message: "Failed login",
        // A fingerprint, never the typed text: people type passwords into the username box.
        metadata: { usernameFingerprint: usernameFingerprint(input.username), ip: req.ip },
      });
      throw appError("UNAUTHORIZED", "Invalid credentials");
    }
    await reservation.release();

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
    await startSession(ctx, user);
    return { user };
  });
