import { boardEvent } from "@cairn/schema/board";
import { projectIdParam } from "@cairn/schema/projects";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { streamMayContinue, watchStream } from "./stream-access.js";

/**
 * The live changes of a project's board, as server-sent events on /trpc (tRPC subscription).
 * Whoever may read the project may follow it — for as long as they may: the stream ends within
 * STREAM_RECHECK_MS of a logout, the session's expiry, the account being disabled or changing
 * role, or the project being taken from them.
 */
export const events = authedProcedure
  .meta({
    rest: false,
    summary: "Live changes of a project's board, as server-sent events (on /trpc only)",
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .subscription(async function* ({ ctx, input, signal }) {
    const watch = watchStream(signal, () =>
      streamMayContinue(ctx.db, ctx.req, ctx.user, input.projectId, ctx.now()),
    );
    try {
      for await (const event of ctx.req.server.boardEvents.subscribe(
        input.projectId,
        watch.ended,
      )) {
        yield boardEvent.parse(event);
      }
    } finally {
      await watch.stop();
    }
  });
