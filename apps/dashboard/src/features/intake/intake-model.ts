import { marketingUrl } from "@cairn/api-client/origins";
/**
 * The intake's pure parts (docs/intake.md): what each status is called, where a request came
 * from, how the requests split into those waiting for a decision and those decided, the tasks a
 * request can be merged into, and the public form's address.
 */
import type { Board } from "@cairn/schema/board";
import type { IntakeRequest, IntakeSource, IntakeStatus } from "@cairn/schema/intake";
import { boardTaskChoices, matchingChoices, type TaskChoice } from "../../parts/task-choices";

export const STATUS_BADGES: Record<
  IntakeStatus,
  { label: string; tone: "primary" | "success" | "info" | "neutral" }
> = {
  new: { label: "New", tone: "primary" },
  accepted: { label: "Accepted", tone: "success" },
  merged: { label: "Merged", tone: "info" },
  declined: { label: "Declined", tone: "neutral" },
};

/** Where a request was sent from, as its card says it. */
export const SOURCE_WORDS: Record<IntakeSource, string> = {
  app: "in Cairn",
  link: "from the public form",
};

const decidedAt = (request: IntakeRequest) => request.decidedAt ?? request.createdAt;

/**
 * The requests waiting for a decision (as the API orders them, newest first) and those decided,
 * the latest decision first.
 */
export function splitRequests(requests: readonly IntakeRequest[]): {
  waiting: IntakeRequest[];
  decided: IntakeRequest[];
} {
  const waiting = requests.filter((request) => request.status === "new");
  const decided = requests
    .filter((request) => request.status !== "new")
    .sort((a, b) => Date.parse(decidedAt(b)) - Date.parse(decidedAt(a)));
  return { waiting, decided };
}

/**
 * The board's tasks a request can be merged into, column by column, those whose title holds
 * every word searched for (in any case and order).
 */
export function mergeChoices(board: Board, search: string): TaskChoice[] {
  return matchingChoices(boardTaskChoices(board), search);
}

/**
 * The public form's address, absolute since it is copied and shared: a page of the public site,
 * which is on this origin in one topology and on its own in another (`marketingUrl`).
 */
export function publicFormUrl(token: string, here: string): string {
  return new URL(marketingUrl(`/intake/${token}`), here).href;
}
