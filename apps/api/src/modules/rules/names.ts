/** The names the words of several rules need, read once for them all. */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { Names } from "./describe.js";
import { peopleNamedBy, templatesNamedBy } from "./people.js";
import { partsOf } from "./present.js";
import { namesFor, type RuleRow } from "./rules.repo.js";

export function namesOfRules(
  db: Kysely<Database>,
  projectId: number,
  rows: readonly Pick<RuleRow, "trigger" | "conditions" | "actions">[],
): Promise<Names> {
  const parts = rows.map(partsOf);
  const people = parts.flatMap((rule) => peopleNamedBy(rule));
  const templates = parts.flatMap(templatesNamedBy);
  return namesFor(db, projectId, [...new Set(people)], [...new Set(templates)]);
}
