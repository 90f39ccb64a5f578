import { documentVersion, listVersionsInput } from "@cairn/schema/documents";
import { z } from "zod";
import { access, writeDocument } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { listVersions as versionsOf } from "./documents.repo.js";
import { findDocument } from "./find-document.js";

/** Every saved version of a document, the newest first: who saved it, when, and its text. */
export const listVersions = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/documents/{documentId}/versions",
      summary: "A document's saved versions, newest first",
    },
    access: access.staff({ record: writeDocument }),
  })
  .input(listVersionsInput)
  .output(z.array(documentVersion))
  .query(async ({ ctx, input }) => {
    await findDocument(ctx.db, input.projectId, input.documentId);
    return versionsOf(ctx.db, input.documentId, { limit: input.limit, offset: input.offset });
  });
