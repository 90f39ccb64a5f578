import { createCommentInput, taskComment } from "@cairn/schema/comments";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { postComment } from "./conversation.js";

/**
 * Comments on a task: anyone who may read it, clients on their projects' tasks too. Mentions
 * (`@[Name](user:12)`) must name people of the task's project who may open it (else 400); they
 * are told, and the task's followers hear of the comment (docs/tasks.md).
 */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/tasks/{taskId}/comments",
      summary: "Comment on a task (Markdown; mentions of the project's people notify them)",
      status: 201,
    },
    access: access.signedIn({ record: readTask }),
    scope: "comments:write",
  })
  .input(createCommentInput)
  .output(taskComment)
  .mutation(({ ctx, input }) => postComment(ctx.db, ctx.user, input.taskId, input.body, ctx.now()));
