/**
 * Background jobs (docs/tool-stack.md): a push of a project into a team's tool, or an import of
 * another tool's export. A job is followed by reading it again (`GET /api/jobs/{jobId}`) until
 * its state is final; its report says what was made, with links, and what failed and why.
 */
import { z } from "zod";
import { pageFields, recordId, timestamp } from "./common.js";

export const JOB_KINDS = ["export", "import"] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATES = ["queued", "running", "succeeded", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Final states: nothing changes any more unless the job is resumed. */
export const isFinished = (state: JobState) => state === "succeeded" || state === "failed";

/** What became of one item of the work. */
export const JOB_OUTCOMES = ["created", "updated", "existing", "skipped", "failed"] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

export const jobReportItem = z.object({
  /** What kind of thing: "board", "list", "card", "epic", "task", "row 14"… in words. */
  kind: z.string(),
  title: z.string(),
  outcome: z.enum(JOB_OUTCOMES),
  /** Where it is in the other tool, when it is there. */
  url: z.string().nullable(),
  /** Why it failed or was skipped, in words without secrets. */
  message: z.string().nullable(),
});
export type JobReportItem = z.infer<typeof jobReportItem>;

/** At most this many items are kept in a report; the counts always cover all of them. */
export const JOB_REPORT_MAX_ITEMS = 500;

const count = z.number().int();

/**
 * How many items ended each way. Spelt out rather than a record keyed by JOB_OUTCOMES, which
 * validates the same but documented five required properties it never defined.
 */
export const jobCounts = z.object({
  created: count,
  updated: count,
  existing: count,
  skipped: count,
  failed: count,
} satisfies Record<JobOutcome, typeof count>);
export type JobCounts = z.infer<typeof jobCounts>;

export const jobReport = z.object({
  counts: jobCounts,
  items: z.array(jobReportItem),
  /** The items left out of `items` beyond JOB_REPORT_MAX_ITEMS. */
  itemsLeftOut: z.number().int(),
  /** Anything else the job's kind reports (an import's unknown people, a push's top link). */
  details: z.record(z.string(), z.unknown()),
});
export type JobReport = z.infer<typeof jobReport>;

export const job = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_KINDS),
  projectId: z.number().int(),
  /** The integration's slug (`trello`) for an export, the file's format for an import. */
  target: z.string(),
  state: z.enum(JOB_STATES),
  /** Items done of `total` (null until the job has counted them). */
  done: z.number().int(),
  total: z.number().int().nullable(),
  /** What it is doing now, in words ("Creating cards"). */
  phase: z.string().nullable(),
  report: jobReport.nullable(),
  /** Why it stopped, when it failed. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdBy: z.number().int().nullable(),
  createdAt: timestamp,
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
});
export type Job = z.infer<typeof job>;

export const jobIdInput = z.strictObject({ jobId: recordId });

export const projectJobsInput = z.strictObject({ projectId: recordId, ...pageFields });
