import { type Job, jobReport } from "@cairn/schema/jobs";
import type { JobRow } from "./jobs.repo.js";

/** A job as the API answers it (its input, which may name files and settings, stays inside). */
export function present(row: JobRow): Job {
  const report = row.report === null ? null : jobReport.safeParse(row.report);
  return {
    id: row.id,
    kind: row.kind,
    projectId: row.projectId,
    target: row.target,
    state: row.state,
    done: row.done,
    total: row.total,
    phase: row.phase,
    report: report?.success ? report.data : null,
    error: row.error,
    attempts: row.attempts,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}
