/**
 * Column policies — a team's definition of done on its board (docs/column-policies.md): a column
 * may ask for a complete checklist, a pass through Review or the client's approval before a card
 * moves on from it. "Moves on" is a move forward in the flow To Do → In Progress → Review → Done,
 * whatever order the columns are shown in: a card sent back for rework is never held.
 *
 * The decision is pure and shared: the API refuses a move with it (409, its words), and the
 * board asks it before a drop, so a refused card never jumps and a screen reader hears why.
 */
import { z } from "zod";
import { recordId } from "./common.js";
import { COLUMN_KEYS } from "./constants.js";
import { type ColumnKey, columnTitle } from "./task-status.js";
import { columnKey, type TaskApproval } from "./tasks.js";

export const COLUMN_REQUIREMENTS = ["checklist", "review", "approval"] as const;
export const columnRequirement = z.enum(COLUMN_REQUIREMENTS);
export type ColumnRequirement = z.infer<typeof columnRequirement>;

/** A requirement in words, as a column's policy lists it. */
export const REQUIREMENT_TEXT: Readonly<Record<ColumnRequirement, string>> = {
  checklist: "a complete checklist",
  review: "a pass through Review",
  approval: "the client's approval",
};

/**
 * What each column may ask for. A pass through Review means something only before Review, an
 * approval only in it (the client approves work in Review), and nothing moves on from Done.
 */
export const ALLOWED_REQUIREMENTS: Readonly<Record<ColumnKey, readonly ColumnRequirement[]>> = {
  todo: ["checklist", "review"],
  inprogress: ["checklist", "review"],
  review: ["checklist", "approval"],
  done: [],
};

/** The requirements in their one order, each once (how they are stored and answered). */
export function normaliseRequirements(requires: readonly ColumnRequirement[]): ColumnRequirement[] {
  return COLUMN_REQUIREMENTS.filter((requirement) => requires.includes(requirement));
}

export const setColumnPolicyInput = z
  .strictObject({
    projectId: recordId,
    columnId: columnKey,
    requires: z.array(columnRequirement).max(COLUMN_REQUIREMENTS.length),
  })
  .superRefine((input, ctx) => {
    const allowed = ALLOWED_REQUIREMENTS[input.columnId];
    if (allowed.length === 0 && input.requires.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["requires"],
        message: "Done is the last column: nothing moves on from it, so it asks for nothing",
      });
      return;
    }
    const refused = input.requires.filter((requirement) => !allowed.includes(requirement));
    if (refused.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["requires"],
        message: `${columnTitle(input.columnId)} can ask only for ${allowed
          .map((requirement) => REQUIREMENT_TEXT[requirement])
          .join(" or ")}`,
      });
    }
  });
export type SetColumnPolicyInput = z.infer<typeof setColumnPolicyInput>;

/** A policy in words: "Moves on with a complete checklist and the client's approval." */
export function describePolicy(requires: readonly ColumnRequirement[]): string | null {
  const parts = normaliseRequirements(requires).map((requirement) => REQUIREMENT_TEXT[requirement]);
  if (parts.length === 0) return null;
  const listed =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `Moves on with ${listed}.`;
}

/** What a policy reads of the card that would move on. */
export interface LeavingCard {
  title: string;
  columnId: ColumnKey;
  assignedTo: number | null;
  checklistTotal: number;
  checklistDone: number;
  approval: TaskApproval | null;
}

const step = (column: ColumnKey) => COLUMN_KEYS.indexOf(column);

/**
 * Why the card may not move from its column to `to` under the column's policy, in words; null
 * when it may. `approvedBy` is who gave the approval: the API knows it and holds it to the
 * segregation of duties (the approval of the card's own assignee does not count); the board
 * passes `undefined` and leaves that part to the server.
 */
export function exitRefusal(
  card: LeavingCard,
  requires: readonly ColumnRequirement[],
  to: ColumnKey,
  approvedBy?: number | null,
): string | null {
  if (step(to) <= step(card.columnId)) return null;
  const from = columnTitle(card.columnId);
  const title = `"${card.title}"`;
  for (const requirement of normaliseRequirements(requires)) {
    if (requirement === "checklist" && card.checklistDone < card.checklistTotal) {
      return `${from} asks for a complete checklist before a card moves on: ${title} has ${card.checklistDone} of ${card.checklistTotal} items ticked.`;
    }
    if (requirement === "review" && step(to) > step("review")) {
      return `${from} sends work on through Review: move ${title} to Review first.`;
    }
    if (requirement === "approval") {
      if (card.approval !== "approved") {
        return `${from} asks for the client's approval before a card moves on: ${title} is not approved yet.`;
      }
      if (approvedBy !== undefined && approvedBy !== null && approvedBy === card.assignedTo) {
        return `${from} asks for an approval by someone other than the card's assignee: ${title} was approved by its assignee.`;
      }
    }
  }
  return null;
}
