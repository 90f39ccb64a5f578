import { describe, expect, it } from "vitest";
import {
  clampLayout,
  compact,
  describeLayout,
  firstFreeSpot,
  gridRows,
  nudgeWidget,
  overlaps,
  type Placed,
  placeWidget,
  resizeWidget,
} from "./layout-model";

const at = (id: string, x: number, y: number, w: number, h: number): Placed => ({
  id,
  layout: { x, y, w, h },
});

const byId = (items: Placed[]) =>
  Object.fromEntries(items.map((item) => [item.id, item.layout])) as Record<
    "a" | "b" | "c" | "high" | "low",
    Placed["layout"]
  >;

function noOverlap(items: Placed[]) {
  for (const a of items) {
    for (const b of items) {
      if (a.id !== b.id) expect(overlaps(a.layout, b.layout), `${a.id} meets ${b.id}`).toBe(false);
    }
  }
}

describe("overlaps", () => {
  it("counts shared cells, not touching edges", () => {
    expect(overlaps({ x: 0, y: 0, w: 4, h: 2 }, { x: 3, y: 1, w: 2, h: 2 })).toBe(true);
    expect(overlaps({ x: 0, y: 0, w: 4, h: 2 }, { x: 4, y: 0, w: 2, h: 2 })).toBe(false);
    expect(overlaps({ x: 0, y: 0, w: 4, h: 2 }, { x: 0, y: 2, w: 4, h: 2 })).toBe(false);
  });
});

describe("clampLayout", () => {
  it("keeps a widget inside the twelve columns and below row 0", () => {
    expect(clampLayout({ x: 10, y: -3, w: 4, h: 0 })).toEqual({ x: 8, y: 0, w: 4, h: 1 });
    expect(clampLayout({ x: -2, y: 1.6, w: 20, h: 30 })).toEqual({ x: 0, y: 2, w: 12, h: 12 });
  });
});

describe("compact", () => {
  it("lets widgets rise into the holes above them, keeping their columns", () => {
    const result = byId(compact([at("a", 0, 5, 4, 2), at("b", 4, 3, 4, 2), at("c", 0, 9, 4, 1)]));
    expect(result.a).toEqual({ x: 0, y: 0, w: 4, h: 2 });
    expect(result.b).toEqual({ x: 4, y: 0, w: 4, h: 2 });
    expect(result.c).toEqual({ x: 0, y: 2, w: 4, h: 1 });
  });

  it("stacks widgets of one column in reading order", () => {
    const result = byId(compact([at("low", 0, 8, 6, 3), at("high", 2, 1, 6, 2)]));
    expect(result.high.y).toBe(0);
    expect(result.low.y).toBe(2);
  });
});

describe("placeWidget", () => {
  it("pushes the widgets it lands on below it", () => {
    const items = [at("a", 0, 0, 6, 2), at("b", 6, 0, 6, 2), at("c", 0, 2, 12, 2)];
    const result = placeWidget(items, "c", { x: 0, y: 0, w: 12, h: 2 });
    noOverlap(result);
    expect(byId(result)).toEqual({
      a: { x: 0, y: 2, w: 6, h: 2 },
      b: { x: 6, y: 2, w: 6, h: 2 },
      c: { x: 0, y: 0, w: 12, h: 2 },
    });
  });

  it("clamps a drop past the right edge", () => {
    const result = placeWidget([at("a", 0, 0, 4, 2)], "a", { x: 11, y: 0, w: 4, h: 2 });
    expect(result[0]?.layout).toEqual({ x: 8, y: 0, w: 4, h: 2 });
  });

  it("leaves no hole when a widget is dropped far below the others", () => {
    const result = placeWidget([at("a", 0, 0, 4, 2), at("b", 4, 0, 4, 2)], "b", {
      x: 4,
      y: 40,
      w: 4,
      h: 2,
    });
    expect(result[1]?.layout.y).toBe(0);
  });
});

describe("nudgeWidget", () => {
  const column = [at("a", 0, 0, 4, 2), at("b", 0, 2, 4, 3), at("c", 4, 0, 4, 2)];

  it("moves a widget down past the one below it", () => {
    const result = byId(nudgeWidget(column, "a", "down"));
    expect(result.b.y).toBe(0);
    expect(result.a.y).toBe(3);
    expect(result.c).toEqual({ x: 4, y: 0, w: 4, h: 2 });
  });

  it("moves a widget up above the one over it", () => {
    const result = byId(nudgeWidget(column, "b", "up"));
    expect(result.b.y).toBe(0);
    expect(result.a.y).toBe(3);
  });

  it("moves one column sideways, pushing aside what it lands on", () => {
    const result = nudgeWidget(column, "c", "left");
    noOverlap(result);
    expect(byId(result).c).toEqual({ x: 3, y: 0, w: 4, h: 2 });
  });

  it("answers the layout unchanged at an edge or with nowhere to go", () => {
    expect(nudgeWidget(column, "a", "left")).toEqual(column);
    expect(nudgeWidget(column, "a", "up")).toEqual(column);
    expect(nudgeWidget([at("only", 0, 0, 4, 2)], "only", "down")).toEqual([at("only", 0, 0, 4, 2)]);
    expect(nudgeWidget([at("wide", 0, 0, 12, 2)], "wide", "right")).toEqual([
      at("wide", 0, 0, 12, 2),
    ]);
  });
});

describe("resizeWidget", () => {
  it("grows and shrinks a widget by one cell, pushing its neighbours", () => {
    const items = [at("a", 0, 0, 4, 2), at("b", 4, 0, 4, 2)];
    const wider = resizeWidget(items, "a", "right");
    noOverlap(wider);
    expect(byId(wider).a).toEqual({ x: 0, y: 0, w: 5, h: 2 });
    expect(byId(wider).b.y).toBe(2);
    expect(byId(resizeWidget(items, "a", "down")).a.h).toBe(3);
    expect(byId(resizeWidget(items, "a", "left")).a.w).toBe(3);
  });

  it("stops at one cell and at the grid's edge", () => {
    const small = [at("a", 0, 0, 1, 1)];
    expect(resizeWidget(small, "a", "left")).toEqual(small);
    expect(resizeWidget(small, "a", "up")).toEqual(small);
    const edge = [at("a", 8, 0, 4, 2)];
    expect(resizeWidget(edge, "a", "right")).toEqual(edge);
  });
});

describe("firstFreeSpot", () => {
  it("fills the first gap, then starts a new row", () => {
    expect(firstFreeSpot([])).toEqual({ x: 0, y: 0, w: 4, h: 3 });
    expect(firstFreeSpot([at("a", 0, 0, 4, 3), at("b", 4, 0, 4, 3)])).toEqual({
      x: 8,
      y: 0,
      w: 4,
      h: 3,
    });
    expect(firstFreeSpot([at("a", 0, 0, 12, 2)], { w: 6, h: 2 })).toEqual({
      x: 0,
      y: 2,
      w: 6,
      h: 2,
    });
  });
});

describe("gridRows and describeLayout", () => {
  it("counts the rows in use and names a place in words", () => {
    expect(gridRows([at("a", 0, 3, 4, 4)], 6)).toBe(7);
    expect(gridRows([], 6)).toBe(6);
    expect(describeLayout({ x: 0, y: 2, w: 4, h: 3 })).toBe(
      "column 1, row 3, 4 columns wide and 3 rows high",
    );
  });
});
