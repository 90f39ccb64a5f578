import { taskComment, updateCommentInput } from "@cairn/schema/comments";
import { access, editComment as ownComment } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { editComment } from "./conversation.js";

/** Changes a comment's text: its author only. It is marked edited; new mentions are told. */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/tasks/{taskId}/comments/{commentId}",
      summary: "Edit one's own comment (marked edited; only new mentions are notified)",
    },
    access: access.signedIn({ record: ownComment }),
    scope: "comments:write",
  })
  .input(updateCommentInput)
  .output(taskComment)
  .mutation(({ ctx, input }) => editComment(ctx.db, ctx.user, input, input.body, ctx.now()));
