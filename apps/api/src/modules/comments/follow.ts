import { taskFollow } from "@cairn/schema/comments";
import { taskIdParam } from "@cairn/schema/tasks";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { chooseFollowing } from "./conversation.js";

/** Follows a task: its new comments reach the caller's inbox. */
export const follow = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/tasks/{taskId}/follow",
      summary: "Follow a task (hear of its comments)",
    },
    access: access.signedIn({ record: readTask }),
    scope: "comments:write",
  })
  .input(taskIdParam)
  .output(taskFollow)
  .mutation(({ ctx, input }) =>
    chooseFollowing(ctx.db, { taskId: input.taskId, userId: ctx.user.id }, true, ctx.now()),
  );
