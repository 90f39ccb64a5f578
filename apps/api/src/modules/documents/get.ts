import { documentIdParam, projectDocument } from "@cairn/schema/documents";
import { access, readDocument } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { findDocument } from "./find-document.js";

/** One document with its Markdown (its client reads it once it is shared). */
export const get = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/documents/{documentId}",
      summary: "One project document, with its Markdown",
    },
    access: access.signedIn({ record: readDocument }),
  })
  .input(documentIdParam)
  .output(projectDocument)
  .query(({ ctx, input }) => findDocument(ctx.db, input.projectId, input.documentId));
