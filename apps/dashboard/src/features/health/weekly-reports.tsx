import type { HealthCheck, ReportMilestone, WeeklyHealthReport } from "@cairn/schema/health-checks";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { EmptyState } from "@cairn/ui/empty-state";
import { formatCalendarDate } from "@cairn/ui/format";
import { useQuery } from "@tanstack/react-query";
import {
  CalendarCheckIcon,
  ChevronDownIcon,
  MinusIcon,
  SparklesIcon,
  TrendingDownIcon,
  TrendingUpIcon,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useTRPC } from "../../lib/api";
import { SectionCard } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";
import { BAND_SURFACE, BAND_TEXT, scoreBand, scoreLabel } from "./bands";
import { weeklyChecksQuery } from "./queries";
import { type Change, moreThanNamed, noMoodFigures, scoreChange } from "./weekly-reports-model";

const CHANGE_ICON: Readonly<Record<Change, typeof MinusIcon>> = {
  up: TrendingUpIcon,
  down: TrendingDownIcon,
  same: MinusIcon,
  first: SparklesIcon,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-lg bg-muted/60 p-3">
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </section>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function MilestoneList({ label, items }: { label: string; items: readonly ReportMilestone[] }) {
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {items.map((milestone) => (
          <li key={milestone.id} className="flex flex-wrap items-center gap-2">
            <span>{milestone.title}</span>
            <span className="text-xs text-muted-foreground">
              due {formatCalendarDate(milestone.dueDate)} · {milestone.tasksDone}/{milestone.tasks}{" "}
              tasks
            </span>
            <Badge variant={milestone.done ? "success" : "warning"}>
              {milestone.done ? "Done" : "Open"}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TaskGroup({
  label,
  group,
}: {
  label: string;
  group: WeeklyHealthReport["tasks"]["finished"];
}) {
  const more = moreThanNamed(group);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium text-muted-foreground">
        {label} ({group.count})
      </p>
      {group.count === 0 ? (
        <Quiet>None.</Quiet>
      ) : (
        <ul className="list-disc pl-5 text-sm">
          {group.tasks.map((task) => (
            <li key={task.id}>{task.title}</li>
          ))}
          {more ? <li className="list-none text-muted-foreground">{more}</li> : null}
        </ul>
      )}
    </div>
  );
}

function ReportSections({ report }: { report: WeeklyHealthReport }) {
  const { milestones, tasks, mood, recommendations } = report;
  const anyMilestone = milestones.due.length + milestones.late.length + milestones.done.length > 0;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Section title="Milestones">
        {anyMilestone ? (
          <>
            <MilestoneList label="Due this week" items={milestones.due} />
            <MilestoneList label="Late" items={milestones.late} />
            <MilestoneList label="Completed this week" items={milestones.done} />
          </>
        ) : (
          <Quiet>No milestone was due, late or completed this week.</Quiet>
        )}
      </Section>
      <Section title="Tasks">
        <TaskGroup label="Finished" group={tasks.finished} />
        <TaskGroup label="Slipped (due this week, not done)" group={tasks.slipped} />
      </Section>
      <Section title="Mood">
        {mood ? (
          <p className="text-sm">
            <span className="font-medium">{mood.averageMood.toFixed(1)} of 5</span> from{" "}
            {mood.entries} {mood.entries === 1 ? "entry" : "entries"} · energy{" "}
            {mood.averageEnergy.toFixed(1)} · stress {mood.averageStress.toFixed(1)}
          </p>
        ) : (
          <Quiet>{noMoodFigures(report.moodEntries)}</Quiet>
        )}
      </Section>
      <Section title="Top recommendations">
        {recommendations.length === 0 ? (
          <Quiet>No change of priority was recommended.</Quiet>
        ) : (
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
            {recommendations.map((advice) => (
              <li key={advice.taskId}>
                <span className="font-medium">{advice.taskTitle}</span>: {advice.currentPriority} →{" "}
                {advice.recommendedPriority}
                <p className="text-xs text-muted-foreground">{advice.reasoning}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}

function ReportItem({ check, open: initiallyOpen }: { check: HealthCheck; open: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  const { report } = check;
  const band = scoreBand(check.score);
  const change = scoreChange(report.health);
  const Arrow = CHANGE_ICON[change.direction];
  const title = `Week of ${formatCalendarDate(report.weekStart)}`;
  return (
    <li>
      <article
        aria-labelledby={`${id}-title`}
        className="flex flex-col gap-3 rounded-xl border border-border p-4"
      >
        <div className="flex flex-wrap items-center gap-3">
          <div
            className={cn(
              "flex min-w-14 flex-col items-center rounded-lg border px-2 py-1",
              BAND_SURFACE[band],
            )}
          >
            <span className={cn("text-xl font-semibold tabular-nums", BAND_TEXT[band])}>
              {check.score}
            </span>
            <span className="sr-only"> out of 100,</span>
            {/* The Health tab's word for the band (one table: @cairn/schema/score-bands). */}
            <span className={cn("text-xs font-medium", BAND_TEXT[band])}>
              {scoreLabel(check.score)}
            </span>
          </div>
          <div className="flex min-w-0 flex-1 flex-col">
            <h3 id={`${id}-title`} className="text-sm font-semibold">
              {title}
              <span className="font-normal text-muted-foreground">
                {" "}
                to {formatCalendarDate(report.weekEnd)}
              </span>
            </h3>
            <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <Arrow
                aria-hidden="true"
                className={cn(
                  "size-4",
                  change.direction === "up" && "text-success",
                  change.direction === "down" && "text-danger",
                )}
              />
              {change.text}
            </p>
          </div>
          {report.catchUp ? <Badge variant="info">Caught up later</Badge> : null}
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={`${id}-sections`}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronDownIcon
              aria-hidden="true"
              className={cn("transition-transform", open && "rotate-180")}
            />
            {open ? "Hide report" : "Show report"}
            <span className="sr-only"> of the {title.toLowerCase()}</span>
          </Button>
        </div>
        <p className="text-sm">{report.summary}</p>
        <div id={`${id}-sections`} hidden={!open}>
          {open ? <ReportSections report={report} /> : null}
        </div>
      </article>
    </li>
  );
}

/** The list itself, given the checks (newest first, as the API answers them). */
export function WeeklyReportList({ checks }: { checks: readonly HealthCheck[] }) {
  if (checks.length === 0) {
    return (
      <EmptyState
        icon={<CalendarCheckIcon />}
        title="No weekly reports yet"
        description="The first weekly health check is written on Monday, for the week that has just ended."
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Weekly health reports">
      {checks.map((check, index) => (
        <ReportItem key={check.id} check={check} open={index === 0} />
      ))}
    </ul>
  );
}

/**
 * The project's weekly health checks (docs/health-checks.md): one report a week, written by
 * the API every Monday; the newest opens with its sections, the others open on demand.
 */
export function WeeklyReports({ projectId }: { projectId: number }) {
  const trpc = useTRPC();
  const checks = useQuery(weeklyChecksQuery(trpc, projectId));
  return (
    <SectionCard
      title="Weekly health checks"
      description="Every Monday, a report of the week that ended: health and its change, milestones, tasks, mood and the top recommendations."
    >
      <QueryView
        query={checks}
        errorTitle="Couldn't load the weekly reports"
        skeleton={<ListSkeleton rows={2} label="Loading the weekly reports" />}
      >
        {(list) => <WeeklyReportList checks={list} />}
      </QueryView>
    </SectionCard>
  );
}
