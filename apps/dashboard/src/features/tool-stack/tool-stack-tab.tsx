import type { Job } from "@cairn/schema/jobs";
import { Button } from "@cairn/ui/button";
import { XIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ImportSection } from "./import-section";
import { JobFollower } from "./job-follower";
import { JobsList } from "./jobs-list";
import { PushSection } from "./push-section";
import { useJobUpdates } from "./queries";

/**
 * The project page's Tool stack tab (docs/tool-stack.md), for admins and the project's
 * consultant: set the project up in the team's tool, import another tool's export, and the
 * project's runs, each openable into the follower that reads it until it ends. Loaded only when
 * the tab is opened.
 */
export default function ToolStackTab({
  projectId,
  archived = false,
}: {
  projectId: number;
  /** An archived project is read-only (docs/projects.md): its runs are shown, none started. */
  archived?: boolean;
}) {
  const jobs = useJobUpdates();
  // The run shown, and when it was asked for: asking again for the same run focuses it again.
  const [followed, setFollowed] = useState<{ jobId: number; at: number } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The keyboard follows the run that was started or opened.
  useEffect(() => {
    if (followed !== null) heading.current?.focus();
  }, [followed]);

  function follow(job: Job) {
    // What the start answered is the first reading: no wait for the first poll.
    jobs.store(job);
    jobs.listsStale();
    setFollowed({ jobId: job.id, at: Date.now() });
  }

  function succeeded(job: Job) {
    // An import's tasks are on the board now: read it again.
    if (job.kind === "import") {
      jobs.boardStale(projectId);
    }
  }

  return (
    <div className="flex flex-col gap-8">
      {followed !== null ? (
        <section aria-labelledby="tool-stack-current" className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h2
              id="tool-stack-current"
              ref={heading}
              tabIndex={-1}
              className="text-lg font-semibold outline-none"
            >
              Current run
            </h2>
            <Button
              variant="ghost"
              size="sm"
              aria-label="Close the current run"
              onClick={() => setFollowed(null)}
            >
              <XIcon aria-hidden="true" />
              Close
            </Button>
          </div>
          <JobFollower
            key={followed.jobId}
            jobId={followed.jobId}
            onSucceeded={succeeded}
            canResume={!archived}
          />
        </section>
      ) : null}
      {archived ? (
        <p className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          This project is archived: restore it to set it up in a tool or import tasks.
        </p>
      ) : (
        <>
          <PushSection projectId={projectId} onStarted={follow} />
          <ImportSection projectId={projectId} onStarted={follow} />
        </>
      )}
      <JobsList projectId={projectId} openJobId={followed?.jobId ?? null} onOpen={follow} />
    </div>
  );
}
