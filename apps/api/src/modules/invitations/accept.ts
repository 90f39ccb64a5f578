import { acceptInvitationInput } from "@cairn/schema/invitations";
import { loginResult } from "@cairn/schema/users";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { appError, GoneError } from "../../lib/app-error.js";
import { QueueFullError } from "../../lib/bounded-queue.js";
import { type Limit, releaseSlots, takeSlot } from "../../lib/rate-limit.js";
import { withTransaction } from "../../lib/transaction.js";
import { setPasswordHash } from "../auth/credentials.repo.js";
import { hashPassword } from "../auth/password.js";
import { startSession } from "../auth/start-session.js";
import { consumeInvitation, expireOpenInvitations } from "./invitations.repo.js";
import { USED_INVITATION, usableInvitation } from "./read-invitation.js";

/**
 * Failed accepts from one address, as failed logins are counted (auth/login-throttle.ts): a slot
 * is taken before anything is checked and given back when the accept succeeds.
 */
export const FAILED_ACCEPTS_PER_IP: Limit = { max: 30, windowMs: 60_000 };

/**
 * The invited person chooses their password: it is set and the invitation used in one
 * transaction, then a session starts as at login, and the answer is the user as /auth/me says.
 */
export const accept = publicProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/invitations/{token}/accept",
      summary: "Accept an invitation: set the password and sign in",
      gone: "The invitation expired or was already used",
    },
    access: access.anyone(),
    sessionOnly: true,
  })
  .input(acceptInvitationInput)
  .output(loginResult)
  .mutation(async ({ ctx, input }) => {
    const { req, reply } = ctx;
    const slot = await takeSlot(
      ctx.db,
      `invitation:ip:${req.ip}`,
      FAILED_ACCEPTS_PER_IP,
      ctx.now(),
    );
    if (slot.limited) {
      reply.header("retry-after", String(slot.retryAfterSeconds));
      throw appError(
        "TOO_MANY_REQUESTS",
        `Too many attempts. Please wait ${slot.retryAfterSeconds} seconds and try again.`,
      );
    }
    const found = await usableInvitation(ctx.db, input.token, ctx.now());
    if (found.disabledAt !== null) {
      throw appError(
        "FORBIDDEN",
        "This account is disabled. Ask an administrator of your organisation to enable it.",
      );
    }
    let passwordHash: string;
    try {
      passwordHash = await req.server.passwordQueue.run(() => hashPassword(input.password));
    } catch (error) {
      await releaseSlots(ctx.db, [slot.hitId]);
      if (!(error instanceof QueueFullError)) throw error;
      reply.header("retry-after", "2");
      throw appError(
        "TOO_MANY_REQUESTS",
        "Too many people are signing in right now. Please try again in a few seconds.",
      );
    }
    const now = ctx.now();
    const user = await withTransaction(ctx.db, async (trx) => {
      // Two accepts of one link at once: the conditional UPDATE lets exactly one through.
      if (!(await consumeInvitation(trx, found.id, now))) throw new GoneError(USED_INVITATION);
      const account = await setPasswordHash(trx, found.userId, passwordHash);
      // Any other link of theirs is spent too: the account now has its password.
      await expireOpenInvitations(trx, found.userId, now);
      return account;
    });
    if (!user) throw appError("NOT_FOUND", "This account no longer exists.");
    await releaseSlots(ctx.db, [slot.hitId]);
    await startSession(ctx, user, "accepted an invitation and signed in");
    return { user };
  });
