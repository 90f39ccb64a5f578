/**
 * The users list's screen, as data (docs/product.md §2.17): what its toolbar asks
 * `GET /api/users` for. Sorting, paging and the search itself are lib/list-view.ts's.
 */
import type { Role, USER_ACCESS, UserSort } from "@cairn/schema/users";
import * as list from "../../lib/list-view";

export interface UsersView extends list.ListView<UserSort> {
  /** A role, or "all". */
  role: string;
  /** "enabled", "disabled", or "all". */
  access: string;
}

export const INITIAL_USERS_VIEW: UsersView = {
  q: "",
  role: "all",
  access: "all",
  sort: "createdAt",
  order: "desc",
  page: 0,
};

export interface UsersQuery extends list.PageQuery<UserSort> {
  role?: Role;
  access?: (typeof USER_ACCESS)[number];
}

/** Only what narrows the list, and one row more than a page to see a next page. */
export function usersQuery(view: UsersView): UsersQuery {
  const query: UsersQuery = list.pageQuery(view);
  if (view.role !== "all") query.role = view.role as Role;
  if (view.access !== "all") query.access = view.access as UsersQuery["access"];
  return query;
}

/** Dates start newest first; names, e-mails and roles A to Z. */
export function sortUsers(view: UsersView, column: UserSort): UsersView {
  return list.toggleSort(view, column, ["createdAt"]);
}

export function isFiltered(view: UsersView): boolean {
  return view.q.trim() !== "" || view.role !== "all" || view.access !== "all";
}
