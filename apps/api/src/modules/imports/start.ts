import { job } from "@cairn/schema/jobs";
import { importPreview, importStartInput } from "@cairn/schema/tool-stack";
import { z } from "zod";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { startImport } from "./start-import.js";

/**
 * `POST /api/projects/{projectId}/imports?source=…&name=…`: the body is the exported file,
 * streamed (decision 6). A dry run reads it and answers the preview (200); otherwise the file is
 * stored and an import job started, answered as the job (202). The project's writers on staff.
 */
export const start = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/imports",
      summary:
        "Import a Trello, Jira or Asana export, or any CSV, into the project's board (the body is the file)",
      acceptedWhen: (body) => typeof body === "object" && body !== null && "state" in body,
      upload: {
        description:
          "The exported file's bytes, with their length in Content-Length: UTF-8 text (a " +
          "byte-order mark is fine); JSON for trello-json. Any Content-Type is accepted.",
        tooLarge: "The file is larger than IMPORT_MAX_BYTES (20 MiB unless configured)",
        unsupportedType: "The file is not UTF-8 text, or not JSON for a Trello export",
      },
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(importStartInput)
  .output(z.union([importPreview, job]))
  .mutation(({ ctx, input }) =>
    startImport(
      {
        db: ctx.db,
        files: ctx.req.server.files,
        userId: ctx.user.id,
        userRole: ctx.user.role,
        now: ctx.now(),
        maxBytes: ctx.config.files.importMaxBytes,
      },
      ctx.upload,
      input,
    ),
  );
