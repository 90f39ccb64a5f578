import { describe, expect, it } from "vitest";
import { prefixQuery, searchWords } from "./search.js";

describe("search words", () => {
  it("keeps letters and digits, lower-cased, and drops the rest", () => {
    expect(searchWords("  Retro: 'board' & RACI!  ")).toEqual(["retro", "board", "raci"]);
    expect(searchWords("5S café")).toEqual(["5s", "café"]);
    expect(searchWords(":*|&!()")).toEqual([]);
  });

  it("makes a prefix query of every word", () => {
    expect(prefixQuery("retro")).toBe("retro:*");
    expect(prefixQuery("sprint retro")).toBe("sprint:* & retro:*");
    expect(prefixQuery("' or 1=1 --")).toBe("or:* & 1:* & 1:*");
    expect(prefixQuery("")).toBe("");
  });
});
