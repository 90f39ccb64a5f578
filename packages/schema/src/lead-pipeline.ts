/**
 * The lead pipeline's rule (docs/leads.md), shared by the API (which enforces it) and the
 * dashboard (which offers only these moves):
 *
 *   new / assigned → contacted → qualified → won | lost
 *
 * - A lead moves forward, and may skip stages (a lead who signs on the first call goes
 *   from contacted to won). A qualified lead may step back to contacted: a move made by
 *   mistake is undone without losing the lead.
 * - Any open lead (new, assigned, contacted, qualified) may be lost; lost needs a reason.
 * - A lost lead may be reopened, to contacted (someone picks the conversation up again).
 * - Won is final here: what follows is the lead's conversion into a client and a project.
 * - `assigned` is the spec's legacy status for "new, with a consultant": it ranks as new.
 */
import type { LEAD_STATUSES } from "./constants.js";

type LeadStatus = (typeof LEAD_STATUSES)[number];
type MoveStatus = "contacted" | "qualified" | "won" | "lost";

const NEXT: Record<LeadStatus, readonly MoveStatus[]> = {
  new: ["contacted", "qualified", "won", "lost"],
  assigned: ["contacted", "qualified", "won", "lost"],
  contacted: ["qualified", "won", "lost"],
  qualified: ["contacted", "won", "lost"],
  won: [],
  lost: ["contacted"],
};

/** The statuses a lead in `status` may be moved to, in pipeline order. */
export function nextLeadStatuses(status: LeadStatus): readonly MoveStatus[] {
  return NEXT[status];
}

const RANK: Record<LeadStatus, number> = {
  new: 0,
  assigned: 0,
  contacted: 1,
  qualified: 2,
  won: 3,
  lost: 0,
};

/** A move to an earlier stage of the pipeline (qualified → contacted), not a reopening. */
export function isStepBack(from: LeadStatus, to: LeadStatus): boolean {
  return from !== "lost" && to !== "lost" && RANK[to] < RANK[from];
}

export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return (NEXT[from] as readonly string[]).includes(to);
}

/** The sentence of a refused move, for the API's 409. */
export function refusedMoveMessage(from: LeadStatus, to: LeadStatus): string {
  if (from === to) return `The lead is already ${to}.`;
  const allowed = NEXT[from];
  if (allowed.length === 0) return `A ${from} lead cannot change status.`;
  return `A ${from} lead cannot move to ${to}; it can move to ${allowed.join(", ")}.`;
}
