import type { Job } from "@cairn/schema/jobs";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { countsSentence, STATE_LABELS, STATE_TONES } from "@cairn/ui/widgets/job-status";
import { useQuery } from "@tanstack/react-query";
import { HistoryIcon } from "lucide-react";
import { useId } from "react";
import { useTRPC } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { ListSkeleton, QueryView } from "../../parts/states";
import { jobsQuery } from "./queries";
import { jobTitle } from "./tool-stack-model";

function summary(job: Job): string {
  if (job.state === "failed") return job.error ?? "Stopped";
  if (job.state === "succeeded") return countsSentence(job.report?.counts ?? {});
  if (job.state === "running") {
    return job.total === null ? (job.phase ?? "Working") : `${job.done} of ${job.total}`;
  }
  return "Waiting to start";
}

/** The project's pushes and imports, newest first; each opens into the follower. */
export function JobsList({
  projectId,
  openJobId,
  onOpen,
}: {
  projectId: number;
  openJobId: number | null;
  onOpen: (job: Job) => void;
}) {
  const trpc = useTRPC();
  const jobs = useQuery(jobsQuery(trpc, projectId));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Past runs
      </h2>
      <QueryView
        query={jobs}
        errorTitle="Couldn't load the runs"
        skeleton={<ListSkeleton rows={2} label="Loading the runs" />}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <HistoryIcon aria-hidden="true" className="size-4" />
              No set-ups or imports yet.
            </p>
          ) : (
            <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-border">
              {list.map((job) => (
                <li key={job.id} className="flex flex-wrap items-center gap-3 py-2.5">
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {jobTitle(job)}
                      <Badge variant={STATE_TONES[job.state]}>{STATE_LABELS[job.state]}</Badge>
                    </span>
                    <span className="flex flex-wrap gap-x-1.5 text-xs text-muted-foreground">
                      <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
                      <span aria-hidden="true">·</span>
                      <span className="min-w-0 break-words">{summary(job)}</span>
                    </span>
                  </div>
                  {/* The open run is followed in "Current run", at the top of the tab, often out of
                      sight: its button takes the reader there rather than naming a place. */}
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => onOpen(job)}
                    aria-label={`${openJobId === job.id ? "Go to current run" : "Open"}: ${jobTitle(job)} of ${formatDateTime(job.createdAt)}`}
                  >
                    {openJobId === job.id ? "Go to current run" : "Open"}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
