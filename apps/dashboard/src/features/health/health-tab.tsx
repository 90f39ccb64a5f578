import { TIMINGS } from "@cairn/schema/constants";
import {
  NOT_ENOUGH_DATA,
  type ProjectHealth,
  type TaskMetrics,
  type TeamMetrics,
} from "@cairn/schema/health";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { LineChart } from "@cairn/ui/line-chart";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@cairn/ui/tabs";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  LightbulbIcon,
  MinusIcon,
  RotateCwIcon,
  ShieldAlertIcon,
  TrendingDownIcon,
  TrendingUpIcon,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTRPC } from "../../lib/api";
import { formatDateTime, formatWeek } from "../../lib/format";
import { SectionCard } from "../../parts/page-header";
import { CardsSkeleton, ErrorState, ListSkeleton, QueryView } from "../../parts/states";
import { formatKpiValue } from "../kpi-dashboards/chart-data";
import { percentOf } from "../tasks/progress";
import { BandBar } from "./band-bar";
import {
  BAND_SURFACE,
  BAND_TEXT,
  energyBand,
  moodFace,
  riskBand,
  riskLevel,
  scoreBand,
  scoreLabel,
  stressBand,
} from "./bands";
import { MoodFace } from "./mood-face";
import { healthHistoryQuery, healthQueries, upcomingCheckQuery } from "./queries";
import { WeeklyReports } from "./weekly-reports";

/** The cards and the weekly checks are of different moments, and say so. */
const SCORES_PERIOD_NOTE =
  "The cards are the project as it is now; each weekly health check below is as of its week's end.";

const TREND = {
  up: { icon: TrendingUpIcon, text: "Improving" },
  down: { icon: TrendingDownIcon, text: "Declining" },
  stable: { icon: MinusIcon, text: "Stable" },
} as const;

function ScoreCard({
  label,
  score,
  extra,
  unscored = false,
}: {
  label: string;
  score: number;
  extra?: ReactNode;
  /** Too little data to say anything yet: no number, no colour. */
  unscored?: boolean;
}) {
  if (unscored) {
    return (
      <article
        aria-label={`${label}: ${NOT_ENOUGH_DATA.toLowerCase()}`}
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
      >
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-sm font-medium text-foreground">{label}</h3>
          {extra}
        </div>
        <p className="text-3xl leading-none font-semibold text-muted-foreground">—</p>
        <p className="text-xs font-medium text-muted-foreground">{NOT_ENOUGH_DATA}</p>
      </article>
    );
  }
  const band = scoreBand(score);
  // The one table of bands (@cairn/schema/score-bands): the weekly reports use the same words.
  const word = scoreLabel(score);
  return (
    <article
      aria-label={`${label}: ${score} out of 100, ${word.toLowerCase()}`}
      className={cn("flex flex-col gap-3 rounded-xl border p-5 shadow-sm", BAND_SURFACE[band])}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-foreground">{label}</h3>
        {extra}
      </div>
      <p className={cn("text-3xl leading-none font-semibold tabular-nums", BAND_TEXT[band])}>
        {score}
        <span className="text-base font-normal text-muted-foreground">/100</span>
      </p>
      <BandBar percent={score} band={band} />
      <p className={cn("text-xs font-medium", BAND_TEXT[band])}>{word}</p>
    </article>
  );
}

function ScoreCards({ health }: { health: ProjectHealth }) {
  const trend = TREND[health.trend];
  const unscored = new Set(health.unscored);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <ScoreCard
        label="Overall Health"
        score={health.overallScore}
        unscored={unscored.has("overall")}
        extra={
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <trend.icon aria-hidden="true" className="size-4" />
            {trend.text}
          </span>
        }
      />
      <ScoreCard
        label="Task Completion"
        score={health.taskCompletionScore}
        unscored={unscored.has("taskCompletion")}
      />
      <ScoreCard
        label="Timeline"
        score={health.timelineScore}
        unscored={unscored.has("timeline")}
      />
      <ScoreCard
        label="Team Engagement"
        score={health.teamEngagementScore}
        unscored={unscored.has("teamEngagement")}
      />
    </div>
  );
}

function Insights({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm">
          <LightbulbIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function RiskAssessment({ health }: { health: ProjectHealth }) {
  const level = riskLevel(health.riskScore);
  const parts = [
    { label: "Schedule risk", weight: "40%", value: health.risk.schedule },
    { label: "Resource risk", weight: "30%", value: health.risk.resource },
    { label: "Quality risk", weight: "30%", value: health.risk.quality },
  ];
  return (
    <SectionCard
      title="Risk Assessment"
      description="Schedule, resource and quality risk, weighted 40/30/30."
      action={
        <Badge variant={riskBand(level)}>
          <ShieldAlertIcon aria-hidden="true" />
          {level} risk · {health.riskScore}
        </Badge>
      }
    >
      <ul className="flex flex-col gap-3">
        {parts.map((part) => (
          <li key={part.label} className="flex flex-col gap-1">
            <div className="flex justify-between text-sm">
              <span>
                {part.label} <span className="text-muted-foreground">({part.weight})</span>
              </span>
              <span className="font-medium tabular-nums">{part.value}</span>
            </div>
            <BandBar percent={part.value} band={riskBand(riskLevel(part.value))} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <h3 className="text-sm font-semibold">Why these scores</h3>
        <Insights items={health.reasons} empty="No notable findings." />
      </div>
    </SectionCard>
  );
}

function Distribution({ tasks }: { tasks: TaskMetrics }) {
  const rows = [
    { label: "Completed", value: tasks.completedTasks, band: "success" as const },
    { label: "In Progress", value: tasks.inProgressTasks, band: "info" as const },
    { label: "Overdue", value: tasks.overdueTasks, band: "danger" as const },
  ];
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => {
        const percent = percentOf(row.value, tasks.totalTasks);
        return (
          <li key={row.label} className="flex flex-col gap-1">
            <div className="flex justify-between text-sm">
              <span>{row.label}</span>
              <span className="tabular-nums">
                <span className="font-medium">{row.value}</span>
                <span className="text-muted-foreground">
                  {" "}
                  of {tasks.totalTasks} · {percent}%
                </span>
              </span>
            </div>
            <BandBar percent={percent} band={row.band} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The task facts. Lead time (creation to done) and cycle time (start to done) are the KPIs' own
 * figures of their default period, the last 12 weeks, written as the KPI widgets write them.
 */
function TaskFacts({ tasks }: { tasks: TaskMetrics }) {
  const facts: [label: string, value: string | number, hint?: string][] = [
    ["Total tasks", tasks.totalTasks],
    ["High priority", tasks.highPriorityTasks],
    ["Overdue", tasks.overdueTasks],
    ["Lead time", formatKpiValue(tasks.leadTimeDays, "days"), "creation to done"],
    ["Cycle time", formatKpiValue(tasks.cycleTimeDays, "days"), "start to done"],
  ];
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        {facts.map(([label, value, hint]) => (
          <div key={label} className="flex flex-col rounded-lg bg-muted/60 p-3">
            <dt className="text-muted-foreground">
              {label}
              {hint ? <span className="block text-xs">{hint}</span> : null}
            </dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">{FLOW_PERIOD_NOTE}</p>
    </div>
  );
}

/** Where lead and cycle time come from, said under them. */
const FLOW_PERIOD_NOTE =
  "Lead and cycle time: medians of the tasks finished in the last 12 weeks, as on the KPI dashboards.";

function MoodPanel({ team }: { team: TeamMetrics }) {
  const scale = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}/5`);
  return (
    <SectionCard
      title="Team Mood"
      description="The last 14 days of mood entries. The face describes the average mood only."
    >
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3">
          <dt className="text-muted-foreground">Average mood</dt>
          <dd className="flex items-center gap-2 text-lg font-semibold tabular-nums">
            {team.avgMoodScore === null ? null : <MoodFace face={moodFace(team.avgMoodScore)} />}
            {scale(team.avgMoodScore)}
          </dd>
        </div>
        <div className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3">
          <dt className="text-muted-foreground">Participation</dt>
          <dd className="text-lg font-semibold tabular-nums">{team.participationRate}%</dd>
        </div>
        <div className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3">
          <dt className="text-muted-foreground">Energy</dt>
          <dd
            className={cn(
              "text-lg font-semibold tabular-nums",
              team.avgEnergyLevel === null ? "" : BAND_TEXT[energyBand(team.avgEnergyLevel)],
            )}
          >
            {scale(team.avgEnergyLevel)}
          </dd>
        </div>
        <div className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3">
          <dt className="text-muted-foreground">Stress</dt>
          <dd
            className={cn(
              "text-lg font-semibold tabular-nums",
              team.avgStressLevel === null ? "" : BAND_TEXT[stressBand(team.avgStressLevel)],
            )}
          >
            {scale(team.avgStressLevel)}
          </dd>
        </div>
      </dl>
      {team.note ? <p className="text-sm text-muted-foreground">{team.note}</p> : null}
    </SectionCard>
  );
}

function EngagementChart({ projectId }: { projectId: number }) {
  const trpc = useTRPC();
  const history = useQuery(healthHistoryQuery(trpc, projectId));
  return (
    <SectionCard
      title="Engagement Trends"
      description="The weekly health check of the last eight weeks."
    >
      <QueryView query={history} skeleton={<ListSkeleton rows={2} />}>
        {(weeks) => (
          <LineChart
            title="Weekly health of this project"
            labels={weeks.map((week) => formatWeek(week.weekEnding))}
            series={[
              {
                id: "overall",
                label: "Overall health",
                color: "var(--color-primary)",
                values: weeks.map((week) => week.overallScore),
              },
              {
                id: "engagement",
                label: "Team engagement",
                color: "var(--color-info)",
                dashed: true,
                values: weeks.map((week) => week.teamEngagementScore),
              },
              {
                id: "completion",
                label: "Task completion",
                color: "var(--color-warning)",
                values: weeks.map((week) => week.taskCompletionScore),
              },
            ]}
            emptyText="No weekly checks yet"
          />
        )}
      </QueryView>
    </SectionCard>
  );
}

/** docs/product.md §2.18 Health Dashboard, with the API's reasons and a chart of the weekly history. */
export default function HealthTab({ projectId }: { projectId: number }) {
  const trpc = useTRPC();
  const reads = healthQueries(trpc, projectId);
  const health = useQuery(reads.health);
  const tasks = useQuery(reads.tasks);
  const team = useQuery(reads.team);
  const history = useQuery(reads.history);
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    const spinner = new Promise((resolve) =>
      window.setTimeout(resolve, TIMINGS.healthRefreshSpinner),
    );
    await Promise.allSettled([
      health.refetch(),
      tasks.refetch(),
      team.refetch(),
      history.refetch(),
      // The week so far is read inside the weekly reports' card: its "As of" moves on too.
      queryClient.refetchQueries({ queryKey: upcomingCheckQuery(trpc, projectId).queryKey }),
      spinner,
    ]);
    setRefreshing(false);
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Project Health</h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {health.data ? `Last updated ${formatDateTime(health.data.lastCalculated)}` : "\u00a0"}
          </p>
          <p className="text-xs text-muted-foreground">{SCORES_PERIOD_NOTE}</p>
        </div>
        <Button
          variant="outline"
          onClick={() => void refresh()}
          disabled={refreshing}
          aria-busy={refreshing}
        >
          <RotateCwIcon aria-hidden="true" className={refreshing ? "animate-spin" : undefined} />
          {refreshing ? "Refreshing..." : "Refresh"}
        </Button>
      </div>
      {health.isError ? (
        <ErrorState
          title="Couldn't load the health scores"
          error={health.error}
          onRetry={() => void health.refetch()}
        />
      ) : health.isPending ? (
        <CardsSkeleton />
      ) : (
        <ScoreCards health={health.data} />
      )}
      <Tabs defaultValue="overview">
        <TabsList aria-label="Health details">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="tasks">Tasks</TabsTrigger>
          <TabsTrigger value="team">Team</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <div className="grid gap-6 lg:grid-cols-2">
            {health.data ? <RiskAssessment health={health.data} /> : <ListSkeleton rows={3} />}
            <SectionCard title="Task Insights" description="What the task data says.">
              <QueryView query={tasks} skeleton={<ListSkeleton rows={3} />}>
                {(metrics) => (
                  <div className="flex flex-col gap-4">
                    <TaskFacts tasks={metrics} />
                    <Insights items={metrics.insights} empty="Nothing stands out in the tasks." />
                  </div>
                )}
              </QueryView>
            </SectionCard>
          </div>
        </TabsContent>
        <TabsContent value="tasks">
          <div className="grid gap-6 lg:grid-cols-2">
            <SectionCard title="Task Distribution" description="Share of all tasks of the project.">
              <QueryView query={tasks} skeleton={<ListSkeleton rows={3} />}>
                {(metrics) => <Distribution tasks={metrics} />}
              </QueryView>
            </SectionCard>
            <SectionCard title="Insights" description="What to look at first.">
              <QueryView query={tasks} skeleton={<ListSkeleton rows={3} />}>
                {(metrics) => (
                  <Insights items={metrics.insights} empty="Nothing stands out in the tasks." />
                )}
              </QueryView>
            </SectionCard>
          </div>
        </TabsContent>
        <TabsContent value="team">
          <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
            <QueryView query={team} skeleton={<ListSkeleton rows={3} />}>
              {(metrics) => <MoodPanel team={metrics} />}
            </QueryView>
            <EngagementChart projectId={projectId} />
          </div>
        </TabsContent>
      </Tabs>
      <WeeklyReports projectId={projectId} />
    </div>
  );
}
