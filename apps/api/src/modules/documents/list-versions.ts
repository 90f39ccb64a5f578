import { documentVersion, listVersionsInput } from "@cairn/schema/documents";
import { z } from "zod";
import { access, writeDocument } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { pagedList } from "../../lib/paged-list.js";
import { countVersions, listVersions as versionsOf } from "./documents.repo.js";
import { findDocument } from "./find-document.js";

/** Every saved version of a document, the newest first: who saved it, when, and its text. */
export const listVersions = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/documents/{documentId}/versions",
      summary: "A document's saved versions, newest first; paged (X-Total-Count, Link)",
    },
    access: access.staff({ record: writeDocument }),
  })
  .input(listVersionsInput)
  .output(z.array(documentVersion))
  .query(async ({ ctx, input }) => {
    await findDocument(ctx.db, input.projectId, input.documentId);
    return pagedList(
      ctx,
      input,
      versionsOf(ctx.db, input.documentId, { limit: input.limit, offset: input.offset }),
      () => countVersions(ctx.db, input.documentId),
    );
  });
