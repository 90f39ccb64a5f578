// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  composite,
  contrastGrade,
  contrastRatio,
  formatRatio,
  parseColour,
  relativeLuminance,
} from "./contrast.js";

describe("parseColour", () => {
  it("reads hex in its three lengths", () => {
    expect(parseColour("#0f766e")).toEqual({ r: 15, g: 118, b: 110, a: 1 });
    expect(parseColour("#FFF")).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour("#00000080")).toEqual({ r: 0, g: 0, b: 0, a: 128 / 255 });
  });

  it("reads rgb() with spaces or commas, with or without alpha", () => {
    expect(parseColour("rgb(15 23 42 / 0.5)")).toEqual({ r: 15, g: 23, b: 42, a: 0.5 });
    expect(parseColour("rgba(15, 23, 42, 0.25)")).toEqual({ r: 15, g: 23, b: 42, a: 0.25 });
    expect(parseColour("rgb(15 23 42 / 50%)")).toEqual({ r: 15, g: 23, b: 42, a: 0.5 });
    expect(parseColour(" rgb(1, 2, 3) ")).toEqual({ r: 1, g: 2, b: 3, a: 1 });
  });

  it("leaves what it cannot read", () => {
    expect(parseColour("var(--color-primary)")).toBeUndefined();
    expect(parseColour("oklch(0.5 0.1 180)")).toBeUndefined();
    expect(parseColour("#12345")).toBeUndefined();
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself, either way round", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0f766e", "#0f766e")).toBe(1);
  });

  it("matches WCAG's worked values", () => {
    // #767676 on white is the classic lightest grey that passes AA: 4.54:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
    expect(relativeLuminance({ r: 255, g: 255, b: 255, a: 1 })).toBe(1);
  });

  it("lays a translucent foreground over its background first", () => {
    const half = contrastRatio("rgb(0 0 0 / 0.5)", "#ffffff");
    expect(half).toBeCloseTo(contrastRatio("#808080", "#ffffff"), 1);
    expect(composite({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255, a: 1 })).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    });
  });

  it("refuses a translucent background or a colour it cannot read", () => {
    expect(() => contrastRatio("#000000", "rgb(255 255 255 / 0.5)")).toThrow(/translucent/);
    expect(() => contrastRatio("teal", "#ffffff")).toThrow(/not a colour/);
  });
});

describe("contrastGrade and formatRatio", () => {
  it("grades text at 7, 4.5 and 3, and UI parts at 3", () => {
    expect(contrastGrade(7, "text")).toBe("AAA");
    expect(contrastGrade(4.5, "text")).toBe("AA");
    expect(contrastGrade(4.49, "text")).toBe("AA large text");
    expect(contrastGrade(2.99, "text")).toBe("fails");
    expect(contrastGrade(3, "ui")).toBe("AA");
    expect(contrastGrade(2.99, "ui")).toBe("fails");
  });

  it("rounds down, so 4.499 never reads as 4.50", () => {
    expect(formatRatio(4.499)).toBe("4.49:1");
    expect(formatRatio(21)).toBe("21.00:1");
  });
});
