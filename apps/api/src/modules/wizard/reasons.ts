/**
 * Why a recommendation is in the plan, kept as data while the plan is made and written as one
 * "because …" clause at the end. Reasons of the same kind are grouped, so a process that two
 * pain points imply reads "because you named missed deadlines and visibility into progress".
 */
import type { Need } from "./answers.js";
import { joinList } from "./text.js";

export type Reason =
  | { kind: "need"; need: Need }
  /** A sentence about the team: its industry, size, experience or tools. */
  | { kind: "context"; text: string };

export function needReason(need: Need): Reason {
  return { kind: "need", need };
}

export function contextReason(text: string): Reason {
  return { kind: "context", text };
}

function sameReason(a: Reason, b: Reason): boolean {
  if (a.kind === "need" && b.kind === "need") {
    return a.need.kind === b.need.kind && a.need.label === b.need.label;
  }
  return a.kind === "context" && b.kind === "context" && a.text === b.text;
}

/** Adds reasons that are not there yet. */
export function addReasons(target: Reason[], ...reasons: readonly Reason[]): void {
  for (const reason of reasons) {
    if (!target.some((existing) => sameReason(existing, reason))) target.push(reason);
  }
}

function needClauses(needs: readonly Need[], kind: Need["kind"]): string[] {
  const ofKind = needs.filter((need) => need.kind === kind);
  const named = ofKind.filter((need) => !need.defaulted).map((need) => need.phrase);
  const defaults = ofKind.filter((need) => need.defaulted).map((need) => need.phrase);
  const clauses: string[] = [];
  if (kind === "pain") {
    if (named.length > 0) clauses.push(`you named ${joinList(named)}`);
    for (const phrase of defaults) {
      clauses.push(`no pain point was named, so the plan starts with ${phrase}`);
    }
  } else {
    if (named.length > 0) {
      clauses.push(`you chose ${joinList(named)} as ${named.length === 1 ? "a goal" : "goals"}`);
    }
    for (const phrase of defaults)
      clauses.push(`no goal was chosen, so the plan aims to ${phrase}`);
  }
  return clauses;
}

/** "because you named missed deadlines, and you chose reduced risks as a goal" */
export function because(reasons: readonly Reason[]): string {
  const needs = reasons.flatMap((reason) => (reason.kind === "need" ? [reason.need] : []));
  const clauses = [
    ...needClauses(needs, "pain"),
    ...needClauses(needs, "goal"),
    ...reasons.flatMap((reason) => (reason.kind === "context" ? [reason.text] : [])),
  ];
  if (clauses.length <= 2) return `because ${clauses.join(", and ")}`;
  return `because ${clauses.slice(0, -1).join(", ")}, and ${clauses.at(-1)}`;
}
