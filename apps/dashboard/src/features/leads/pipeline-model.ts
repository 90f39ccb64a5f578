/**
 * The lead pipeline's screen, as data: what the toolbar's choices ask `GET /api/leads` for, how
 * a column header toggles the sort, how paging knows there is a next page (one more row than a
 * page is asked for), and the sentence of each timeline line. Pure, so it is tested alone.
 */
import type { LEAD_STATUSES } from "@cairn/schema/constants";
import type { LEAD_SORTS, LeadTimelineEntry } from "@cairn/schema/leads";
import * as list from "../../lib/list-view";

export type LeadSort = (typeof LEAD_SORTS)[number];
export type { SortOrder } from "../../lib/list-view";
export { PAGE_SIZE, pageOf } from "../../lib/list-view";

export interface PipelineView extends list.ListView<LeadSort> {
  /** A status, or "all". */
  status: string;
  /** A consultant's id (as text), "unassigned", or "all". */
  assignee: string;
}

export const INITIAL_VIEW: PipelineView = {
  q: "",
  status: "all",
  assignee: "all",
  sort: "createdAt",
  order: "desc",
  page: 0,
};

/** What the screen sends to `GET /api/leads` (its input, `listLeadsInput`). */
export interface LeadListQuery extends list.PageQuery<LeadSort> {
  status?: (typeof LEAD_STATUSES)[number];
  assignee?: number | "unassigned";
}

/** The list's query: only what narrows it, and one row more than a page to see a next page. */
export function listQuery(view: PipelineView): LeadListQuery {
  const query: LeadListQuery = list.pageQuery(view);
  if (view.status !== "all") query.status = view.status as LeadListQuery["status"];
  if (view.assignee === "unassigned") query.assignee = "unassigned";
  else if (view.assignee !== "all") query.assignee = Number(view.assignee);
  return query;
}

/**
 * A click on a column's header: the same column flips its order, another column starts in its
 * natural order (newest first for dates, A to Z for text). Back to the first page either way.
 */
export function toggleSort(view: PipelineView, column: LeadSort): PipelineView {
  return list.toggleSort(view, column, ["createdAt"]);
}

/** A change of search or filter starts again at the first page. */
export const refine = list.refine<PipelineView>;

/** The header's `aria-sort` for a column. */
export const ariaSort = list.ariaSort<LeadSort>;

const STATUS_WORDS: Readonly<Record<string, string>> = {
  new: "new",
  assigned: "assigned",
  contacted: "contacted",
  qualified: "qualified",
  won: "won",
  lost: "lost",
};

const word = (status: string | null) => (status ? (STATUS_WORDS[status] ?? status) : "—");

/** One timeline line as a sentence: who did what. */
export function describeEntry(entry: LeadTimelineEntry): string {
  const who = entry.actor?.name ?? "Someone";
  switch (entry.kind) {
    case "created":
      return entry.actor ? `${who} created the lead` : "Signed up on the website";
    case "assigned":
      return `${who} assigned the lead to ${entry.detail ?? "a consultant"}`;
    case "status":
      return entry.toStatus === "lost"
        ? `${who} marked it lost: ${entry.detail ?? "no reason given"}`
        : `${who} moved it from ${word(entry.fromStatus)} to ${word(entry.toStatus)}`;
    case "converted":
      return `${who} converted the lead into a client${entry.detail ? `: ${entry.detail}` : ""}`;
    case "note":
      return `${who} added a note`;
  }
}
