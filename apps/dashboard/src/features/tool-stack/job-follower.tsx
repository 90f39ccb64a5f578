import type { Job } from "@cairn/schema/jobs";
import { JobStatus } from "@cairn/ui/widgets/job-status";
import { useEffect, useRef } from "react";
import { ActionError } from "../../parts/action-error";
import { ListSkeleton, QueryView } from "../../parts/states";
import { useJobUpdates, useResumeJob } from "./queries";
import { jobTitle, jobToolName } from "./tool-stack-model";
import { useJob } from "./use-job";

export interface JobFollowerProps {
  jobId: number;
  /** Called once when the job is seen to succeed (an import then refreshes the board). */
  onSucceeded?: (job: Job) => void;
  headingLevel?: 2 | 3 | 4;
  /** False in an archived project, which refuses every change: no Resume. */
  canResume?: boolean;
}

/**
 * Follows one job: reads it every second until its state is final and shows it with its report,
 * or its error and Resume. Resuming answers the job queued again, which is followed in turn.
 */
export function JobFollower({
  jobId,
  onSucceeded,
  headingLevel = 3,
  canResume = true,
}: JobFollowerProps) {
  const { listsStale } = useJobUpdates();
  const job = useJob(jobId);
  const state = job.data?.state;
  const latest = useRef(job.data);
  latest.current = job.data;
  const succeeded = useRef(onSucceeded);
  succeeded.current = onSucceeded;

  // On each change of state (not on each poll): the project's list shows every job's state, and
  // a success is reported once per run (a resumed job that succeeds again, again).
  useEffect(() => {
    if (state === undefined) return;
    listsStale();
    if (state === "succeeded" && latest.current) succeeded.current?.(latest.current);
  }, [state, listsStale]);

  const resume = useResumeJob(jobId);

  return (
    <QueryView
      query={job}
      errorTitle="Couldn't load this job"
      skeleton={<ListSkeleton rows={1} label="Loading the job" />}
    >
      {(data) => (
        <div className="flex flex-col gap-2">
          <JobStatus
            job={data}
            title={jobTitle(data)}
            toolName={jobToolName(data)}
            headingLevel={headingLevel}
            resuming={resume.isPending}
            onResume={
              canResume && data.state === "failed"
                ? () => resume.mutate({ jobId: data.id })
                : undefined
            }
          />
          <ActionError error={resume.error} />
        </div>
      )}
    </QueryView>
  );
}
