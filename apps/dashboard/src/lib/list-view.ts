/**
 * A list searched, sorted and paged on the server (leads, users, projects), as data: what its
 * toolbar's choices ask the API for, how a column header toggles the sort, and how paging knows
 * there is a next page (one more row than a page is asked for); and the pages of a "Show more"
 * list. Pure, so it is tested alone; each list adds its own filters to the view.
 */
import type { SortOrder } from "@cairn/schema/common";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "@cairn/schema/constants";

export type { SortOrder };

export const PAGE_SIZE = 25;

export interface ListView<Sort extends string> {
  q: string;
  sort: Sort;
  order: SortOrder;
  /** 0-based. */
  page: number;
}

/** What every such list sends: the sort, one page and a row more, and the search if any. */
export interface PageQuery<Sort extends string> {
  q?: string;
  sort: Sort;
  order: SortOrder;
  limit: number;
  offset: number;
}

export function pageQuery<Sort extends string>(view: ListView<Sort>): PageQuery<Sort> {
  const query: PageQuery<Sort> = {
    sort: view.sort,
    order: view.order,
    limit: PAGE_SIZE + 1,
    offset: view.page * PAGE_SIZE,
  };
  const q = view.q.trim();
  if (q) query.q = q;
  return query;
}

/** The page's rows (without the extra one) and whether another page follows. */
export function pageOf<T>(rows: readonly T[]): { rows: readonly T[]; hasNext: boolean } {
  return { rows: rows.slice(0, PAGE_SIZE), hasNext: rows.length > PAGE_SIZE };
}

/**
 * A click on a column's header: the same column flips its order, another column starts in its
 * natural order (newest first for the `newestFirst` columns, dates; A to Z for the rest). Back
 * to the first page either way.
 */
export function toggleSort<Sort extends string, View extends ListView<Sort>>(
  view: View,
  column: Sort,
  newestFirst: readonly Sort[],
): View {
  const order: SortOrder =
    view.sort === column
      ? view.order === "asc"
        ? "desc"
        : "asc"
      : newestFirst.includes(column)
        ? "desc"
        : "asc";
  return { ...view, sort: column, order, page: 0 };
}

/** A change of search or filter starts again at the first page. */
export function refine<View extends ListView<string>>(view: View, change: Partial<View>): View {
  return { ...view, ...change, page: 0 };
}

/** The header's `aria-sort` for a column. */
export function ariaSort<Sort extends string>(
  view: ListView<Sort>,
  column: Sort,
): "ascending" | "descending" | "none" {
  if (view.sort !== column) return "none";
  return view.order === "asc" ? "ascending" : "descending";
}

/** "items 26–50" of a page, or nothing on an empty one. */
export function pageRange(page: number, rows: number, noun: string): string {
  return rows > 0 ? ` · ${noun} ${page * PAGE_SIZE + 1}–${page * PAGE_SIZE + rows}` : "";
}

/** Rows a "Show more" list reads at a time: the API's own page. */
export const SHOW_MORE_SIZE = PAGE_SIZE_DEFAULT;

/**
 * The ask of a list that a screen counts, or looks names up in, rather than shows a page of:
 * the most one answer may hold, said explicitly (the API answers PAGE_SIZE_DEFAULT otherwise).
 */
export const WHOLE_LIST = { limit: PAGE_SIZE_MAX } as const;

/** One "Show more" page from `offset`: a row more than it shows, to know whether more follow. */
export function showMorePage(offset: number): { limit: number; offset: number } {
  return { limit: SHOW_MORE_SIZE + 1, offset };
}

/** The rows shown of the pages read so far (each without its extra row), in order. */
export function shownRows<T>(pages: readonly (readonly T[])[]): T[] {
  return pages.flatMap((page) => page.slice(0, SHOW_MORE_SIZE));
}

/** Where the page after `last` (read from `offset`) starts; undefined when none follows. */
export function nextShowMoreOffset(last: readonly unknown[], offset: number): number | undefined {
  return last.length > SHOW_MORE_SIZE ? offset + SHOW_MORE_SIZE : undefined;
}
