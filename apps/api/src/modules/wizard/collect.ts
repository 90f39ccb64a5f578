import { addReasons, type Reason } from "./reasons.js";

export interface Reasoned<K> {
  key: K;
  reasons: Reason[];
}

/**
 * Gathers (item, reason) pairs in the order they come: an item appears once, at its first
 * place, and carries the reasons of every pair that named it.
 */
export function collect<K>(pairs: Iterable<readonly [K, Reason]>): Reasoned<K>[] {
  const items: Reasoned<K>[] = [];
  for (const [key, reason] of pairs) {
    const existing = items.find((item) => item.key === key);
    if (existing) addReasons(existing.reasons, reason);
    else items.push({ key, reasons: [reason] });
  }
  return items;
}
