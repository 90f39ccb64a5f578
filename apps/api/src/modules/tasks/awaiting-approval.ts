import { task } from "@cairn/schema/tasks";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { reachablePlans } from "../../core/token-scopes.js";
import { AWAITING_APPROVAL_LIMIT, tasksAwaitingVerdict } from "./tasks.repo.js";

/**
 * `GET /api/tasks/awaiting-approval`: the tasks in Review that wait for the caller's verdict —
 * of the projects whose client they are (every project for an administrator), with no verdict
 * yet in this round — the longest waiting first. What a client's first screen announces
 * ("1 task waits for your approval"). A consultant gives no verdict: an empty list.
 */
export const awaitingApproval = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/tasks/awaiting-approval",
      summary: `Tasks in Review waiting for your verdict, the longest waiting first (at most ${AWAITING_APPROVAL_LIMIT})`,
    },
    access: access.signedIn(),
  })
  .output(z.array(task))
  .query(({ ctx }) =>
    ctx.user.role === "consultant"
      ? []
      : tasksAwaitingVerdict(ctx.db, ctx.user, reachablePlans(ctx.user, ctx.token !== undefined)),
  );
