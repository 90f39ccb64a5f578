import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "@cairn/schema/common";
import { describe, expect, it } from "vitest";
import {
  nextShowMoreOffset,
  SHOW_MORE_SIZE,
  showMorePage,
  shownRows,
  WHOLE_LIST,
} from "./list-view";

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe("a Show more list", () => {
  it("reads the API's page at a time, a row more than it shows", () => {
    expect(SHOW_MORE_SIZE).toBe(PAGE_SIZE_DEFAULT);
    expect(showMorePage(0)).toEqual({ limit: SHOW_MORE_SIZE + 1, offset: 0 });
    expect(showMorePage(SHOW_MORE_SIZE)).toEqual({
      limit: SHOW_MORE_SIZE + 1,
      offset: SHOW_MORE_SIZE,
    });
  });

  it("shows each page without its extra row, in order", () => {
    const first = rows(0, SHOW_MORE_SIZE + 1);
    const second = rows(SHOW_MORE_SIZE, 3);
    expect(shownRows([first, second])).toEqual(rows(0, SHOW_MORE_SIZE + 3));
  });

  it("knows a next page follows only from the extra row", () => {
    expect(nextShowMoreOffset(rows(0, SHOW_MORE_SIZE + 1), 0)).toBe(SHOW_MORE_SIZE);
    expect(nextShowMoreOffset(rows(0, SHOW_MORE_SIZE), 0)).toBeUndefined();
    expect(nextShowMoreOffset([], SHOW_MORE_SIZE)).toBeUndefined();
  });

  it("asks for a whole list as the most one answer may hold", () => {
    expect(WHOLE_LIST).toEqual({ limit: PAGE_SIZE_MAX });
  });
});
