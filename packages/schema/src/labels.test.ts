import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  createLabelInput,
  LABEL_COLORS,
  MIN_LABEL_CONTRAST,
  taskLabelIds,
} from "./labels.js";

describe("label colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("offers only colours dark enough for white text", () => {
    for (const color of LABEL_COLORS) {
      expect(contrastRatio(color.value, "#ffffff"), color.name).toBeGreaterThanOrEqual(
        MIN_LABEL_CONTRAST,
      );
    }
    expect(new Set(LABEL_COLORS.map((color) => color.value)).size).toBe(LABEL_COLORS.length);
  });

  it("accepts #rrggbb in any case (stored lower case) and refuses pale or malformed colours", () => {
    const parse = (color: string) => createLabelInput.safeParse({ projectId: 1, name: "x", color });
    expect(parse(" #1D4ED8 ").data?.color).toBe("#1d4ed8");
    for (const color of ["#fde68a", "#ffffff", "#eab308", "red", "#123", "1d4ed8", "#1d4ed8ff"]) {
      expect(parse(color).success, color).toBe(false);
    }
  });
});

describe("a task's labels", () => {
  it("are ids, each once, at most ten", () => {
    expect(taskLabelIds.safeParse([1, 2]).success).toBe(true);
    expect(taskLabelIds.safeParse([1, 1]).success).toBe(false);
    expect(taskLabelIds.safeParse(Array.from({ length: 11 }, (_, i) => i + 1)).success).toBe(false);
    expect(taskLabelIds.safeParse(["1"]).success).toBe(false);
  });
});
