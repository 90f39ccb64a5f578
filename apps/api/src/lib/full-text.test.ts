import { describe, expect, it } from "vitest";
import { prefixQuery, searchWords, typedWords } from "./full-text.js";

describe("search words", () => {
  it("keeps letters and digits, lower-cased, and drops the rest", () => {
    expect(searchWords("  Retro: 'board' & RACI!  ")).toEqual(["retro", "board", "raci"]);
    expect(searchWords("5S café")).toEqual(["5s", "café"]);
    expect(searchWords(":*|&!()")).toEqual([]);
  });

  it("reads at most twelve words", () => {
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(" "))).toHaveLength(12);
  });

  it("makes a prefix query of every word", () => {
    expect(prefixQuery("retro")).toBe("retro:*");
    expect(prefixQuery("sprint retro")).toBe("sprint:* & retro:*");
    expect(prefixQuery("' or 1=1 --")).toBe("or:* & 1:* & 1:*");
    expect(prefixQuery("")).toBe("");
  });
});

describe("the palette's words", () => {
  it("keeps the last word apart, as a prefix", () => {
    expect(typedWords("Sprint retro")).toEqual({
      all: "sprint retro",
      head: "sprint",
      lastPrefix: "retro:*",
    });
    expect(typedWords("invoice")).toEqual({ all: "invoice", head: "", lastPrefix: "invoice:*" });
  });

  it("has nothing to search for without a letter or digit", () => {
    expect(typedWords(" :*& ")).toEqual({ all: "", head: "", lastPrefix: "" });
  });

  it("never lets query syntax through", () => {
    const words = typedWords("a:* | !b & (c)");
    expect(words.lastPrefix).toBe("c:*");
    expect(`${words.all} ${words.head}`).not.toMatch(/[:|!&()]/);
  });
});
