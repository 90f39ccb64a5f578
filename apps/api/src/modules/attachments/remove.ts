import { attachmentIdParam } from "@cairn/schema/attachments";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { detachFile } from "./detach.js";

/**
 * `DELETE /api/tasks/{taskId}/attachments/{attachmentId}`: whoever attached the file, or may
 * change the task, removes it; its stored file is deleted through the outbox.
 */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/tasks/{taskId}/attachments/{attachmentId}",
      summary: "Remove a file from a task",
    },
    access: access.signedIn({ record: readTask }),
    scope: "tasks:write",
  })
  .input(attachmentIdParam)
  .mutation(async ({ ctx, input }) => {
    await detachFile(ctx.db, ctx.user, input, ctx.now());
  });
