import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { jobQuery } from "./queries";

/** The poll's rule is the job query's own (queries.ts); named here too for the follower's tests. */
export { JOB_POLL_MS, jobRefetchInterval } from "./queries";

/** A job (`GET /api/jobs/{jobId}`), followed until its state is final. */
export function useJob(jobId: number) {
  const trpc = useTRPC();
  return useQuery(jobQuery(trpc, jobId));
}
