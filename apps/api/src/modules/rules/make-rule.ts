/** Writes a new rule under the project's lock, within the project's cap. */
import { MAX_RULES_PER_PROJECT } from "@cairn/schema/rules";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { lockProject } from "../projects/projects.repo.js";
import { countRules, insertRule, type RuleValues } from "./rules.repo.js";

export async function makeRule(
  trx: Kysely<Database>,
  projectId: number,
  values: RuleValues & { preset: string | null; processId: string | null },
  by: { createdBy: number; now: Date },
): Promise<number | undefined> {
  // Locked, so two requests at once cannot both take the last place under the cap.
  if (!(await lockProject(trx, projectId))) {
    throw appError("NOT_FOUND", `Project ${projectId} was not found.`);
  }
  if ((await countRules(trx, projectId)) >= MAX_RULES_PER_PROJECT) {
    throw appError(
      "CONFLICT",
      `A project has at most ${MAX_RULES_PER_PROJECT} rules. Delete one it no longer needs first.`,
    );
  }
  return insertRule(trx, { ...values, projectId, ...by });
}
