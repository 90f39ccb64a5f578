/**
 * The KPIs from plain rows (docs/kpis.md has each definition): no database, no clock. The
 * repository (kpis.repo.ts) answers rows already sorted into slots of the period
 * (period.ts: slot 1 is the period before, slot 2 + i the i-th week); these functions turn them
 * into the contract's shape: a headline `value`, the `previous` period's, and a weekly series.
 */
import { BOARD_COLUMNS } from "@cairn/schema/constants";
import { finishedLate } from "@cairn/schema/due-dates";
import { KPI_INFO, type Kpi, type KpiKey } from "@cairn/schema/kpis";
import { moodAverage } from "../mood/readers.js";
import { firstWeekSlot, type KpiPeriod, PREVIOUS_SLOT, slotOf } from "./period.js";
import { mean, percent, quantile, rounded } from "./stats.js";

const DAY_SECONDS = 86_400;

/** A task finished (completed_at) in the period or the one before. */
export interface FinishedTask {
  createdAt: string;
  completedAt: string;
  dueDate: string | null;
  /**
   * Time spent in In Progress and Review, from its history (kpis.repo.ts); null when it has no
   * recorded start (it never entered either column): it then has no cycle time at all.
   */
  cycleSeconds: number | null;
}

/**
 * A change of a count at an instant, summed per slot: +1 when a task entered a column (or
 * became overdue, or joined a milestone), -1 when it left. The count at a boundary is the sum
 * of the slots up to it.
 */
export interface SlotDelta {
  key: string;
  slot: number;
  delta: number;
}

export interface HealthWeek {
  weekStart: string;
  sum: number;
  count: number;
}

export interface MoodWeek {
  slot: number;
  sum: number;
  count: number;
  /** Distinct people (per project) who logged their mood in the slot. */
  authors: number;
}

export interface MoodRows {
  weeks: MoodWeek[];
  /** Distinct people (per project) over the whole period, and the one before. */
  authors: { current: number; previous: number };
  /** The projects' members (client, consultant, assignees), summed over the projects. */
  members: number;
}

export interface Milestone {
  id: number;
  title: string;
}

type Line = { key: string; label: string };
const VALUE: Line[] = [{ key: "value", label: "Value" }];

function kpiOf(
  key: KpiKey,
  value: number | null,
  previous: number | null,
  keys: Line[],
  weekStarts: readonly string[],
  pointValue: (week: number, line: string) => number | null,
): Kpi {
  return {
    key,
    label: KPI_INFO[key].label,
    unit: KPI_INFO[key].unit,
    value: rounded(value),
    previous: rounded(previous),
    keys,
    series: weekStarts.map((weekStart, week) => ({
      weekStart,
      values: Object.fromEntries(
        keys.map((line) => [line.key, rounded(pointValue(week, line.key))]),
      ),
    })),
  };
}

/** Finished tasks grouped by slot: index 1 the period before, 2.. the weeks. */
function bySlot(tasks: readonly FinishedTask[], period: KpiPeriod): FinishedTask[][] {
  const slots: FinishedTask[][] = period.boundaries.map(() => []);
  for (const task of tasks) {
    const slot = slotOf(task.completedAt, period.boundaries);
    if (slot >= PREVIOUS_SLOT && slot < period.boundaries.length) slots[slot]?.push(task);
  }
  return slots;
}

function currentOf<T>(slots: readonly T[][]): T[] {
  return slots.slice(firstWeekSlot).flat();
}

export function throughput(tasks: readonly FinishedTask[], period: KpiPeriod): Kpi {
  const slots = bySlot(tasks, period);
  return kpiOf(
    "throughput",
    currentOf(slots).length,
    slots[PREVIOUS_SLOT]?.length ?? 0,
    VALUE,
    period.weekStarts,
    (week) => slots[firstWeekSlot + week]?.length ?? 0,
  );
}

/** Median and 85th percentile of a duration, in days, by week; the headline is the median. */
function durationKpi(
  key: "cycle_time" | "lead_time",
  tasks: readonly FinishedTask[],
  period: KpiPeriod,
  seconds: (task: FinishedTask) => number | null,
): Kpi {
  const slots = bySlot(tasks, period);
  const days = (list: readonly FinishedTask[]) =>
    list.flatMap((task) => {
      const value = seconds(task);
      return value === null ? [] : [value / DAY_SECONDS];
    });
  return kpiOf(
    key,
    quantile(days(currentOf(slots)), 0.5),
    quantile(days(slots[PREVIOUS_SLOT] ?? []), 0.5),
    [
      { key: "median", label: "Median" },
      { key: "p85", label: "85th percentile" },
    ],
    period.weekStarts,
    (week, line) =>
      quantile(days(slots[firstWeekSlot + week] ?? []), line === "median" ? 0.5 : 0.85),
  );
}

/**
 * Cycle time, from start to done: the time a task spent in In Progress and Review before its
 * completion. A task with no recorded start (made done from To Do, or with no history) has none
 * and is left out — it is not a cycle of 0 days.
 */
export function cycleTime(tasks: readonly FinishedTask[], period: KpiPeriod): Kpi {
  return durationKpi("cycle_time", tasks, period, (task) => task.cycleSeconds);
}

/** Lead time, from creation to done: the Health tab states this one too (health/tasks.ts). */
export function leadTime(tasks: readonly FinishedTask[], period: KpiPeriod): Kpi {
  return durationKpi(
    "lead_time",
    tasks,
    period,
    (task) => Math.max(0, Date.parse(task.completedAt) - Date.parse(task.createdAt)) / 1000,
  );
}

export function onTimeRate(tasks: readonly FinishedTask[], period: KpiPeriod): Kpi {
  const slots = bySlot(tasks, period);
  const rate = (list: readonly FinishedTask[]) => {
    const due = list.filter((task) => task.dueDate !== null);
    const onTime = due.filter((task) => !finishedLate(task.dueDate as string, task.completedAt));
    return percent(onTime.length, due.length);
  };
  return kpiOf(
    "on_time_rate",
    rate(currentOf(slots)),
    rate(slots[PREVIOUS_SLOT] ?? []),
    VALUE,
    period.weekStarts,
    (week) => rate(slots[firstWeekSlot + week] ?? []),
  );
}

/**
 * Counts at each boundary from per-slot changes: `at(key, k)` is the count at boundaries[k]
 * (k = 1: the end of the period before; k = 2 + i: the end of week i).
 */
export function countsAtBoundaries(deltas: readonly SlotDelta[], boundaries: number) {
  const perKey = new Map<string, number[]>();
  for (const { key, slot, delta } of deltas) {
    let slots = perKey.get(key);
    if (!slots) {
      slots = new Array(boundaries + 1).fill(0);
      perKey.set(key, slots);
    }
    const index = Math.min(slot, boundaries);
    slots[index] = (slots[index] ?? 0) + delta;
  }
  const running = new Map<string, number[]>();
  for (const [key, slots] of perKey) {
    let sum = 0;
    running.set(
      key,
      slots.map((delta) => {
        sum += delta;
        return sum;
      }),
    );
  }
  return (key: string, boundary: number) => running.get(key)?.[boundary] ?? 0;
}

/** A count taken at instants: value at the period's end, previous at the end of the one before. */
function snapshotKpi(
  key: KpiKey,
  deltas: readonly SlotDelta[],
  period: KpiPeriod,
  keys: Line[],
  headline: (at: (line: string) => number) => number | null,
): Kpi {
  const at = countsAtBoundaries(deltas, period.boundaries.length);
  const last = period.boundaries.length - 1;
  return kpiOf(
    key,
    headline((line) => at(line, last)),
    headline((line) => at(line, PREVIOUS_SLOT)),
    keys,
    period.weekStarts,
    (week, line) => {
      const boundary = firstWeekSlot + week;
      return line === "value" ? headline((l) => at(l, boundary)) : at(line, boundary);
    },
  );
}

const columnLines = (keys: readonly string[]): Line[] =>
  BOARD_COLUMNS.filter((column) => keys.includes(column.key)).map((column) => ({
    key: column.key,
    label: column.title,
  }));

/** Tasks in In Progress and in Review at each week's end; the headline is both together. */
export function wip(columnDeltas: readonly SlotDelta[], period: KpiPeriod): Kpi {
  return snapshotKpi(
    "wip",
    columnDeltas,
    period,
    columnLines(["inprogress", "review"]),
    (at) => at("inprogress") + at("review"),
  );
}

/** Tasks in every column at each week's end; the headline is the tasks in Done. */
export function cumulativeFlow(columnDeltas: readonly SlotDelta[], period: KpiPeriod): Kpi {
  return snapshotKpi(
    "cumulative_flow",
    columnDeltas,
    period,
    columnLines(["todo", "inprogress", "review", "done"]),
    (at) => at("done"),
  );
}

/** Open tasks whose due day had ended, at each week's end. */
export function overdue(overdueDeltas: readonly SlotDelta[], period: KpiPeriod): Kpi {
  return snapshotKpi("overdue", overdueDeltas, period, VALUE, (at) => at("overdue"));
}

/**
 * Share of milestone tasks done at each week's end: `total:<id>` and `done:<id>` deltas per
 * milestone (id 0 for all of them together when `milestones` is null: too many to draw).
 */
export function milestoneProgress(
  deltas: readonly SlotDelta[],
  milestones: readonly Milestone[] | null,
  period: KpiPeriod,
): Kpi {
  const ids = milestones?.map((milestone) => milestone.id) ?? [0];
  const overall = (at: (line: string) => number) =>
    percent(
      ids.reduce((sum, id) => sum + at(`done:${id}`), 0),
      ids.reduce((sum, id) => sum + at(`total:${id}`), 0),
    );
  const keys: Line[] = [
    { key: "value", label: "All milestones" },
    ...(milestones ?? []).map((milestone) => ({
      key: String(milestone.id),
      label: milestone.title,
    })),
  ];
  const at = countsAtBoundaries(deltas, period.boundaries.length);
  const last = period.boundaries.length - 1;
  return kpiOf(
    "milestone_progress",
    overall((line) => at(line, last)),
    overall((line) => at(line, PREVIOUS_SLOT)),
    keys,
    period.weekStarts,
    (week, line) => {
      const boundary = firstWeekSlot + week;
      if (line === "value") return overall((l) => at(l, boundary));
      return percent(at(`done:${line}`, boundary), at(`total:${line}`, boundary));
    },
  );
}

/**
 * The mean of the weekly health checks (each project's score for the week), by the week it is
 * for; a check of the week `from` falls in belongs to the period.
 */
export function healthScore(weeks: readonly HealthWeek[], period: KpiPeriod): Kpi {
  const firstMonday = period.weekStarts[0] as string;
  const sumOf = (list: readonly HealthWeek[]) =>
    mean(
      list.reduce((sum, week) => sum + week.sum, 0),
      list.reduce((sum, week) => sum + week.count, 0),
    );
  const byWeek = new Map(weeks.map((week) => [week.weekStart, week]));
  return kpiOf(
    "health_score",
    sumOf(weeks.filter((week) => week.weekStart >= firstMonday && week.weekStart <= period.to)),
    sumOf(
      weeks.filter((week) => week.weekStart >= period.previousFrom && week.weekStart < firstMonday),
    ),
    VALUE,
    period.weekStarts,
    (week) => {
      const found = byWeek.get(period.weekStarts[week] as string);
      return found ? mean(found.sum, found.count) : null;
    },
  );
}

export function mood(rows: MoodRows, period: KpiPeriod): Kpi {
  const current = rows.weeks.filter((week) => week.slot >= firstWeekSlot);
  const previous = rows.weeks.filter((week) => week.slot === PREVIOUS_SLOT);
  // The one mood figure (mood/readers.ts): one decimal, only from 3 entries, for a week and
  // for the period alike.
  const meanOf = (list: readonly MoodWeek[]) =>
    moodAverage(
      list.reduce((sum, week) => sum + week.sum, 0),
      list.reduce((sum, week) => sum + week.count, 0),
    );
  return kpiOf("mood", meanOf(current), meanOf(previous), VALUE, period.weekStarts, (week) =>
    meanOf(rows.weeks.filter((row) => row.slot === firstWeekSlot + week)),
  );
}

export function participation(rows: MoodRows, period: KpiPeriod): Kpi {
  return kpiOf(
    "participation",
    percent(rows.authors.current, rows.members),
    percent(rows.authors.previous, rows.members),
    VALUE,
    period.weekStarts,
    (week) =>
      percent(
        rows.weeks.find((row) => row.slot === firstWeekSlot + week)?.authors ?? 0,
        rows.members,
      ),
  );
}
