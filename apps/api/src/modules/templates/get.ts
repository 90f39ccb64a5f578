import { templateDetail, templateIdParam } from "@cairn/schema/templates";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { presentTemplate } from "./present.js";
import { getTemplate } from "./templates.repo.js";

/** One template of the library with its body (retired ones too: documents still name them). */
export const get = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/templates/{templateId}",
      summary: "One template, with its body",
    },
    access: access.staff(),
  })
  .input(templateIdParam)
  .output(templateDetail)
  .query(async ({ ctx, input }) => {
    const row = await getTemplate(ctx.db, input.templateId);
    if (!row) throw appError("NOT_FOUND", `Template ${input.templateId} was not found.`);
    return presentTemplate(row);
  });
