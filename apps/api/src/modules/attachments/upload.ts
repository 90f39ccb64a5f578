import {
  ATTACHMENT_MAX_PER_TASK,
  ATTACHMENT_TYPES_IN_WORDS,
  attachment,
  uploadAttachmentInput,
} from "@cairn/schema/attachments";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { attachFile } from "./attach.js";

/**
 * `POST /api/tasks/{taskId}/attachments?name=…`: the request body is the file itself, streamed
 * to the file store (decision 6). Its writers and its project's client may attach.
 */
export const upload = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/tasks/{taskId}/attachments",
      summary: "Attach a file to a task (the body is the file; its name is in `name`)",
      status: 201,
      upload: {
        description:
          "The file's bytes, with their length in Content-Length. Any Content-Type is " +
          "accepted and none is trusted: the type is read from the bytes and the extension. " +
          `You can attach ${ATTACHMENT_TYPES_IN_WORDS}; at most ${ATTACHMENT_MAX_PER_TASK} per task.`,
        tooLarge: "The file is larger than ATTACHMENT_MAX_BYTES (25 MiB unless configured)",
        unsupportedType:
          "The file's type is not allowed, or its bytes are not what its extension says",
      },
    },
    access: access.signedIn({ record: readTask }),
    scope: "tasks:write",
  })
  .input(uploadAttachmentInput)
  .output(attachment)
  .mutation(({ ctx, input }) =>
    attachFile(
      {
        db: ctx.db,
        files: ctx.req.server.files,
        user: ctx.user,
        now: ctx.now(),
        maxBytes: ctx.config.files.maxBytes,
        log: ctx.req.log,
      },
      ctx.upload,
      input,
    ),
  );
