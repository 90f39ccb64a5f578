import { commentIdParam } from "@cairn/schema/comments";
import { access, removeComment as removableComment } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { removeComment } from "./conversation.js";

/** Deletes a comment: its author, or an administrator (moderation). */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/tasks/{taskId}/comments/{commentId}",
      summary: "Delete a comment (its author; an admin may delete any)",
    },
    access: access.signedIn({ record: removableComment }),
    scope: "comments:write",
  })
  .input(commentIdParam)
  .mutation(({ ctx, input }) => removeComment(ctx.db, ctx.user, input, ctx.now()));
