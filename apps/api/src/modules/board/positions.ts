/**
 * Where a task lands in a column: the arithmetic of a move, apart from the database. Positions
 * are 0…n-1 without gaps (decision 4); the dashboard's board model does the same on screen.
 */

/**
 * The column's ids with `id` put at `index` (clamped: past the end means last), after taking
 * it out of wherever it was in that column; and the position it got.
 */
export function insertAt(
  ids: readonly number[],
  id: number,
  index: number,
): { ids: number[]; position: number } {
  const without = ids.filter((other) => other !== id);
  const position = Math.max(0, Math.min(index, without.length));
  without.splice(position, 0, id);
  return { ids: without, position };
}
