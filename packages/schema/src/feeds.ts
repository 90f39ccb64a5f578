/**
 * BI feeds (docs/bi-feeds.md): flat tables of Cairn's data for Power BI, Looker Studio and other
 * tools that refresh on their own schedule, at `GET /api/feeds/{dataset}` as JSON or CSV.
 *
 * Each dataset's columns are a contract with the reports built on them: they change only with a
 * new `version` of that dataset (and FEED_VERSION), and a test keeps a snapshot of every
 * version's columns, so a change without a bump fails. Add columns at the end; never rename or
 * drop one within a version.
 */
import { z } from "zod";

/** Raised with any dataset's version; answered in the `X-Feed-Version` header. */
export const FEED_VERSION = 1;

export const FEED_DATASETS = [
  "tasks",
  "task_history",
  "projects",
  "milestones",
  "health_history",
  "mood",
  "raid",
] as const;
export type FeedDataset = (typeof FEED_DATASETS)[number];

export interface FeedDefinition {
  version: number;
  /** In the order of a CSV's header row and of each JSON row's keys. */
  columns: readonly string[];
  description: string;
}

export const FEEDS: Readonly<Record<FeedDataset, FeedDefinition>> = {
  tasks: {
    version: 1,
    description: "Every task you can see, one row each.",
    columns: [
      "id",
      "project_id",
      "project_name",
      "title",
      "status",
      "column",
      "priority",
      "assignee_id",
      "assignee_name",
      "milestone_id",
      "due_date",
      "estimate_minutes",
      "approval",
      "completed_at",
      "created_at",
      "updated_at",
    ],
  },
  task_history: {
    version: 1,
    description:
      "Each change of a task (created, moved, field changed, …), one row each; rows never change.",
    columns: [
      "id",
      "task_id",
      "project_id",
      "actor_id",
      "kind",
      "field",
      "from_value",
      "to_value",
      "created_at",
      "updated_at",
    ],
  },
  projects: {
    version: 1,
    description: "Every project you can see, archived ones included.",
    columns: [
      "id",
      "name",
      "status",
      "plan_type",
      "client_id",
      "client_name",
      "consultant_id",
      "consultant_name",
      "start_date",
      "archived_at",
      "created_at",
      "updated_at",
    ],
  },
  milestones: {
    version: 1,
    description: "Roadmap milestones of the projects you can see.",
    columns: [
      "id",
      "project_id",
      "title",
      "start_date",
      "due_date",
      "position",
      "created_at",
      "updated_at",
    ],
  },
  health_history: {
    version: 1,
    description: "The weekly health check of each project: its score and the week before's.",
    columns: [
      "id",
      "project_id",
      "week_start",
      "score",
      "previous_score",
      "created_at",
      "updated_at",
    ],
  },
  mood: {
    version: 1,
    description:
      "Team mood per project and ISO week (Monday, UTC): means of mood, energy and stress, " +
      "entries and participants. Means are empty for a week with fewer than 3 entries, so no " +
      "one's answers can be singled out; individual entries are never in a feed.",
    columns: [
      "id",
      "project_id",
      "week_start",
      "entries",
      "participants",
      "mean_mood",
      "mean_energy",
      "mean_stress",
      "updated_at",
    ],
  },
  raid: {
    version: 1,
    description:
      "The RAID register of the projects you can see: each risk, assumption, issue and " +
      "decision, a risk with its score (probability × impact).",
    columns: [
      "id",
      "project_id",
      "kind",
      "title",
      "status",
      "owner_id",
      "owner_name",
      "probability",
      "impact",
      "score",
      "review_date",
      "decided_on",
      "created_at",
      "updated_at",
    ],
  },
};

export const FEED_FORMATS = ["json", "csv"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const FEED_DEFAULT_LIMIT = 1000;
export const FEED_MAX_LIMIT = 10_000;

const limitMessage = `must be a whole number from 1 to ${FEED_MAX_LIMIT}`;

/** A cell: text, a number, or empty. Dates are ISO 8601 text. */
export type FeedCell = string | number | null;

export const feedInput = z.strictObject({
  dataset: z.enum(FEED_DATASETS, {
    error: `must be one of ${FEED_DATASETS.join(", ")}`,
  }),
  format: z.enum(FEED_FORMATS, { error: "must be json or csv" }).default("json"),
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(FEED_MAX_LIMIT, { error: limitMessage })
    .default(FEED_DEFAULT_LIMIT),
  /** Where the page starts: the `next` of the page before (opaque). */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: "must be the next cursor of a page before" })
    .optional(),
  /** Only rows changed at or after this moment (ISO 8601). */
  updated_since: z.iso
    .datetime({
      offset: true,
      error: "must be an ISO 8601 date-time, such as 2026-12-01T00:00:00Z",
    })
    .optional(),
});
export type FeedInput = z.input<typeof feedInput>;

/** A JSON page: the rows, and the cursor of the next page (null on the last). */
export const feedPage = z.object({
  dataset: z.enum(FEED_DATASETS),
  version: z.number().int(),
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  next: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPage>;
