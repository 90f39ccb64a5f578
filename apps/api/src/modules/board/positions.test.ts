import { describe, expect, it } from "vitest";
import { insertAt } from "./positions.js";

describe("insertAt", () => {
  it("puts an id at a position of another column", () => {
    expect(insertAt([1, 2, 3], 9, 1)).toEqual({ ids: [1, 9, 2, 3], position: 1 });
    expect(insertAt([], 9, 0)).toEqual({ ids: [9], position: 0 });
  });

  it("moves an id within its column, counting positions without it", () => {
    expect(insertAt([1, 2, 3], 1, 2)).toEqual({ ids: [2, 3, 1], position: 2 });
    expect(insertAt([1, 2, 3], 3, 0)).toEqual({ ids: [3, 1, 2], position: 0 });
  });

  it("clamps a position past either end", () => {
    expect(insertAt([1, 2], 9, 99)).toEqual({ ids: [1, 2, 9], position: 2 });
    expect(insertAt([1, 2], 1, Number.MAX_SAFE_INTEGER)).toEqual({ ids: [2, 1], position: 1 });
    expect(insertAt([1, 2], 9, -4)).toEqual({ ids: [9, 1, 2], position: 0 });
  });
});
