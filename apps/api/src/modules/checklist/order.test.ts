import { describe, expect, it } from "vitest";
import { isSameOrder, isWholeList } from "./order.js";

describe("a checklist's new order", () => {
  it("must name every item once and nothing else", () => {
    expect(isWholeList([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(isWholeList([], [])).toBe(true);
    expect(isWholeList([1, 2, 3], [1, 2])).toBe(false);
    expect(isWholeList([1, 2, 3], [1, 2, 2])).toBe(false);
    expect(isWholeList([1, 2, 3], [1, 2, 4])).toBe(false);
    expect(isWholeList([1, 2], [1, 2, 3])).toBe(false);
  });

  it("tells an unchanged order", () => {
    expect(isSameOrder([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(isSameOrder([1, 2, 3], [2, 1, 3])).toBe(false);
  });
});
