/** A rule as it is once written, in the writing transaction (what create and update answer). */
import type { Rule } from "@cairn/schema/rules";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { namesOfRules } from "./names.js";
import { toRule } from "./present.js";
import { getRule } from "./rules.repo.js";

export async function savedRule(
  db: Kysely<Database>,
  projectId: number,
  ruleId: number | undefined,
): Promise<Rule> {
  const row = ruleId === undefined ? undefined : await getRule(db, projectId, ruleId);
  if (!row) throw appError("NOT_FOUND", `Rule ${ruleId} was not found.`);
  return toRule(row, await namesOfRules(db, projectId, [row]));
}
