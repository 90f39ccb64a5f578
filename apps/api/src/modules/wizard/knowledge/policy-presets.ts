/**
 * The column policies each process of the knowledge base that column policies run sets on a
 * project made from a plan (docs/column-policies.md, "Policies a plan sets"): per column, what a
 * card needs before it moves on. A process here runs through the `column-policies` instrument
 * (instruments.ts); knowledge-base.test.ts holds the two to each other.
 */
import type { ColumnRequirement } from "@cairn/schema/column-policies";
import type { ColumnKey } from "@cairn/schema/task-status";
import type { ProcessId } from "./processes.js";

export type PolicyPreset = Partial<Record<ColumnKey, readonly ColumnRequirement[]>>;

export const PROCESS_POLICIES = {
  // "A short checklist that every task meets before it counts as finished."
  "definition-of-done": { inprogress: ["checklist"], review: ["checklist"] },
  // "No task counts as done until its code is reviewed": nothing skips Review.
  "code-review-gate": { todo: ["review"], inprogress: ["review"] },
  // Signed off before it goes live: the client's approval in Review.
  "clinical-change-approval": { review: ["approval"] },
  // The builder never approves: an approval, and never the assignee's own (exitRefusal).
  "segregated-approval": { review: ["approval"] },
  // A change order is approved before the change counts as made.
  "engineering-change-control": { review: ["approval"] },
} as const satisfies Partial<Record<ProcessId, PolicyPreset>>;

export function policyPresetOf(id: string): PolicyPreset | undefined {
  return (PROCESS_POLICIES as Partial<Record<string, PolicyPreset>>)[id];
}
