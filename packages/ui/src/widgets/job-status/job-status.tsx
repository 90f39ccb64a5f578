import { isFinished, type Job, type JobReport } from "@cairn/schema/jobs";
import { ExternalLinkIcon, RotateCwIcon } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../badge/badge.js";
import { Button } from "../../button/button.js";
import { cn } from "../../cn/cn.js";
import { Progress } from "../../progress/progress.js";
import {
  jobAnnouncement,
  jobPercent,
  OUTCOME_LABELS,
  OUTCOME_ORDER,
  OUTCOME_TONES,
  progressWords,
  STATE_LABELS,
  STATE_TONES,
  safeItemUrl,
  withKeys,
} from "./job-status-model.js";

export interface JobStatusProps {
  job: Job;
  /** What the job is, in words: "Set up in Trello", "Import of tasks.csv". */
  title: string;
  /** The tool the report's links open ("Trello"), for their accessible names. */
  toolName?: string;
  /** Offered on a failed job: carries it on from where it stopped. */
  onResume?: () => void;
  resuming?: boolean;
  /** The level of the title: one below the heading the view sits under. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A background job as it goes (docs/tool-stack.md): its state, a progress bar (indeterminate
 * until the job has counted its items), the phase in words, and at the end its report (counts
 * by outcome, the items with their links and messages) or its error with Resume. A polite live
 * region announces progress in quarters, and the end once.
 */
export function JobStatus({
  job,
  title,
  toolName,
  onResume,
  resuming,
  headingLevel = 3,
  className,
}: JobStatusProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const percent = jobPercent(job);
  const finished = isFinished(job.state);
  return (
    <section
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-4 rounded-xl border border-border bg-card p-5", className)}
    >
      <div className="flex flex-wrap items-center gap-3">
        <Heading id={titleId} className="font-semibold">
          {title}
        </Heading>
        <Badge variant={STATE_TONES[job.state]}>{STATE_LABELS[job.state]}</Badge>
      </div>

      {finished ? null : (
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span>{job.phase ?? (job.state === "queued" ? "Waiting to start" : "Working")}</span>
            <span className="shrink-0 tabular-nums text-muted-foreground">
              {progressWords(job)}
            </span>
          </div>
          <Progress value={percent} aria-label={`Progress of ${title}`} />
        </div>
      )}

      {job.state === "failed" ? (
        <div className="flex flex-col gap-3 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
          <p>
            <span className="font-medium">Stopped: </span>
            {job.error ?? "the job stopped without saying why."}
          </p>
          {onResume ? (
            <div>
              <Button variant="outline" size="sm" loading={resuming} onClick={onResume}>
                <RotateCwIcon aria-hidden="true" />
                Resume
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      {job.report ? (
        <JobReportView report={job.report} toolName={toolName} headingLevel={headingLevel} />
      ) : null}

      <p aria-live="polite" className="sr-only">
        {`${title}. ${jobAnnouncement(job)}`}
      </p>
    </section>
  );
}

function JobReportView({
  report,
  toolName,
  headingLevel,
}: {
  report: JobReport;
  toolName: string | undefined;
  headingLevel: 2 | 3 | 4;
}) {
  const Heading = `h${Math.min(headingLevel + 1, 6)}` as "h3" | "h4" | "h5";
  const where = toolName ? ` in ${toolName}` : "";
  return (
    <div className="flex flex-col gap-3">
      <Heading className="text-sm font-semibold">Report</Heading>
      <dl className="flex flex-wrap gap-2">
        {OUTCOME_ORDER.map((outcome) => (
          <div
            key={outcome}
            className="flex items-baseline gap-1.5 rounded-md border border-border px-3 py-1.5"
          >
            <dt className="text-xs text-muted-foreground">{OUTCOME_LABELS[outcome]}</dt>
            <dd className="text-sm font-semibold tabular-nums">{report.counts[outcome] ?? 0}</dd>
          </div>
        ))}
      </dl>
      {report.items.length > 0 ? (
        <div className="overflow-x-auto rounded-md border border-border">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Items of the report</caption>
            <thead className="bg-muted/60 text-left text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Kind
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Title
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Outcome
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Link
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Message
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {withKeys(report.items, (item) => `${item.kind}|${item.title}|${item.outcome}`).map(
                ({ key, item }) => {
                  const url = safeItemUrl(item.url);
                  return (
                    <tr key={key}>
                      <td className="px-3 py-2 text-muted-foreground">{item.kind}</td>
                      <td className="px-3 py-2 font-medium">{item.title}</td>
                      <td className="px-3 py-2">
                        <Badge variant={OUTCOME_TONES[item.outcome]}>
                          {OUTCOME_LABELS[item.outcome]}
                        </Badge>
                      </td>
                      <td className="px-3 py-2">
                        {url ? (
                          <a
                            href={url}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={`Open ${item.title}${where} (opens in a new tab)`}
                            className="inline-flex items-center gap-1 text-primary hover:underline focus-visible:underline"
                          >
                            Open
                            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                          </a>
                        ) : (
                          <span className="text-muted-foreground">—</span>
                        )}
                      </td>
                      <td className="px-3 py-2 text-muted-foreground">{item.message ?? ""}</td>
                    </tr>
                  );
                },
              )}
            </tbody>
          </table>
        </div>
      ) : null}
      {report.itemsLeftOut > 0 ? (
        <p className="text-sm text-muted-foreground">
          {report.itemsLeftOut} more {report.itemsLeftOut === 1 ? "item is" : "items are"} counted
          above but not listed.
        </p>
      ) : null}
    </div>
  );
}
