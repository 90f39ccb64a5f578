/**
 * What a screen reader hears while a task or a column is dragged with the keyboard (or the
 * mouse): plain English naming the task, its column and its position, and, when a column's
 * policy holds the task, why (the refusal of `exitRefusal`, in the server's words).
 */
export const HANDLE_INSTRUCTIONS =
  "Press space to lift it, then use the arrow keys to move it: up and down within a column, left and right between columns. Press space again to drop it, or escape to cancel.";

interface Place {
  column: string;
  index: number;
  size: number;
}

const position = ({ column, index, size }: Place) => `${column}, position ${index + 1} of ${size}`;

export function liftedTask(title: string, from: Place): string {
  return `You have lifted the task "${title}" in ${position(from)}. Use the arrow keys to move it, space to drop it, escape to cancel.`;
}

/** Where the task would land; `refusal` when its column's policy would hold it there. */
export function movedTask(title: string, to: Place | null, refusal?: string | null): string {
  if (!to) return `"${title}" is not over a column. Dropping it now leaves it where it was.`;
  return refusal
    ? `"${title}" would move to ${position(to)}, but ${refusal} Dropping it there leaves it where it was.`
    : `"${title}" would move to ${position(to)}.`;
}

export function droppedTask(title: string, to: Place | null, from: Place): string {
  return to
    ? `You dropped "${title}" in ${position(to)}.`
    : `"${title}" was dropped outside the board and is back in ${position(from)}.`;
}

/** A drop the column's policy refused: the card never left its place. */
export function refusedTask(refusal: string, from: Place): string {
  return `${refusal} It stays where it was, in ${position(from)}.`;
}

/** A drop into Done held for a question: the task still waits on open tasks. */
export function heldBeforeDone(title: string, from: Place): string {
  return `"${title}" is still blocked by open tasks: it stays in ${position(from)} unless you confirm the move to Done.`;
}

export function cancelledTask(title: string, from: Place): string {
  return `Move cancelled. "${title}" is back in ${position(from)}.`;
}

export function liftedColumn(title: string, index: number, size: number): string {
  return `You have lifted the ${title} column, column ${index + 1} of ${size}. Use the left and right arrow keys to move it, space to drop it, escape to cancel.`;
}

export function movedColumn(title: string, index: number, size: number): string {
  return `The ${title} column would move to column ${index + 1} of ${size}.`;
}

export function droppedColumn(title: string, index: number | null, size: number): string {
  return index === null
    ? `Move cancelled. The ${title} column stays where it was.`
    : `You dropped the ${title} column in column ${index + 1} of ${size}.`;
}
