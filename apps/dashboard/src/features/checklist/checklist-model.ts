/** The checklist's pure parts: progress, and the order after a move. */
import type { ChecklistItem } from "@cairn/schema/checklist";

export interface Progress {
  done: number;
  total: number;
  /** 0–100, rounded down (100 only when every item is done). */
  percent: number;
  /** "2 of 5 done". */
  label: string;
}

export function progressOf(items: readonly Pick<ChecklistItem, "done">[]): Progress {
  const total = items.length;
  const done = items.filter((item) => item.done).length;
  return {
    done,
    total,
    percent: total === 0 ? 0 : Math.floor((done / total) * 100),
    label: `${done} of ${total} done`,
  };
}

/** The list with the item at `from` moved to `to` (both clamped), positions renumbered. */
export function moveItem<T extends { position: number }>(
  items: readonly T[],
  from: number,
  to: number,
): T[] {
  const last = items.length - 1;
  const source = Math.max(0, Math.min(from, last));
  const target = Math.max(0, Math.min(to, last));
  const next = [...items];
  const [moved] = next.splice(source, 1);
  if (moved === undefined) return [...items];
  next.splice(target, 0, moved);
  return next.map((item, position) => ({ ...item, position }));
}

/** What a screen reader hears after an item moved. */
export function movedMessage(text: string, to: number, size: number): string {
  return `Moved "${text}" to position ${to + 1} of ${size}.`;
}
