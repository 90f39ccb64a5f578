/** Small statistics over plain numbers, as PostgreSQL's percentile_cont computes them. */

/** The p-th quantile (0..1) with linear interpolation between the closest ranks; null if none. */
export function quantile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] as number;
  return lowValue + ((sorted[high] as number) - lowValue) * (rank - low);
}

export function mean(sum: number, count: number): number | null {
  return count === 0 ? null : sum / count;
}

/** A share in percent; null when there was nothing to share out. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : (100 * part) / whole;
}

/** Rounds for the answer: two decimals, and null stays null. */
export function rounded(value: number | null): number | null {
  return value === null ? null : Math.round(value * 100) / 100;
}
