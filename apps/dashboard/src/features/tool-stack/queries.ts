/**
 * The tool stack's server calls, named once. The tab (tool-stack-tab.tsx) and its parts read the
 * project's jobs (jobs-list.tsx) and one job, polled until its state is final (use-job.ts,
 * job-follower.tsx), and the integrations it can push to (push-section.tsx, from
 * features/integrations/queries.ts). They write an import's dry run and start (import-section.tsx,
 * sent as files by tool-stack-requests.ts) and a failed job's resume; a push is started by
 * `@cairn/api-client/tool-stack`'s `startPush` (push-dialog.tsx). After a job starts or changes
 * state it is stored as answered and the job lists read again; an import that succeeded makes
 * the board read again.
 */
import type { Api } from "@cairn/api-client/trpc";
import { isFinished, type Job } from "@cairn/schema/jobs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../lib/api";
import { previewImport, startImport } from "./tool-stack-requests";

type Trpc = Api["trpc"];

/** How many of the project's jobs the list shows (newest first). */
const JOBS_SHOWN = 20;

/** How often a job is read again while it is queued or running (docs/tool-stack.md). */
export const JOB_POLL_MS = 1000;

/** Read again every second while the job may still change; never once its state is final. */
export function jobRefetchInterval(job: Pick<Job, "state"> | undefined): number | false {
  return job && isFinished(job.state) ? false : JOB_POLL_MS;
}

/** The project's latest jobs. */
export function jobsQuery(trpc: Trpc, projectId: number) {
  return trpc.jobs.list.queryOptions({ projectId, limit: JOBS_SHOWN });
}

/** A job (`GET /api/jobs/{jobId}`), followed until its state is final. */
export function jobQuery(trpc: Trpc, jobId: number) {
  return trpc.jobs.get.queryOptions(
    { jobId },
    { refetchInterval: (query) => jobRefetchInterval(query.state.data) },
  );
}

/** An import's dry run: what it would do, nothing written. */
export function previewImportMutation() {
  return { mutationFn: previewImport };
}

/** The import itself: answers its job. */
export function startImportMutation() {
  return { mutationFn: startImport };
}

/** Resuming a failed job: the answer (queued again) is stored as the job's reading. */
export function useResumeJob(jobId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.jobs.resume.mutationOptions({
      onSuccess: (queued) => {
        queryClient.setQueryData(trpc.jobs.get.queryKey({ jobId }), queued);
      },
    }),
  );
}

/**
 * What follows a job's news: `store` keeps a job as answered (no wait for the first poll),
 * `listsStale` reads the job lists again, `boardStale` the project's board (after an import).
 */
export function useJobUpdates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      store: (job: Job) => {
        queryClient.setQueryData(trpc.jobs.get.queryKey({ jobId: job.id }), job);
      },
      listsStale: () => {
        void queryClient.invalidateQueries(trpc.jobs.list.pathFilter());
      },
      boardStale: (projectId: number) => {
        void queryClient.invalidateQueries({ queryKey: trpc.board.get.queryKey({ projectId }) });
      },
    }),
    [queryClient, trpc],
  );
}
