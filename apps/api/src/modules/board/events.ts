import { setTimeout as sleep } from "node:timers/promises";
import { boardEvent } from "@cairn/schema/board";
import { projectIdParam } from "@cairn/schema/projects";
import { access, readProject } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { STREAM_RECHECK_MS, streamMayContinue } from "./stream-access.js";

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
    const ended = new AbortController();
    const onAbort = () => ended.abort();
    signal?.addEventListener("abort", onAbort);
    const watching = (async () => {
      while (!ended.signal.aborted) {
        await sleep(STREAM_RECHECK_MS, undefined, { signal: ended.signal }).catch(() => undefined);
        if (ended.signal.aborted) return;
        const allowed = await streamMayContinue(
          ctx.db,
          ctx.req,
          ctx.user,
          input.projectId,
          ctx.now(),
        ).catch(() => true); // the database away: keep the stream; the next check decides
        if (!allowed) ended.abort();
      }
    })();
    try {
      for await (const event of ctx.req.server.boardEvents.subscribe(
        input.projectId,
        ended.signal,
      )) {
        yield boardEvent.parse(event);
      }
    } finally {
      ended.abort();
      signal?.removeEventListener("abort", onAbort);
      await watching;
    }
  });
