import { ATTACHMENT_MAX_PER_TASK, attachmentList } from "@cairn/schema/attachments";
import { taskIdParam } from "@cairn/schema/tasks";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { listAttachments } from "./attachments.repo.js";
import { presentAttachment } from "./present.js";

/** `GET /api/tasks/{taskId}/attachments`: the task's files, oldest first, and the limits. */
export const list = authedProcedure
  .meta({
    rest: { method: "GET", path: "/tasks/{taskId}/attachments", summary: "A task's files" },
    access: access.signedIn({ record: readTask }),
  })
  .input(taskIdParam)
  .output(attachmentList)
  .query(async ({ ctx, input }) => {
    const rows = await listAttachments(ctx.db, input.taskId);
    return {
      attachments: rows.map(presentAttachment),
      limits: { maxBytes: ctx.config.files.maxBytes, maxFiles: ATTACHMENT_MAX_PER_TASK },
    };
  });
