import { TIMINGS } from "@cairn/schema/constants";
import type { PriorityAnalysis, PriorityRecommendation } from "@cairn/schema/priority";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { EmptyState } from "@cairn/ui/empty-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@cairn/ui/tabs";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  ArrowRightIcon,
  BrainCircuitIcon,
  CheckCheckIcon,
  CheckIcon,
  CircleCheckBigIcon,
  LightbulbIcon,
  XIcon,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTRPC } from "../../lib/api";
import { humanize } from "../../lib/format";
import { SectionCard } from "../../parts/page-header";
import { PriorityBadge } from "../badges/badges";
import { BandBar } from "../health/band-bar";
import { aiScoreBand, BAND_TEXT, scoreBand } from "../health/bands";
import {
  acceptAllMutation,
  analysisQuery,
  analyzeMutation,
  setPriorityMutation,
  usePrioritiesChanged,
  useSetAnalysis,
} from "./queries";

const FACTORS: readonly [keyof PriorityRecommendation["factors"], string][] = [
  ["urgency", "Urgency"],
  ["impact", "Impact"],
  ["effort", "Effort"],
  ["dependencies", "Dependencies"],
  ["businessValue", "Business value"],
];

function RecommendationCard({
  recommendation,
  accepting,
  onAccept,
  onReject,
}: {
  recommendation: PriorityRecommendation;
  accepting: boolean;
  onAccept: () => void;
  onReject: () => void;
}) {
  const { taskTitle, currentPriority, recommendedPriority, confidence, aiScore } = recommendation;
  return (
    <article
      aria-label={`Recommendation for ${taskTitle}`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="font-semibold">{taskTitle}</h3>
        <div className="flex items-center gap-2 text-sm">
          <PriorityBadge priority={currentPriority} />
          <ArrowRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          <span className="sr-only">recommended:</span>
          <PriorityBadge priority={recommendedPriority} />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{recommendation.reasoning}</p>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Confidence</dt>
          <dd className={cn("font-semibold tabular-nums", BAND_TEXT[scoreBand(confidence)])}>
            {confidence}%
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">AI score</dt>
          <dd className={cn("font-semibold tabular-nums", BAND_TEXT[aiScoreBand(aiScore)])}>
            {aiScore}
          </dd>
        </div>
      </dl>
      <ul
        aria-label="Factors"
        className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-5"
      >
        {FACTORS.map(([key, label]) => (
          <li key={key} className="flex flex-col gap-1">
            <div className="flex justify-between text-xs">
              <span className="text-muted-foreground">{label}</span>
              <span className="font-medium tabular-nums">{recommendation.factors[key]}%</span>
            </div>
            <BandBar percent={recommendation.factors[key]} band="primary" className="h-1.5" />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onAccept} loading={accepting}>
          <CheckIcon aria-hidden="true" />
          Accept
        </Button>
        <Button size="sm" variant="outline" onClick={onReject} disabled={accepting}>
          <XIcon aria-hidden="true" />
          Reject
        </Button>
      </div>
    </article>
  );
}

function InsightsPanel({ analysis }: { analysis: PriorityAnalysis }) {
  const { overallInsights: insights, optimizationSuggestions, optimizedTasks } = analysis.insights;
  const facts = [
    ["High priority", insights.highPriorityTasks, "text-danger-soft-foreground"],
    ["Medium priority", insights.mediumPriorityTasks, "text-warning-soft-foreground"],
    ["Low priority", insights.lowPriorityTasks, "text-success-soft-foreground"],
    ["Average score", insights.averageScore, ""],
    ["Risk tasks", insights.riskTasks, ""],
    ["Optimized", optimizedTasks, ""],
  ] as const;
  return (
    <SectionCard title="Priority Insights" description="Where the project's priorities stand.">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        {facts.map(([label, value, tone]) => (
          <div key={label} className="flex flex-col rounded-lg bg-muted/60 p-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={cn("text-lg font-semibold tabular-nums", tone)}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <h3 className="text-sm font-semibold">Optimization suggestions</h3>
        {optimizationSuggestions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No suggestions right now.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {optimizationSuggestions.map((suggestion) => (
              <li key={suggestion} className="flex gap-2 text-sm">
                <LightbulbIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
                {suggestion}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}

/** docs/product.md §2.18 AI Priority: analyse, then accept (saved) or reject (local) each recommendation. */
export default function PriorityTab({ projectId }: { projectId: number }) {
  const trpc = useTRPC();
  const stored = useQuery(analysisQuery(projectId));
  const analysis = stored.data;
  const [indicator, setIndicator] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setAnalysis = useSetAnalysis(projectId);
  const prioritiesChanged = usePrioritiesChanged(projectId);

  const analyze = useMutation({
    ...analyzeMutation(trpc),
    onMutate: () => setIndicator(true),
    onSuccess: (result) => {
      setAnalysis(() => result);
      const count = result.recommendations.length;
      toast({
        title: "Analysis Complete",
        description: `Found ${count} priority recommendation${count === 1 ? "" : "s"}`,
        variant: "success",
      });
      // docs/product.md §4: the indicator resets 2 seconds after the analysis.
      timer.current = window.setTimeout(() => setIndicator(false), TIMINGS.analyzeIndicator);
    },
    onError: () => {
      setIndicator(false);
      toast({
        title: "Analysis Failed",
        description: "Failed to analyze task priorities. Please try again.",
        variant: "destructive",
      });
    },
  });

  const drop = (taskId: number) =>
    setAnalysis((current) =>
      current
        ? {
            ...current,
            recommendations: current.recommendations.filter((r) => r.taskId !== taskId),
          }
        : current,
    );

  const accept = useMutation({
    ...setPriorityMutation(trpc),
    onSuccess: (task) => {
      drop(task.id);
      toast({
        title: "Priority Updated",
        description: `"${task.title}" is now ${humanize(task.priority).toLowerCase()} priority.`,
        variant: "success",
      });
      prioritiesChanged();
    },
    onError: () =>
      toast({
        title: "Couldn't update the priority",
        description: "Please try again.",
        variant: "destructive",
      }),
  });

  const acceptAll = useMutation({
    ...acceptAllMutation(trpc),
    onSuccess: ({ tasks }) => {
      const accepted = new Set(tasks.map((task) => task.id));
      setAnalysis((current) =>
        current
          ? {
              ...current,
              recommendations: current.recommendations.filter((r) => !accepted.has(r.taskId)),
            }
          : current,
      );
      toast({
        title: "Priorities Updated",
        description: `${tasks.length} task${tasks.length === 1 ? "" : "s"} now have the recommended priority.`,
        variant: "success",
      });
      prioritiesChanged();
    },
    onError: () =>
      toast({
        title: "Couldn't update the priorities",
        description: "Nothing was changed. Please try again.",
        variant: "destructive",
      }),
  });

  const busy = analyze.isPending || indicator;
  const recommendations = analysis?.recommendations ?? [];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">AI Priority Recommendations</h2>
          <p className="text-sm text-muted-foreground">
            Checked against deadlines, impact and dependencies.
          </p>
        </div>
        <Button onClick={() => analyze.mutate({ projectId })} disabled={busy} aria-busy={busy}>
          <BrainCircuitIcon
            aria-hidden="true"
            className={busy ? "motion-safe:animate-pulse" : undefined}
          />
          {busy ? "Analyzing..." : "Analyze Priorities"}
        </Button>
      </div>
      {analysis === null ? (
        <EmptyState
          icon={<BrainCircuitIcon />}
          headingLevel={3}
          title="Let AI check your priorities"
          description="Our AI analyzes your tasks considering deadlines, impact, and dependencies to recommend optimal priorities."
        />
      ) : (
        <Tabs defaultValue="recommendations">
          <TabsList aria-label="Analysis results">
            <TabsTrigger value="recommendations">
              Recommendations
              <Badge variant={recommendations.length > 0 ? "primary" : "neutral"}>
                {recommendations.length}
              </Badge>
            </TabsTrigger>
            <TabsTrigger value="insights">Insights</TabsTrigger>
          </TabsList>
          <TabsContent value="recommendations">
            {recommendations.length === 0 ? (
              <EmptyState
                icon={<CircleCheckBigIcon />}
                title="All priorities are optimized!"
                description="No priority changes recommended at this time."
              />
            ) : (
              <div className="flex flex-col gap-4">
                {recommendations.length > 1 ? (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm text-muted-foreground">
                      {countOf(recommendations, "raise")} to raise,{" "}
                      {countOf(recommendations, "lower")} to lower.
                    </p>
                    <Button
                      size="sm"
                      loading={acceptAll.isPending}
                      disabled={accept.isPending}
                      onClick={() =>
                        acceptAll.mutate({
                          projectId,
                          changes: recommendations.map((recommendation) => ({
                            taskId: recommendation.taskId,
                            priority: recommendation.recommendedPriority,
                            aiPriorityScore: recommendation.aiScore,
                          })),
                        })
                      }
                    >
                      <CheckCheckIcon aria-hidden="true" />
                      Accept all {recommendations.length}
                    </Button>
                  </div>
                ) : null}
                {recommendations.map((recommendation) => (
                  <RecommendationCard
                    key={recommendation.taskId}
                    recommendation={recommendation}
                    accepting={
                      accept.isPending && accept.variables?.taskId === recommendation.taskId
                    }
                    onAccept={() =>
                      accept.mutate({
                        taskId: recommendation.taskId,
                        priority: recommendation.recommendedPriority,
                        aiPriorityScore: recommendation.aiScore,
                      })
                    }
                    onReject={() => {
                      drop(recommendation.taskId);
                      toast({
                        title: "Recommendation Rejected",
                        description: `"${recommendation.taskTitle}" keeps its ${recommendation.currentPriority} priority.`,
                      });
                    }}
                  />
                ))}
              </div>
            )}
          </TabsContent>
          <TabsContent value="insights">
            <InsightsPanel analysis={analysis} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}

const RANK = { low: 0, medium: 1, high: 2 } as const;

/** How many recommendations raise (or lower) their task's priority. */
function countOf(
  recommendations: readonly PriorityAnalysis["recommendations"][number][],
  direction: "raise" | "lower",
): number {
  return recommendations.filter((r) =>
    direction === "raise"
      ? RANK[r.recommendedPriority] > RANK[r.currentPriority]
      : RANK[r.recommendedPriority] < RANK[r.currentPriority],
  ).length;
}
