import { recommendedTemplate } from "@cairn/schema/documents";
import { projectIdParam } from "@cairn/schema/projects";
import { wizardInput } from "@cairn/schema/wizard";
import { z } from "zod";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { librarySummary } from "../templates/present.js";
import { templatesByIds } from "../templates/templates.repo.js";
import { planFacts } from "../wizard/plan-facts.js";
import { documentsByTemplate, projectPlanAnswers } from "./documents.repo.js";

/**
 * The templates a project's plan recommends (the wizard's "open the … template in Cairn"), so
 * the consultant finds them on the project without searching; each says whether the project
 * already has a document made from it. A project made without a plan has none.
 */
export const recommended = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/recommended-templates",
      summary: "The templates the project's plan recommends, and the documents made from them",
    },
    access: access.staff({ record: writeProject }),
  })
  .input(projectIdParam)
  .output(z.array(recommendedTemplate))
  .query(async ({ ctx, input }) => {
    const plan = await projectPlanAnswers(ctx.db, input.projectId);
    if (!plan) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    const answers = wizardInput.safeParse(plan.answers);
    if (!answers.success) return [];
    const ids = planFacts(answers.data).templateIds;
    const [rows, documents] = await Promise.all([
      templatesByIds(ctx.db, ids),
      documentsByTemplate(ctx.db, input.projectId, ids),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ ...librarySummary(row), documentId: documents.get(id) ?? null }] : [];
    });
  });
