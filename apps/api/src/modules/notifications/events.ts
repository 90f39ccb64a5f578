import { userEvent } from "@cairn/schema/notifications";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { streamSessionUser, watchStream } from "../board/stream-access.js";
import { describeUserEvent } from "./user-event-hub.js";

/**
 * The caller's own inbox, live, as server-sent events on /trpc (tRPC subscription): each new
 * notification, and each change of what is read (from any of their tabs or devices). Only ever
 * the caller's: the stream follows the signed-in user, never an id from the input. It ends
 * within STREAM_RECHECK_MS of a logout, the session's expiry, the account being disabled or
 * changing role (docs/notifications.md, "Live").
 */
export const events = authedProcedure
  .meta({
    rest: false,
    summary:
      "Your notifications as they arrive and are read, as server-sent events (on /trpc only)",
    access: access.signedIn(),
  })
  .subscription(async function* ({ ctx, signal }) {
    const userId = ctx.user.id;
    const watch = watchStream(
      signal,
      async () => (await streamSessionUser(ctx.db, ctx.req, ctx.user, ctx.now())) !== null,
    );
    try {
      for await (const announced of ctx.req.server.userEvents.subscribe(userId, watch.ended)) {
        const event = await describeUserEvent(ctx.db, userId, announced);
        if (event) yield userEvent.parse(event);
      }
    } finally {
      await watch.stop();
    }
  });
