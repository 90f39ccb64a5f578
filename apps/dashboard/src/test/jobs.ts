/** Jobs as the API answers them, for the tool-stack tests. */
import type { Job, JobReport } from "@cairn/schema/jobs";

export function aJob(change: Partial<Job> = {}): Job {
  return {
    id: 41,
    kind: "export",
    projectId: 3,
    target: "trello",
    state: "queued",
    done: 0,
    total: null,
    phase: null,
    report: null,
    error: null,
    attempts: 0,
    createdBy: 2,
    createdAt: "2026-11-26T10:00:00.000Z",
    startedAt: null,
    finishedAt: null,
    ...change,
  };
}

export function aReport(change: Partial<JobReport> = {}): JobReport {
  return {
    counts: { created: 0, updated: 0, existing: 0, skipped: 0, failed: 0 },
    items: [],
    itemsLeftOut: 0,
    details: {},
    ...change,
  };
}
