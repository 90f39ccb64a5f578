import { taskFollow } from "@cairn/schema/comments";
import { taskIdParam } from "@cairn/schema/tasks";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { chooseFollowing } from "./conversation.js";

/**
 * Stops following a task. The choice is kept: commenting again or being assigned does not make
 * the caller follow it again (a mention still reaches them).
 */
export const unfollow = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/tasks/{taskId}/follow",
      summary: "Stop following a task (kept until you follow it again)",
    },
    access: access.signedIn({ record: readTask }),
    scope: "comments:write",
  })
  .input(taskIdParam)
  .output(taskFollow)
  .mutation(({ ctx, input }) =>
    chooseFollowing(ctx.db, { taskId: input.taskId, userId: ctx.user.id }, false, ctx.now()),
  );
