/**
 * The column policies of a plan's processes (docs/column-policies.md, "Policies a plan sets"):
 * each process that column policies run (wizard/knowledge/policy-presets.ts) adds what its
 * preset asks to the project's columns, keeping what the columns already ask. A policy the
 * consultant cleared is set again only when asked (POST …/plan-processes/routines).
 */
import {
  type ColumnRequirement,
  normaliseRequirements,
  REQUIREMENT_TEXT,
} from "@cairn/schema/column-policies";
import { type ColumnKey, columnTitle } from "@cairn/schema/task-status";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { type PolicyPreset, policyPresetOf } from "../wizard/knowledge/policy-presets.js";
import { listColumns } from "./board.repo.js";
import { setColumnPolicy } from "./placement.js";
import type { Actor } from "./task-events.js";

type ColumnPolicies = ReadonlyMap<ColumnKey, readonly ColumnRequirement[]>;

const presetEntries = (preset: PolicyPreset) =>
  Object.entries(preset) as [ColumnKey, readonly ColumnRequirement[]][];

/** Whether the columns ask at least what the preset asks. */
export function presetHeld(columns: ColumnPolicies, preset: PolicyPreset): boolean {
  return presetEntries(preset).every(([key, requires]) =>
    requires.every((requirement) => columns.get(key)?.includes(requirement)),
  );
}

/** A preset in words: "In Progress and Review: a complete checklist." */
export function describePreset(preset: PolicyPreset): string {
  const byRequirement = new Map<ColumnRequirement, string[]>();
  for (const [key, requires] of presetEntries(preset)) {
    for (const requirement of requires) {
      byRequirement.set(requirement, [...(byRequirement.get(requirement) ?? []), columnTitle(key)]);
    }
  }
  return [...byRequirement]
    .map(([requirement, titles]) => `${titles.join(" and ")}: ${REQUIREMENT_TEXT[requirement]}`)
    .join("; ")
    .concat(".");
}

/** The project's columns and what each asks. */
export async function columnPolicies(
  db: Kysely<Database>,
  projectId: number,
): Promise<ColumnPolicies> {
  const columns = await listColumns(db, projectId);
  return new Map(columns.map((column) => [column.key, column.requires]));
}

/** Adds the policies of the plan's processes to the columns; answers how many columns changed. */
export async function setUpPlanPolicies(
  db: Kysely<Database>,
  projectId: number,
  processIds: readonly string[],
  actor: Actor,
  now: Date,
): Promise<number> {
  const current = new Map(await columnPolicies(db, projectId));
  const wanted = new Map(current);
  for (const id of processIds) {
    const preset = policyPresetOf(id);
    if (!preset) continue;
    for (const [key, requires] of presetEntries(preset)) {
      wanted.set(key, normaliseRequirements([...(wanted.get(key) ?? []), ...requires]));
    }
  }
  let changed = 0;
  for (const [key, requires] of wanted) {
    if (requires.length === (current.get(key) ?? []).length) continue;
    await setColumnPolicy(db, actor, projectId, key, requires, now);
    changed++;
  }
  return changed;
}
