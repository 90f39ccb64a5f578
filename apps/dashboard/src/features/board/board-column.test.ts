import { describe, expect, it } from "vitest";
import { visibleRange } from "./board-column";
import { ROW_HEIGHT } from "./task-card";

describe("visibleRange", () => {
  it("renders the rows in view plus a few on each side", () => {
    expect(visibleRange(1000, 0, 600)).toEqual({ start: 0, end: Math.ceil(600 / ROW_HEIGHT) + 4 });
    // Rows 100 to `last` are in view at this scroll position (whatever a card's height).
    const last = 100 + Math.ceil(600 / ROW_HEIGHT) - 1;
    const middle = visibleRange(1000, ROW_HEIGHT * 100, 600);
    expect(middle.start).toBeLessThanOrEqual(96);
    expect(middle.end).toBeGreaterThanOrEqual(last + 1 + 4);
    expect(middle.end - middle.start).toBeLessThan(16);
  });

  it("never goes past the list", () => {
    expect(visibleRange(3, 0, 600)).toEqual({ start: 0, end: 3 });
    expect(visibleRange(0, 0, 600)).toEqual({ start: 0, end: 0 });
  });
});
