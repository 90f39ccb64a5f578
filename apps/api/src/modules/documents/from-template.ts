/**
 * A project document made from a library template (docs/documents.md): the template filled in
 * for the project, saved as version 1. Made by a person (`POST …/documents`) or by a routine's
 * occurrence (its agenda, docs/routines.md), each in its own transaction. A Trial project holds
 * documents from at most its plan's number of templates: a template it already uses is free.
 */
import { templatesLimitWhat } from "@cairn/schema/documents";
import { PLAN_LIMITS } from "@cairn/schema/plan-limits";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { requireRoom } from "../plan-limits/limits.js";
import { lockProject } from "../projects/projects.repo.js";
import type { TemplateRow } from "../templates/templates.repo.js";
import { insertDocument, usedTemplateIds } from "./documents.repo.js";
import { fillTemplate } from "./fill-template.js";

/**
 * The template as it may be used in a project, or the refusal (409) saying why not: retired, or
 * without a body yet.
 */
export function usableBody(template: TemplateRow): string {
  if (template.retiredAt !== null) {
    throw appError("CONFLICT", `"${template.name}" has been retired from the library.`);
  }
  if (template.body === null) {
    throw appError(
      "CONFLICT",
      `"${template.name}" has no body yet, so it cannot be used in a project.`,
    );
  }
  return template.body;
}

/** Makes the document in the caller's transaction; answers its id (404, 403 and 409 refusals). */
export async function makeDocumentFromTemplate(
  trx: Kysely<Database>,
  input: { projectId: number; template: TemplateRow; title: string; authorId: number; now: Date },
): Promise<number> {
  const { projectId, template } = input;
  const body = usableBody(template);
  // One at a time per project, so two documents at once cannot both take the last place.
  if (!(await lockProject(trx, projectId))) {
    throw appError("NOT_FOUND", `Project ${projectId} was not found.`);
  }
  const filled = await fillTemplate(trx, projectId, body);
  if (!filled) throw appError("NOT_FOUND", `Project ${projectId} was not found.`);
  const plan = filled.project.planType;
  const used = await usedTemplateIds(trx, projectId);
  if (!used.includes(template.id)) {
    requireRoom(
      plan,
      "templatesPerProject",
      used.length,
      templatesLimitWhat(PLAN_LIMITS[plan].templatesPerProject),
    );
  }
  return insertDocument(trx, {
    projectId,
    templateId: template.id,
    title: input.title,
    body: filled.markdown,
    authorId: input.authorId,
    now: input.now,
  });
}
