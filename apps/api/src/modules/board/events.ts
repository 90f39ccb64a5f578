import { boardEvent } from "@cairn/schema/board";
import { projectIdParam } from "@cairn/schema/projects";
import { authedProcedure } from "../../trpc/procedures.js";

/**
 * The live changes of a project's board, as server-sent events on /trpc (tRPC subscription).
 * Whoever may read the project may follow it.
 */
export const events = authedProcedure.input(projectIdParam).subscription(async function* ({
  ctx,
  input,
  signal,
}) {
  for await (const event of ctx.req.server.boardEvents.subscribe(input.projectId, signal)) {
    yield boardEvent.parse(event);
  }
});
