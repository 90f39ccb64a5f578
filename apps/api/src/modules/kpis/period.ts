/**
 * The period of a KPI request and its weeks (docs/kpis.md, "Periods"): days `from`..`to`
 * inclusive (UTC), the period of the same length just before, and the ISO weeks (Monday, UTC)
 * that meet the period, the first and last clipped to it. Everything is measured against one
 * sorted list of instants, `boundaries`, so that the database can sort a row into its slot with
 * `width_bucket` and the computations can sum slots without looking at times again.
 */
import { KPI_DEFAULT_WEEKS, KPI_MAX_DAYS } from "@cairn/schema/kpis";

const DAY_MS = 86_400_000;

export interface KpiPeriod {
  from: string;
  to: string;
  /** First day of the period before (same number of days, ending the day before `from`). */
  previousFrom: string;
  previousTo: string;
  /**
   * Sorted instants: [start of previousFrom, start of from, start of each later week of the
   * period, the end of `to`]. Slot k (what `width_bucket` answers) holds the instants x with
   * boundaries[k-1] <= x < boundaries[k]: slot 1 is the period before, slots 2.. the weeks.
   */
  boundaries: Date[];
  /** The Monday of each week of the period, oldest first (one per slot from 2 on). */
  weekStarts: string[];
}

export function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function mondayOf(date: string): string {
  const ms = Date.parse(date);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return day(ms - weekday * DAY_MS);
}

/** The period asked for, with the defaults of kpis.ts: to today, from 12 weeks of Mondays back. */
export function resolvePeriod(input: { from?: string; to?: string }, now: Date): KpiPeriod {
  const today = day(now.getTime());
  // Without `to`: today, unless `from` is later (then that one day) or too long ago.
  const to =
    input.to ??
    (input.from === undefined
      ? today
      : day(
          Math.max(
            Date.parse(input.from),
            Math.min(Date.parse(today), Date.parse(input.from) + (KPI_MAX_DAYS - 1) * DAY_MS),
          ),
        ));
  const from = input.from ?? day(Date.parse(mondayOf(to)) - (KPI_DEFAULT_WEEKS - 1) * 7 * DAY_MS);
  const start = Date.parse(from);
  const end = Date.parse(to) + DAY_MS;
  const length = end - start;
  const boundaries = [new Date(start - length), new Date(start)];
  const weekStarts = [mondayOf(from)];
  for (let monday = Date.parse(mondayOf(from)) + 7 * DAY_MS; monday < end; monday += 7 * DAY_MS) {
    boundaries.push(new Date(monday));
    weekStarts.push(day(monday));
  }
  boundaries.push(new Date(end));
  return {
    from,
    to,
    previousFrom: day(start - length),
    previousTo: day(start - DAY_MS),
    boundaries,
    weekStarts,
  };
}

/** `width_bucket(x, boundaries)`: how many boundaries are at or before `x`. */
export function slotOf(at: string | number, boundaries: readonly Date[]): number {
  const time = typeof at === "number" ? at : Date.parse(at);
  let slot = 0;
  while (slot < boundaries.length && (boundaries[slot] as Date).getTime() <= time) slot += 1;
  return slot;
}

/** The slot of the period before, and of each week. */
export const PREVIOUS_SLOT = 1;
export const firstWeekSlot = 2;
