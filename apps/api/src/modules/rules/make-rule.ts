/** Writes a new rule under the project's lock, within the project's cap. */
import { MAX_RULES_PER_PROJECT, type RuleAction } from "@cairn/schema/rules";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { lockProject } from "../projects/projects.repo.js";
import { countRules, flagLabelOf, insertRule, type RuleValues } from "./rules.repo.js";

/**
 * Makes the project's "Flagged" label when a rule that flags is saved, rather than at its first
 * run: boards already open then know the label before a card wears it.
 */
export async function readyTheFlag(
  trx: Kysely<Database>,
  projectId: number,
  actions: readonly Pick<RuleAction, "type">[] | undefined,
  now: Date,
): Promise<void> {
  if (actions?.some((action) => action.type === "flag")) await flagLabelOf(trx, projectId, now);
}

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
  await readyTheFlag(trx, projectId, values.actions as RuleAction[], by.now);
  return insertRule(trx, { ...values, projectId, ...by });
}
