import type {
  HealthCheck,
  ReportMilestone,
  ReportRisk,
  UpcomingHealthCheck,
  WeeklyHealthReport,
} from "@cairn/schema/health-checks";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { EmptyState } from "@cairn/ui/empty-state";
import { formatCalendarDate, formatDateTime } from "@cairn/ui/format";
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
import { upcomingCheckQuery, weeklyChecksQuery } from "./queries";
import { type Change, moreThanNamed, noMoodFigures, scoreChange } from "./weekly-reports-model";

const CHANGE_ICON: Readonly<Record<Change, typeof MinusIcon>> = {
  up: TrendingUpIcon,
  down: TrendingDownIcon,
  same: MinusIcon,
  first: SparklesIcon,
};

/** One part of a report, a region named by its heading (a screen reader's landmark list). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-lg bg-muted/60 p-3">
      <h4 id={id} className="text-sm font-semibold">
        {title}
      </h4>
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

/** A group the report counts and names the first few of (tasks, risks): "and N more" after them. */
function NamedGroup<T extends { id: number }>({
  label,
  count,
  named,
  children,
}: {
  label: string;
  count: number;
  named: readonly T[];
  children: (item: T) => ReactNode;
}) {
  const more = moreThanNamed(count, named);
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium text-muted-foreground">
        {label} ({count})
      </p>
      {count === 0 ? (
        <Quiet>None.</Quiet>
      ) : (
        <ul className="list-disc pl-5 text-sm break-words">
          {named.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
          {more ? <li className="list-none text-muted-foreground">{more}</li> : null}
        </ul>
      )}
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
  return (
    <NamedGroup label={label} count={group.count} named={group.tasks}>
      {(task) => task.title}
    </NamedGroup>
  );
}

function RiskLine({ risk, detail }: { risk: ReportRisk; detail: string }) {
  return (
    <>
      {risk.title}, <span className="text-muted-foreground">{detail}</span>
    </>
  );
}

/** The RAID register's open high risks and overdue reviews as the check saw them. */
function RiskSection({ raid }: { raid: NonNullable<WeeklyHealthReport["raid"]> }) {
  const { highRisks, overdueReviews } = raid;
  return (
    <Section title="Risks">
      {highRisks.count + overdueReviews.count === 0 ? (
        <Quiet>No open high risk and no overdue review.</Quiet>
      ) : (
        <>
          <NamedGroup label="Open high risks" count={highRisks.count} named={highRisks.risks}>
            {(risk) => <RiskLine risk={risk} detail={`score ${risk.score} of 25`} />}
          </NamedGroup>
          <NamedGroup
            label="Reviews overdue"
            count={overdueReviews.count}
            named={overdueReviews.risks}
          >
            {(risk) => (
              <RiskLine
                risk={risk}
                detail={
                  risk.reviewDate
                    ? `score ${risk.score}, to be reviewed by ${formatCalendarDate(risk.reviewDate)}`
                    : `score ${risk.score}`
                }
              />
            )}
          </NamedGroup>
        </>
      )}
    </Section>
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
      {/* Reports written before the RAID register have no risks: the section is left out. */}
      {report.raid ? <RiskSection raid={report.raid} /> : null}
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

/** What a written check and the week so far share, and all an item shows of them. */
type ReportFigures = Pick<HealthCheck, "score" | "previousScore" | "report">;

/**
 * One week's item: its score and band, the change since the last check, its summary and its
 * sections behind "Show report". A written week and the week so far differ only in their heading,
 * their badge and a line under the change.
 */
function ReportItem({
  check,
  heading,
  buttonName,
  badge,
  note,
  open: initiallyOpen,
  provisional = false,
}: {
  check: ReportFigures;
  /** The visible heading, "Week of … to …" included. */
  heading: ReactNode;
  /** What "Show report" opens, for a screen reader: "the week of 7 Jan 2030". */
  buttonName: string;
  badge?: ReactNode;
  note?: ReactNode;
  /** Open by default; until the reader toggles it, the item follows this. */
  open: boolean;
  /** Not yet written (the week so far): a dashed border beside its badge. */
  provisional?: boolean;
}) {
  // The reader's choice, once made, wins; until then the default may change (the week so far
  // arriving or failing decides whether the newest written week opens).
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? initiallyOpen;
  const id = useId();
  const { report } = check;
  const band = scoreBand(check.score);
  const change = scoreChange(report.health);
  const Arrow = CHANGE_ICON[change.direction];
  return (
    <article
      aria-labelledby={`${id}-title`}
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-border p-4",
        provisional && "border-dashed",
      )}
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
            {heading}
          </h3>
          <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Arrow
              aria-hidden="true"
              className={cn(
                "size-4 shrink-0",
                change.direction === "up" && "text-success",
                change.direction === "down" && "text-danger",
              )}
            />
            {change.text}
          </p>
          {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
        </div>
        {badge}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-sections`}
          onClick={() => setToggled(!open)}
        >
          <ChevronDownIcon
            aria-hidden="true"
            className={cn("transition-transform", open && "rotate-180")}
          />
          {open ? "Hide report" : "Show report"}
          <span className="sr-only"> of {buttonName}</span>
        </Button>
      </div>
      <p className="text-sm">{report.summary}</p>
      <div id={`${id}-sections`} hidden={!open}>
        {open ? <ReportSections report={report} /> : null}
      </div>
    </article>
  );
}

/** "Week of 7 Jan 2030", and " to 13 Jan 2030" quieter after it. */
function WeekRange({ report }: { report: WeeklyHealthReport }) {
  return (
    <>
      Week of {formatCalendarDate(report.weekStart)}
      <span className="font-normal text-muted-foreground">
        {" "}
        to {formatCalendarDate(report.weekEnd)}
      </span>
    </>
  );
}

/** A week the API has written (a row of `health_checks`). */
function WrittenReportItem({ check, open }: { check: HealthCheck; open: boolean }) {
  const { report } = check;
  return (
    <li>
      <ReportItem
        check={check}
        heading={<WeekRange report={report} />}
        buttonName={`the week of ${formatCalendarDate(report.weekStart)}`}
        badge={report.catchUp ? <Badge variant="info">Caught up later</Badge> : null}
        open={open}
      />
    </li>
  );
}

/**
 * The week so far: the report the next weekly check would write if the week ended now (computed
 * by the API on request, never kept). It opens with its sections.
 */
function UpcomingReport({ upcoming }: { upcoming: UpcomingHealthCheck }) {
  return (
    <ReportItem
      check={upcoming}
      heading={
        <>
          This week so far
          <span className="font-normal text-muted-foreground">
            {" "}
            · <WeekRange report={upcoming.report} />
          </span>
        </>
      }
      buttonName="this week so far"
      badge={<Badge variant="neutral">Not yet written</Badge>}
      note={
        <>
          As of <time dateTime={upcoming.asOf}>{formatDateTime(upcoming.asOf)}</time> · written on
          Monday for the week just ended
        </>
      }
      open
      provisional
    />
  );
}

/**
 * The list itself, given the checks (newest first, as the API answers them). The newest opens
 * with its sections unless `openNewest` is false: the week so far, shown above, is then the one
 * open (one report open at a time).
 */
export function WeeklyReportList({
  checks,
  openNewest = true,
}: {
  checks: readonly HealthCheck[];
  openNewest?: boolean;
}) {
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
        <WrittenReportItem key={check.id} check={check} open={openNewest && index === 0} />
      ))}
    </ul>
  );
}

/**
 * The project's weekly health checks (docs/health-checks.md): the week so far on top (the report
 * the next check would write if the week ended now), then one report a week, written by the API
 * every Monday. The week so far opens with its sections; the newest written week opens instead
 * only when the week so far could not be loaded. The others open on demand.
 */
export function WeeklyReports({ projectId }: { projectId: number }) {
  const trpc = useTRPC();
  const upcoming = useQuery(upcomingCheckQuery(trpc, projectId));
  const checks = useQuery(weeklyChecksQuery(trpc, projectId));
  return (
    <SectionCard
      title="Weekly health checks"
      description="The week so far, as it would be written if it ended now, then every Monday a report of the week that ended: health and its change, milestones, tasks, risks, mood and the top recommendations."
    >
      <div className="flex flex-col gap-3">
        <QueryView
          query={upcoming}
          errorTitle="Couldn't load this week so far"
          skeleton={<ListSkeleton rows={1} label="Loading this week so far" />}
        >
          {(week) => <UpcomingReport upcoming={week} />}
        </QueryView>
        <QueryView
          query={checks}
          errorTitle="Couldn't load the weekly reports"
          skeleton={<ListSkeleton rows={2} label="Loading the weekly reports" />}
        >
          {/* While the week so far loads, the newest stays closed: it will be the one open. */}
          {(list) => <WeeklyReportList checks={list} openNewest={upcoming.isError} />}
        </QueryView>
      </div>
    </SectionCard>
  );
}
