import type { PlanAnswers, SavedPlan } from "@cairn/schema/plans";
import type { WizardResult } from "@cairn/schema/wizard";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.js";

export interface StoredPlan extends SavedPlan {
  id: number;
}

export async function insertPlan(
  db: Kysely<Database>,
  values: {
    tokenHash: string;
    answers: PlanAnswers;
    plan: WizardResult;
    engineVersion: string;
    createdAt: Date;
  },
): Promise<{ id: number; createdAt: string }> {
  return db
    .insertInto("plans")
    .values({
      tokenHash: values.tokenHash,
      answers: JSON.stringify(values.answers),
      plan: JSON.stringify(values.plan),
      engineVersion: values.engineVersion,
      createdAt: values.createdAt,
    })
    .returning(["id", "createdAt"])
    .executeTakeFirstOrThrow();
}

/**
 * The JSON columns are read as text and parsed here: the CamelCasePlugin would otherwise rename
 * the plan's own keys (`setup_plan`, `next_steps`) on the way out.
 */
const planColumns = [
  "plans.id",
  sql<string>`plans.answers::text`.as("answers"),
  sql<string>`plans.plan::text`.as("plan"),
  "plans.engineVersion",
  "plans.createdAt",
] as const;

function toStored(row: {
  id: number;
  answers: string;
  plan: string;
  engineVersion: string;
  createdAt: string;
}): StoredPlan {
  return {
    id: row.id,
    answers: JSON.parse(row.answers) as PlanAnswers,
    plan: JSON.parse(row.plan) as WizardResult,
    engineVersion: row.engineVersion,
    createdAt: row.createdAt,
  };
}

export async function findPlanByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<StoredPlan | undefined> {
  const row = await db
    .selectFrom("plans")
    .select(planColumns)
    .where("tokenHash", "=", tokenHash)
    .executeTakeFirst();
  return row && toStored(row);
}

export async function findPlanById(
  db: Kysely<Database>,
  id: number,
): Promise<StoredPlan | undefined> {
  const row = await db
    .selectFrom("plans")
    .select(planColumns)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toStored(row);
}
