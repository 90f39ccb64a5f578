import { templateDetail, templateIdParam } from "@cairn/schema/templates";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { assertOrganisationTemplate } from "./organisation-templates.js";
import { presentTemplate } from "./present.js";
import { getTemplate, retireTemplate } from "./templates.repo.js";

/**
 * Takes an organisation's template out of the library. It is not deleted: the documents made
 * from it still name it, and it can still be read by its id.
 */
export const retire = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/templates/{templateId}/retire",
      summary: "Retire an organisation's template (it leaves the library; documents keep it)",
    },
    access: access.admin(),
  })
  .input(templateIdParam)
  .output(templateDetail)
  .mutation(async ({ ctx, input }) => {
    const current = await getTemplate(ctx.db, input.templateId);
    if (!current) throw appError("NOT_FOUND", `Template ${input.templateId} was not found.`);
    assertOrganisationTemplate(current);
    const retired = await retireTemplate(ctx.db, input.templateId, ctx.now());
    if (!retired) throw appError("NOT_FOUND", `Template ${input.templateId} was not found.`);
    return presentTemplate(retired);
  });
