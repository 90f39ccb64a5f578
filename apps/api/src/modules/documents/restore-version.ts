import { projectDocument, restoreVersionInput } from "@cairn/schema/documents";
import { access, writeDocument } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { currentVersion, getVersion, saveDocumentText } from "./documents.repo.js";
import { findDocument } from "./find-document.js";

/**
 * Brings an earlier version back as a new version on top of the current one: nothing is lost,
 * and the new version says which one it restored.
 */
export const restoreVersion = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/documents/{documentId}/versions/{versionId}/restore",
      summary: "Restore an earlier version of a document (as a new version)",
    },
    access: access.staff({ record: writeDocument }),
    scope: "projects:write",
  })
  .input(restoreVersionInput)
  .output(projectDocument)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      await findDocument(trx, input.projectId, input.documentId);
      const version = await getVersion(trx, input.documentId, input.versionId);
      if (!version) throw appError("NOT_FOUND", `Version ${input.versionId} was not found.`);
      const base = await currentVersion(trx, input.documentId);
      if (base === undefined) {
        throw appError("NOT_FOUND", `Document ${input.documentId} was not found.`);
      }
      await saveDocumentText(trx, input.documentId, base, {
        title: version.title,
        body: version.body,
        authorId: ctx.user.id,
        now: ctx.now(),
        restoredFrom: version.version,
      });
      return findDocument(trx, input.projectId, input.documentId);
    }),
  );
