import { templateDetail, updateTemplateInput } from "@cairn/schema/templates";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError, StaleVersionError } from "../../lib/app-error.js";
import { assertOrganisationTemplate, withKnownFields } from "./organisation-templates.js";
import { presentTemplate } from "./present.js";
import { getTemplate, updateTemplateAt } from "./templates.repo.js";

/**
 * Edits an organisation's template. The edit names the version it was based on; when someone
 * saved meanwhile it is refused with 409 and the newer version.
 */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/templates/{templateId}",
      summary: "Edit an organisation's template (409 with the newer version when stale)",
    },
    access: access.admin(),
  })
  .input(withKnownFields(updateTemplateInput))
  .output(templateDetail)
  .mutation(async ({ ctx, input }) => {
    const { templateId, baseVersion, ...changes } = input;
    const current = await getTemplate(ctx.db, templateId);
    if (!current) throw appError("NOT_FOUND", `Template ${templateId} was not found.`);
    assertOrganisationTemplate(current);
    const updated = await updateTemplateAt(ctx.db, templateId, baseVersion, changes, ctx.now());
    if (updated) return presentTemplate(updated);
    const newer = (await getTemplate(ctx.db, templateId)) ?? current;
    throw new StaleVersionError(
      `Someone saved a newer version of this template (version ${newer.version}); yours was based on version ${baseVersion}.`,
      presentTemplate(newer),
    );
  });
