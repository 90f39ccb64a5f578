import { isFinished, type Job } from "@cairn/schema/jobs";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";

/** How often a job is read again while it is queued or running (docs/tool-stack.md). */
export const JOB_POLL_MS = 1000;

/** Read again every second while the job may still change; never once its state is final. */
export function jobRefetchInterval(job: Pick<Job, "state"> | undefined): number | false {
  return job && isFinished(job.state) ? false : JOB_POLL_MS;
}

/** A job (`GET /api/jobs/{jobId}`), followed until its state is final. */
export function useJob(jobId: number) {
  const trpc = useTRPC();
  return useQuery(
    trpc.jobs.get.queryOptions(
      { jobId },
      { refetchInterval: (query) => jobRefetchInterval(query.state.data) },
    ),
  );
}
