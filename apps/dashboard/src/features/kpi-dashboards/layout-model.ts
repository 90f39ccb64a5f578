/**
 * Where widgets sit on a KPI dashboard's grid of DASHBOARD_COLUMNS columns, as pure functions
 * the pointer and the keyboard share. The grid keeps no holes: after every change the widgets
 * rise as far as they can (vertical compaction), the one being moved or resized holding the
 * cell it was put in while the others settle around it.
 */
import { DASHBOARD_COLUMNS, DASHBOARD_MAX_ROWS, type WidgetLayout } from "@cairn/schema/dashboards";

export interface Placed {
  id: string;
  layout: WidgetLayout;
}

export const MAX_WIDGET_HEIGHT = 12;
export const DEFAULT_WIDGET_SIZE = { w: 4, h: 3 } as const;

export function overlaps(a: WidgetLayout, b: WidgetLayout): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Keeps a layout inside the grid: at least 1×1, within the columns, never above row 0. */
export function clampLayout(layout: WidgetLayout): WidgetLayout {
  const w = Math.min(Math.max(1, Math.round(layout.w)), DASHBOARD_COLUMNS);
  const h = Math.min(Math.max(1, Math.round(layout.h)), MAX_WIDGET_HEIGHT);
  const x = Math.min(Math.max(0, Math.round(layout.x)), DASHBOARD_COLUMNS - w);
  const y = Math.min(Math.max(0, Math.round(layout.y)), DASHBOARD_MAX_ROWS);
  return { x, y, w, h };
}

/** Top to bottom, then left to right: the order widgets settle in (and are read in). */
export function readingOrder<T extends Placed>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x);
}

/** The highest row at which `layout` (in its own columns) meets none of `placed`. */
function highestFreeRow(layout: WidgetLayout, placed: readonly WidgetLayout[]): number {
  for (let y = 0; ; y += 1) {
    const candidate = { ...layout, y };
    if (!placed.some((other) => overlaps(candidate, other))) return y;
  }
}

/**
 * Lets every widget rise as far as it can, in reading order; `pinnedId`'s widget keeps its cell
 * and the others go around it.
 */
export function compact<T extends Placed>(items: readonly T[], pinnedId?: string): T[] {
  const pinned = items.find((item) => item.id === pinnedId);
  const placed: WidgetLayout[] = pinned ? [pinned.layout] : [];
  const settled = new Map<string, T>();
  if (pinned) settled.set(pinned.id, pinned);
  for (const item of readingOrder(items)) {
    if (item.id === pinnedId) continue;
    const layout = { ...item.layout, y: highestFreeRow(item.layout, placed) };
    placed.push(layout);
    settled.set(item.id, { ...item, layout });
  }
  // The pinned one rises too once the others have settled, so no hole is left above it.
  const result = items.map((item) => settled.get(item.id) ?? item);
  return pinned ? compact(result) : result;
}

/** Puts one widget at `target` (clamped to the grid) and lets the others settle around it. */
export function placeWidget<T extends Placed>(
  items: readonly T[],
  id: string,
  target: WidgetLayout,
): T[] {
  const moved = items.map((item) =>
    item.id === id ? { ...item, layout: clampLayout(target) } : item,
  );
  return compact(moved, id);
}

export function sameLayouts(a: readonly Placed[], b: readonly Placed[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        other.id === item.id &&
        other.layout.x === item.layout.x &&
        other.layout.y === item.layout.y &&
        other.layout.w === item.layout.w &&
        other.layout.h === item.layout.h
      );
    })
  );
}

export type Direction = "up" | "down" | "left" | "right";

const STEP: Record<Direction, { dx: number; dy: number }> = {
  up: { dx: 0, dy: -1 },
  down: { dx: 0, dy: 1 },
  left: { dx: -1, dy: 0 },
  right: { dx: 1, dy: 0 },
};

/**
 * One keyboard step of a widget. Moving up or down goes as many rows as it takes for the widget
 * really to change place (compaction would otherwise pull it straight back): past the widget
 * below it, or above the one over it. Answers the same array when it cannot go that way.
 */
export function nudgeWidget<T extends Placed>(
  items: readonly T[],
  id: string,
  direction: Direction,
): T[] {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) return [...items];
  const { dx, dy } = STEP[direction];
  const start = item.layout;
  const limit = dy === 0 ? 1 : DASHBOARD_MAX_ROWS;
  for (let step = 1; step <= limit; step += 1) {
    const target = { ...start, x: start.x + dx * step, y: start.y + dy * step };
    if (target.x < 0 || target.x + target.w > DASHBOARD_COLUMNS || target.y < 0) break;
    const next = placeWidget(items, id, target);
    const after = next.find((candidate) => candidate.id === id)?.layout;
    if (after && (after.x !== start.x || after.y !== start.y) && !sameLayouts(next, items)) {
      return next;
    }
  }
  return [...items];
}

/** One keyboard step of a widget's size: right/left change its width, down/up its height. */
export function resizeWidget<T extends Placed>(
  items: readonly T[],
  id: string,
  direction: Direction,
): T[] {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) return [...items];
  const { dx, dy } = STEP[direction];
  const { x, y, w, h } = item.layout;
  const next = { x, y, w: w + dx, h: h + dy };
  if (next.w < 1 || next.h < 1 || next.h > MAX_WIDGET_HEIGHT || x + next.w > DASHBOARD_COLUMNS) {
    return [...items];
  }
  return placeWidget(items, id, next);
}

/** Where a new widget of `size` goes: the first gap that holds it, reading top to bottom. */
export function firstFreeSpot(
  items: readonly Placed[],
  size: { w: number; h: number } = DEFAULT_WIDGET_SIZE,
): WidgetLayout {
  const w = Math.min(size.w, DASHBOARD_COLUMNS);
  const layouts = items.map((item) => item.layout);
  for (let y = 0; ; y += 1) {
    for (let x = 0; x + w <= DASHBOARD_COLUMNS; x += 1) {
      const candidate = { x, y, w, h: size.h };
      if (!layouts.some((other) => overlaps(candidate, other))) return candidate;
    }
  }
}

/** The rows the grid needs to show every widget (at least `minimum`). */
export function gridRows(items: readonly Placed[], minimum = 1): number {
  return items.reduce((rows, item) => Math.max(rows, item.layout.y + item.layout.h), minimum);
}

/** What a screen reader hears after a step: where the widget is and how big it is now. */
export function describeLayout(layout: WidgetLayout): string {
  return `column ${layout.x + 1}, row ${layout.y + 1}, ${layout.w} columns wide and ${layout.h} rows high`;
}
