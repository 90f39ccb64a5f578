import { createDocumentInput, projectDocument } from "@cairn/schema/documents";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { getTemplate } from "../templates/templates.repo.js";
import { findDocument } from "./find-document.js";
import { makeDocumentFromTemplate, usableBody } from "./from-template.js";

/**
 * A template filled in for the project (its fields from the project, its client and its
 * consultant; unknown ones as placeholders), saved as the document's version 1. A Trial project
 * holds documents from at most 3 templates.
 */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/documents",
      summary: "Make a project document from a template, filled in for the project",
      status: 201,
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(createDocumentInput)
  .output(projectDocument)
  .mutation(async ({ ctx, input }) => {
    const template = await getTemplate(ctx.db, input.templateId);
    if (!template) throw appError("NOT_FOUND", `Template ${input.templateId} was not found.`);
    usableBody(template);
    return withTransaction(ctx.db, async (trx) => {
      const id = await makeDocumentFromTemplate(trx, {
        projectId: input.projectId,
        template,
        title: input.title ?? template.name,
        authorId: ctx.user.id,
        now: ctx.now(),
      });
      return findDocument(trx, input.projectId, id);
    });
  });
