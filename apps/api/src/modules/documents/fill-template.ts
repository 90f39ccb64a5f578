/**
 * A template's body filled in for one project (docs/templates.md, "Fields"): its fields from the
 * project, its client, its consultant and its plan; the unknown ones as placeholders. Shared by
 * a document made from a template and a rule that adds a template's checklist.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { fieldValues, renderBody } from "../templates/render.js";
import { type RenderSource, renderSource } from "./documents.repo.js";
import { planFields } from "./plan-fields.js";

/**
 * The body as Markdown for the project, and the project it was filled in for; undefined when
 * the project does not exist.
 */
export async function fillTemplate(
  db: Kysely<Database>,
  projectId: number,
  body: string,
): Promise<{ markdown: string; project: RenderSource["project"] } | undefined> {
  const source = await renderSource(db, projectId);
  if (!source) return undefined;
  const values = fieldValues({ ...source, plan: planFields(source.planAnswers) });
  return { markdown: renderBody(body, values).markdown, project: source.project };
}
