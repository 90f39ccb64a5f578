import { projectDocument, updateDocumentInput } from "@cairn/schema/documents";
import { access, writeDocument } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { StaleVersionError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { saveDocumentText, setDocumentShared } from "./documents.repo.js";
import { findDocument } from "./find-document.js";
import { tellClientOfSharing } from "./share-notice.js";

/**
 * Saves a document: a new title or body is a new version (who, when), accepted only when it was
 * based on the current version — else 409 with the newer one in `current`. `shared` shows it to
 * the project's client (who is told, in their inbox), or stops showing it.
 */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/projects/{projectId}/documents/{documentId}",
      summary:
        "Save a document as a new version, or share it (409 with the newer version when stale)",
    },
    access: access.staff({ record: writeDocument }),
    scope: "projects:write",
  })
  .input(updateDocumentInput)
  .output(projectDocument)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      const current = await findDocument(trx, input.projectId, input.documentId);
      const changesText = input.title !== undefined || input.body !== undefined;
      if (changesText && input.baseVersion !== undefined) {
        const title = input.title ?? current.title;
        const body = input.body ?? current.body;
        const unchanged =
          input.baseVersion === current.version && title === current.title && body === current.body;
        if (!unchanged) {
          const saved = await saveDocumentText(trx, current.id, input.baseVersion, {
            title,
            body,
            authorId: ctx.user.id,
            now: ctx.now(),
          });
          if (saved === undefined) {
            const newer = await findDocument(trx, input.projectId, input.documentId);
            throw new StaleVersionError(
              `Someone saved a newer version of this document (version ${newer.version}); your changes were based on version ${input.baseVersion}.`,
              newer,
            );
          }
        }
      }
      if (input.shared !== undefined && input.shared !== current.shared) {
        await setDocumentShared(trx, current.id, input.shared);
      }
      const saved = await findDocument(trx, input.projectId, input.documentId);
      if (input.shared === true && !current.shared) {
        await tellClientOfSharing(trx, saved, ctx.user, ctx.now());
      }
      return saved;
    }),
  );
