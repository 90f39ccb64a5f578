import { createDocumentInput, projectDocument, templatesLimitWhat } from "@cairn/schema/documents";
import { PLAN_LIMITS } from "@cairn/schema/plan-limits";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { requireRoom } from "../plan-limits/limits.js";
import { lockProject } from "../projects/projects.repo.js";
import { fieldValues, renderBody } from "../templates/render.js";
import { getTemplate } from "../templates/templates.repo.js";
import { insertDocument, renderSource, usedTemplateIds } from "./documents.repo.js";
import { findDocument } from "./find-document.js";
import { planFields } from "./plan-fields.js";

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
    if (template.retiredAt !== null) {
      throw appError("CONFLICT", `"${template.name}" has been retired from the library.`);
    }
    const body = template.body;
    if (body === null) {
      throw appError(
        "CONFLICT",
        `"${template.name}" has no body yet, so it cannot be used in a project.`,
      );
    }
    return withTransaction(ctx.db, async (trx) => {
      // One at a time per project, so two documents at once cannot both take the last place.
      if (!(await lockProject(trx, input.projectId))) {
        throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
      }
      const source = await renderSource(trx, input.projectId);
      if (!source) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
      const plan = source.project.planType;
      const used = await usedTemplateIds(trx, input.projectId);
      if (!used.includes(template.id)) {
        requireRoom(
          plan,
          "templatesPerProject",
          used.length,
          templatesLimitWhat(PLAN_LIMITS[plan].templatesPerProject),
        );
      }
      const rendered = renderBody(
        body,
        fieldValues({ ...source, plan: planFields(source.planAnswers) }),
      );
      const id = await insertDocument(trx, {
        projectId: input.projectId,
        templateId: template.id,
        title: input.title ?? template.name,
        body: rendered.markdown,
        authorId: ctx.user.id,
        now: ctx.now(),
      });
      return findDocument(trx, input.projectId, id);
    });
  });
