import { createTemplateInput, templateDetail } from "@cairn/schema/templates";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { organisationTemplateId, withKnownFields } from "./organisation-templates.js";
import { presentTemplate } from "./present.js";
import { insertTemplate } from "./templates.repo.js";

/** An organisation's own template, beside the built-in ones (administrators). */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/templates",
      summary: "Add an organisation's own template to the library",
      status: 201,
    },
    access: access.admin(),
  })
  .input(withKnownFields(createTemplateInput))
  .output(templateDetail)
  .mutation(async ({ ctx, input }) => {
    const now = ctx.now();
    const row = await insertTemplate(ctx.db, {
      id: organisationTemplateId(input.name),
      source: "organisation",
      name: input.name,
      category: input.category,
      purpose: input.purpose,
      body: input.body,
      methods: input.methods,
      teamSizes: input.teamSizes,
      effortMinutes: input.effortMinutes ?? null,
      tags: input.tags,
      position: null,
      duplicatedFrom: null,
      createdBy: ctx.user.id,
      createdAt: now,
      updatedAt: now,
    });
    return presentTemplate(row);
  });
