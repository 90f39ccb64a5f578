import { exportDocumentInput, fileDownload } from "@cairn/schema/documents";
import { access, readDocument } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { documentFile, EXPORT_CONTENT_TYPES } from "./export.js";
import { findDocument } from "./find-document.js";

/**
 * A document as a file to download: its Markdown (`md`) or a Word document made from it
 * (`docx`). REST answers the file itself as an attachment; /trpc answers it in base64.
 */
export const exportFile = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/documents/{documentId}/export",
      summary: "Download a document as Markdown or Word (.docx)",
      download: { contentTypes: Object.values(EXPORT_CONTENT_TYPES) },
    },
    access: access.signedIn({ record: readDocument }),
  })
  .input(exportDocumentInput)
  .output(fileDownload)
  .query(async ({ ctx, input }) => {
    const document = await findDocument(ctx.db, input.projectId, input.documentId);
    return documentFile(document, input.format);
  });
