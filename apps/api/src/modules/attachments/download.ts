import { ATTACHMENT_CONTENT_TYPES, attachmentIdParam } from "@cairn/schema/attachments";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { StreamedFile, streamedFile } from "../../rest/streamed-file.js";
import { findAttachment } from "./attachments.repo.js";
import { openStoredFile } from "./open-stored-file.js";
import { servedType } from "./present.js";

/**
 * `GET /api/tasks/{taskId}/attachments/{attachmentId}`: the file, streamed from the store as a
 * download (never inline; SECURITY.md, "Files"). Whoever reads the task may download it.
 */
export const download = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/tasks/{taskId}/attachments/{attachmentId}",
      summary: "Download a file of a task",
      download: {
        contentTypes: [...ATTACHMENT_CONTENT_TYPES, "application/octet-stream"],
        fromStorage: true,
      },
    },
    access: access.signedIn({ record: readTask }),
  })
  .input(attachmentIdParam)
  .output(streamedFile)
  .query(async ({ ctx, input }) => {
    const row = await findAttachment(ctx.db, input.taskId, input.attachmentId);
    if (!row) {
      throw appError("NOT_FOUND", `Task ${input.taskId} has no attachment ${input.attachmentId}.`);
    }
    return new StreamedFile(
      { filename: row.fileName, contentType: servedType(row.contentType), size: row.sizeBytes },
      () => openStoredFile(ctx.req.server.files, row, ctx.req.log),
    );
  });
