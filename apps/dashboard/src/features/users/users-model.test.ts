import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../../lib/list-view";
import { INITIAL_USERS_VIEW, isFiltered, sortUsers, usersQuery } from "./users-model";

describe("the users list's query", () => {
  it("asks for everyone, newest first, when nothing is chosen", () => {
    expect(usersQuery(INITIAL_USERS_VIEW)).toEqual({
      sort: "createdAt",
      order: "desc",
      limit: PAGE_SIZE + 1,
      offset: 0,
    });
    expect(isFiltered(INITIAL_USERS_VIEW)).toBe(false);
  });

  it("sends the search, the role and the status only when chosen", () => {
    const view = { ...INITIAL_USERS_VIEW, q: "sam", role: "user", access: "disabled" };
    expect(usersQuery(view)).toMatchObject({ q: "sam", role: "user", access: "disabled" });
    expect(isFiltered({ ...INITIAL_USERS_VIEW, access: "enabled" })).toBe(true);
  });

  it("sorts names A to Z first, dates newest first", () => {
    expect(sortUsers(INITIAL_USERS_VIEW, "name")).toMatchObject({ sort: "name", order: "asc" });
    expect(sortUsers(sortUsers(INITIAL_USERS_VIEW, "name"), "createdAt").order).toBe("desc");
  });
});
