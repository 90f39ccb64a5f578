import type { PlanProcess } from "@cairn/schema/routines";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { WandSparklesIcon } from "lucide-react";
import { useId } from "react";
import { useTRPC } from "../../lib/api";
import { pluralize } from "../../lib/format";
import { SectionCard } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";
import { Detail, Missing } from "./detail";
import { planProcessesQuery, setUpRoutinesMutation, usePlanSetUp } from "./queries";
import { nextWords, processBadge, runsWords } from "./routine-model";

/**
 * "Your routines": the processes the project's plan recommends, each with what it is, what runs
 * it in Cairn, its routine (schedule, next occurrence), its ready-made rule (docs/rules.md), the
 * column policies it sets (docs/column-policies.md) and its state. Staff set up the routines,
 * rules and policies a plan process lacks (one deleted or cleared, or a project converted
 * before they existed) in one go.
 */
export function PlanProcesses({ projectId, editable }: { projectId: number; editable: boolean }) {
  const trpc = useTRPC();
  const processes = useQuery(planProcessesQuery(trpc, projectId));
  const missing = processes.data?.processes.filter((process) => process.state === "missing") ?? [];
  return (
    <SectionCard
      title="Your routines"
      description="The processes your plan recommends, and how Cairn runs each."
      action={
        editable && missing.length > 0 ? (
          <SetUpMissing projectId={projectId} count={missing.length} />
        ) : null
      }
    >
      <QueryView
        query={processes}
        skeleton={<ListSkeleton rows={2} label="Loading the plan's processes" />}
        errorTitle="Couldn't load the plan's processes"
      >
        {(data) =>
          data.processes.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
              This project was made without a plan, so no process is recommended here. Routines can
              still be added below.
            </p>
          ) : (
            <ul className="grid min-w-0 gap-3 lg:grid-cols-2" aria-label="The plan's processes">
              {data.processes.map((process) => (
                <ProcessCard key={process.processId} process={process} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </SectionCard>
  );
}

function ProcessCard({ process }: { process: PlanProcess }) {
  const headingId = useId();
  const badge = processBadge(process);
  const { routine, rule } = process;
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={headingId}
        data-process={process.processId}
        className="flex h-full min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4"
      >
        <div className="flex flex-wrap items-start gap-2">
          {/* Wide enough to stay a title: a long badge wraps under it rather than squeezing it. */}
          <h3
            id={headingId}
            className="min-w-[min(12rem,100%)] flex-1 text-sm font-semibold break-words"
          >
            {process.name}
          </h3>
          {/* Long when waiting: it wraps rather than pushing the card wider than a phone. */}
          <Badge
            variant={badge.tone}
            data-state={process.state}
            className="max-w-full whitespace-normal break-words"
          >
            {badge.label}
          </Badge>
        </div>
        <p className="text-sm break-words text-muted-foreground first-letter:uppercase">
          {process.what}
        </p>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          <Detail term="Run by" wide>
            {process.runs.length > 0 ? (
              runsWords(process.runs)
            ) : (
              <Missing>{runsWords(process.runs)}</Missing>
            )}
          </Detail>
          <Detail term="Routine">
            {routine ? (
              routine.schedule
            ) : (
              <Missing>
                {process.missing.includes("routine")
                  ? "Deleted from this project"
                  : "None: not recurring"}
              </Missing>
            )}
          </Detail>
          {routine ? <Detail term="Next">{nextWords(routine)}</Detail> : null}
          {rule ? (
            <Detail term="Rule">
              {rule.name}
              {rule.enabled ? null : <Missing>(off)</Missing>}
            </Detail>
          ) : process.missing.includes("rule") ? (
            <Detail term="Rule">
              <Missing>Deleted from this project</Missing>
            </Detail>
          ) : null}
          {process.policy ? (
            <Detail term="Definition of done" wide>
              {process.missing.includes("policy") ? (
                <Missing>Cleared from this board (the plan asks: {process.policy})</Missing>
              ) : (
                process.policy
              )}
            </Detail>
          ) : null}
        </dl>
      </article>
    </li>
  );
}

function SetUpMissing({ projectId, count }: { projectId: number; count: number }) {
  const trpc = useTRPC();
  const planSetUp = usePlanSetUp(projectId);
  const setUp = useMutation({
    ...setUpRoutinesMutation(trpc),
    onSuccess: async () => {
      toast({
        title: "Routines set up",
        description: `${pluralize(count, "missing process", "missing processes")} set up again.`,
        variant: "success",
      });
      await planSetUp();
    },
    onError: (error) => {
      toast({
        title: "Couldn't set up the missing routines",
        description: error.message,
        variant: "destructive",
      });
    },
  });
  return (
    <Button loading={setUp.isPending} onClick={() => setUp.mutate({ projectId })}>
      <WandSparklesIcon aria-hidden="true" />
      Set up missing routines
    </Button>
  );
}
