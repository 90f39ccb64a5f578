/** Whether `order` names every id of `ids` exactly once (and nothing else). */
export function isWholeList(ids: readonly number[], order: readonly number[]): boolean {
  if (order.length !== ids.length) return false;
  const known = new Set(ids);
  return new Set(order).size === order.length && order.every((id) => known.has(id));
}

/** Whether two lists hold the same ids in the same order. */
export function isSameOrder(ids: readonly number[], order: readonly number[]): boolean {
  return ids.length === order.length && ids.every((id, index) => order[index] === id);
}
