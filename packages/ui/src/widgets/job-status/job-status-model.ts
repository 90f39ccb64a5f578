/**
 * The words and numbers a job's view shows, kept apart from the view so they can be checked
 * without rendering: the state's label, the progress as a percentage (none while the job has not
 * counted its items), and the sentence the live region announces.
 */
import type { Job, JobOutcome, JobState } from "@cairn/schema/jobs";

/** The outcomes in the order a report lists them (the schema's order, kept here type-only). */
export const OUTCOME_ORDER: readonly JobOutcome[] = [
  "created",
  "updated",
  "existing",
  "skipped",
  "failed",
];

export const OUTCOME_LABELS: Readonly<Record<JobOutcome, string>> = {
  created: "Created",
  updated: "Updated",
  existing: "Already there",
  skipped: "Skipped",
  failed: "Failed",
};

export const STATE_LABELS: Readonly<Record<JobState, string>> = {
  queued: "Queued",
  running: "Running",
  succeeded: "Finished",
  failed: "Failed",
};

export type Tone = "neutral" | "info" | "success" | "danger" | "warning";

export const STATE_TONES: Readonly<Record<JobState, Tone>> = {
  queued: "neutral",
  running: "info",
  succeeded: "success",
  failed: "danger",
};

export const OUTCOME_TONES: Readonly<Record<JobOutcome, Tone>> = {
  created: "success",
  updated: "info",
  existing: "neutral",
  skipped: "warning",
  failed: "danger",
};

/** 0–100, or null while the total is unknown (the bar is then indeterminate). */
export function jobPercent(job: Pick<Job, "done" | "total" | "state">): number | null {
  if (job.state === "succeeded") return 100;
  if (job.total === null) return null;
  if (job.total <= 0) return job.state === "queued" ? 0 : 100;
  return Math.min(100, Math.max(0, Math.round((job.done / job.total) * 100)));
}

/** "12 of 40", or "Counting the items…" before the job knows its total; nothing while queued. */
export function progressWords(job: Pick<Job, "done" | "total" | "state">): string {
  if (job.state === "queued") return job.total === null ? "" : `${job.done} of ${job.total}`;
  if (job.total === null) return job.done > 0 ? `${job.done} done` : "Counting the items…";
  return `${job.done} of ${job.total}`;
}

/** "3 created, 1 failed": the report's counts that are not zero, in report order. */
export function countsSentence(counts: Partial<Record<JobOutcome, number>>): string {
  const parts = OUTCOME_ORDER.flatMap((outcome) => {
    const count = counts[outcome] ?? 0;
    return count > 0 ? [`${count} ${OUTCOME_LABELS[outcome].toLowerCase()}`] : [];
  });
  return parts.length > 0 ? parts.join(", ") : "nothing to do";
}

/**
 * What the polite live region says. Progress is rounded to quarters so that a job read every
 * second is announced a few times, not every second; the end is announced once, with its
 * outcome.
 */
export function jobAnnouncement(
  job: Pick<Job, "state" | "done" | "total" | "phase" | "error" | "report">,
): string {
  switch (job.state) {
    case "queued":
      return "Queued: waiting to start.";
    case "running": {
      const percent = jobPercent(job);
      if (percent === null) return job.phase ? `Running: ${sentence(job.phase)}` : "Running.";
      const quarter = Math.floor(percent / 25) * 25;
      return `${job.phase ? `${withoutStop(job.phase)}: ` : ""}${quarter}% done.`;
    }
    case "succeeded":
      return `Finished: ${countsSentence(job.report?.counts ?? {})}.`;
    case "failed":
      return `Failed: ${sentence(job.error ?? "the job stopped")}`;
  }
}

function withoutStop(words: string): string {
  return words.trim().replace(/[.…]+$/, "");
}

function sentence(words: string): string {
  return `${withoutStop(words)}.`;
}

/** Only links a browser should follow from a report: http(s) addresses, never `javascript:`. */
export function safeItemUrl(url: string | null): string | null {
  if (url === null) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * React keys for a list whose items have no id (a report's items, a preview's errors): the
 * item's own words, with a count added when the same words come again.
 */
export function withKeys<T>(
  items: readonly T[],
  words: (item: T) => string,
): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = words(item);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: count === 0 ? base : `${base}#${count}`, item };
  });
}
