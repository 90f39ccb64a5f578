/**
 * Delivery KPIs computed by the server (docs/kpis.md): `GET /api/kpis` answers each asked KPI
 * over a period, for a scope of projects the caller may read (admin: all; consultant: theirs;
 * client: their own), as a headline value, the same figure for the period before (the trend)
 * and a series by ISO week (Mondays, UTC). Every KPI has the same shape, so any widget can
 * draw any of them and every one exports to the same CSV columns.
 */
import { z } from "zod";
import { isDateInRange, queryId, recordId, text } from "./common.js";

export const KPI_KEYS = [
  "throughput",
  "cycle_time",
  "lead_time",
  "wip",
  "on_time_rate",
  "overdue",
  "health_score",
  "mood",
  "participation",
  "milestone_progress",
  "cumulative_flow",
] as const;
export const kpiKey = z.enum(KPI_KEYS);
export type KpiKey = z.infer<typeof kpiKey>;

/** What a KPI's numbers count. */
export const KPI_UNITS = ["tasks", "days", "percent", "score"] as const;
export type KpiUnit = (typeof KPI_UNITS)[number];

/** Names and units, for the screens, the CSV and docs/kpis.md alike. */
export const KPI_INFO: Readonly<Record<KpiKey, { label: string; unit: KpiUnit }>> = {
  throughput: { label: "Throughput", unit: "tasks" },
  cycle_time: { label: "Cycle time", unit: "days" },
  lead_time: { label: "Lead time", unit: "days" },
  wip: { label: "Work in progress", unit: "tasks" },
  on_time_rate: { label: "On-time delivery", unit: "percent" },
  overdue: { label: "Overdue tasks", unit: "tasks" },
  health_score: { label: "Health score (weekly checks)", unit: "score" },
  mood: { label: "Team mood", unit: "score" },
  participation: { label: "Mood participation", unit: "percent" },
  milestone_progress: { label: "Milestone progress", unit: "percent" },
  cumulative_flow: { label: "Cumulative flow", unit: "tasks" },
};

/** The longest period one request may ask for. */
export const KPI_MAX_DAYS = 366;
/** The period when none is given: the last 12 ISO weeks, this one included. */
export const KPI_DEFAULT_WEEKS = 12;

const DAY_MESSAGE = "must be a date written YYYY-MM-DD, such as 2026-12-31";
const kpiDay = z.iso.date({ error: DAY_MESSAGE }).refine(isDateInRange, { error: DAY_MESSAGE });

/** Comma-separated text (`1,2`, from a query string) read as a list, or an array (tRPC). */
const commaSeparated = text().transform((value) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);

/** A project id written in digits, as an item of a comma-separated list. */
const digitsId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(recordId);

const KPIS_MESSAGE = `must be one or more of ${KPI_KEYS.join(", ")}, separated by commas`;
const PROJECTS_MESSAGE = "must be one or more project ids, separated by commas";

export const kpisInput = z
  .strictObject({
    /** Only these projects (each must be readable by the caller, else 404); default: all of them. */
    projectIds: z
      .union([z.array(queryId), commaSeparated.pipe(z.array(digitsId))], {
        error: PROJECTS_MESSAGE,
      })
      .pipe(z.array(z.number()).min(1, { error: PROJECTS_MESSAGE }).max(100))
      .optional(),
    /** First day of the period; default: the Monday KPI_DEFAULT_WEEKS - 1 weeks before `to`'s. */
    from: kpiDay.optional(),
    /** Last day of the period, inclusive; default: today (UTC). */
    to: kpiDay.optional(),
    /** Only these KPIs, in this order; default: all of KPI_KEYS. */
    kpis: z
      .union([z.array(kpiKey), commaSeparated.pipe(z.array(kpiKey))], { error: KPIS_MESSAGE })
      .pipe(z.array(kpiKey).min(1, { error: KPIS_MESSAGE }))
      .optional(),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    error: "must not be after `to`",
    path: ["from"],
  })
  .refine(
    (input) =>
      !input.from ||
      !input.to ||
      (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000 < KPI_MAX_DAYS,
    { error: `must be at most ${KPI_MAX_DAYS} days before \`to\``, path: ["from"] },
  );
export type KpisInput = z.input<typeof kpisInput>;

/** One named line of a KPI: `value` for most; `median`/`p85`; a column key; a milestone id. */
export const kpiSeriesKey = z.object({ key: z.string(), label: z.string() });

/** One ISO week of a KPI: the Monday it starts, and a value for each of the KPI's `keys`. */
export const kpiPoint = z.object({
  weekStart: z.iso.date(),
  values: z.record(z.string(), z.number().nullable()),
});
export type KpiPoint = z.infer<typeof kpiPoint>;

export const kpi = z.object({
  key: kpiKey,
  label: z.string(),
  unit: z.enum(KPI_UNITS),
  /** The figure over the whole period; null when nothing was there to measure. */
  value: z.number().nullable(),
  /** The same figure over the period of the same length just before; null likewise. */
  previous: z.number().nullable(),
  /** The lines each point holds, in drawing order (a single `value` for most KPIs). */
  keys: z.array(kpiSeriesKey),
  /** One point per ISO week that meets the period, oldest first. */
  series: z.array(kpiPoint),
});
export type Kpi = z.infer<typeof kpi>;

export const kpisAnswer = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** The projects the figures cover (those asked for, or all the caller may read). */
  projectIds: z.array(z.number().int()),
  kpis: z.array(kpi),
});
export type KpisAnswer = z.infer<typeof kpisAnswer>;
