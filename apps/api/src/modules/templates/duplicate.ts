import { duplicateTemplateInput, templateDetail } from "@cairn/schema/templates";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { organisationTemplateId } from "./organisation-templates.js";
import { presentTemplate } from "./present.js";
import { getTemplate, insertTemplate } from "./templates.repo.js";

/** A copy of any template as the organisation's own, which it may then change. */
export const duplicate = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/templates/{templateId}/duplicate",
      summary: "Copy a template into one the organisation may change",
      status: 201,
    },
    access: access.admin(),
  })
  .input(duplicateTemplateInput)
  .output(templateDetail)
  .mutation(async ({ ctx, input }) => {
    const source = await getTemplate(ctx.db, input.templateId);
    if (!source) throw appError("NOT_FOUND", `Template ${input.templateId} was not found.`);
    if (source.body === null) {
      throw appError("CONFLICT", `"${source.name}" has no body yet, so there is nothing to copy.`);
    }
    const name = input.name ?? `${source.name} (copy)`.slice(0, 120);
    const now = ctx.now();
    const row = await insertTemplate(ctx.db, {
      id: organisationTemplateId(name),
      source: "organisation",
      name,
      category: source.category,
      purpose: source.purpose,
      body: source.body,
      methods: source.methods,
      teamSizes: source.teamSizes,
      effortMinutes: source.effortMinutes,
      tags: source.tags,
      position: null,
      duplicatedFrom: source.id,
      createdBy: ctx.user.id,
      createdAt: now,
      updatedAt: now,
    });
    return presentTemplate(row);
  });
