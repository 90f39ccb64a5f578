import {
  MAX_RULES_PER_PROJECT,
  type Rule,
  type RulePreset,
  type RuleRun,
  type RuleSubject,
  ruleSubjectOf,
} from "@cairn/schema/rules";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { HistoryIcon, PlusIcon, WorkflowIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTRPC } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { DeleteDialog } from "../../parts/delete-dialog";
import { SectionCard } from "../../parts/page-header";
import { ListSkeleton, QueryView } from "../../parts/states";
import {
  addPresetRuleMutation,
  removeRuleMutation,
  ruleRunsQuery,
  rulesQuery,
  useRulesChanged,
} from "./queries";
import { RuleCard } from "./rule-card";
import { RuleDialog, type RuleDialogState } from "./rule-dialog";
import { OUTCOME_BADGES, PRESETS, runTaskWords } from "./rule-model";

/**
 * The project's rules (docs/rules.md): "Rules", each rule in a sentence with how often it ran;
 * and "Recent runs", the audit of what the rules did and why not. Its consultant and admins
 * (`editable`) add rules (written, or ready-made in a click), try them on the last 30 days,
 * edit, switch off and on, and delete them; everyone who reads the project, its client
 * included, reads both.
 */
export default function RulesTab({
  projectId,
  editable,
}: {
  projectId: number;
  editable: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Rules projectId={projectId} editable={editable} />
      <RecentRuns projectId={projectId} />
    </div>
  );
}

function Rules({ projectId, editable }: { projectId: number; editable: boolean }) {
  const trpc = useTRPC();
  const rules = useQuery(rulesQuery(trpc, projectId));
  const [dialog, setDialog] = useState<RuleDialogState | null>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const full = (rules.data?.rules.length ?? 0) >= MAX_RULES_PER_PROJECT;

  return (
    <SectionCard
      title="Rules"
      description={
        full
          ? `A project has at most ${MAX_RULES_PER_PROJECT} rules: delete one it no longer needs to add another.`
          : "When something happens to a task or a risk, or at a set time, Cairn acts by itself."
      }
      action={
        editable && rules.data ? (
          <Button onClick={() => setDialog({ mode: "add" })} disabled={full}>
            <PlusIcon aria-hidden="true" />
            Add a rule
          </Button>
        ) : null
      }
    >
      <QueryView
        query={rules}
        skeleton={<ListSkeleton rows={3} label="Loading the rules" />}
        errorTitle="Couldn't load the rules"
      >
        {(data) =>
          data.rules.length === 0 ? (
            <EmptyState
              icon={<WorkflowIcon />}
              title="No rules yet"
              description={
                editable
                  ? "Start from a ready-made rule, or write your own: flag what may slip, keep Done for reviewed work, hear when a column is over its limit."
                  : "Your consultant has not set up a rule for this project yet."
              }
              action={editable ? <ReadyMadeRules projectId={projectId} /> : undefined}
            />
          ) : (
            <div className="flex min-w-0 flex-col gap-4">
              <ul className="flex min-w-0 flex-col gap-3" aria-label="Rules">
                {data.rules.map((rule) => (
                  <RuleCard
                    key={rule.id}
                    projectId={projectId}
                    rule={rule}
                    editable={editable}
                    actions={{
                      onEdit: (picked) => setDialog({ mode: "edit", rule: picked }),
                      onDelete: setDeleting,
                    }}
                  />
                ))}
              </ul>
              {editable ? <ReadyMadeRules projectId={projectId} disabled={full} /> : null}
            </div>
          )
        }
      </QueryView>
      {editable ? (
        <>
          <RuleDialog projectId={projectId} state={dialog} onClose={() => setDialog(null)} />
          <DeleteRuleDialog
            projectId={projectId}
            rule={deleting}
            onClose={() => setDeleting(null)}
          />
        </>
      ) : null}
    </SectionCard>
  );
}

/**
 * The ready-made rules (docs/rules.md), each added in a click, enabled, to change at will. A
 * rule may be added twice (to change one of them), so every one stays offered.
 */
function ReadyMadeRules({ projectId, disabled }: { projectId: number; disabled?: boolean }) {
  const trpc = useTRPC();
  const headingId = useId();
  const rulesChanged = useRulesChanged(projectId);
  const add = useMutation({
    ...addPresetRuleMutation(trpc),
    onSuccess: async (saved) => {
      toast({ title: "Rule added", description: saved.name, variant: "success" });
      await rulesChanged();
    },
    onError: (error) => {
      toast({
        title: "Couldn't add the rule",
        description: error.message,
        variant: "destructive",
      });
    },
  });
  const adding = (preset: RulePreset) => add.isPending && add.variables.preset === preset;
  return (
    <section aria-labelledby={headingId} className="flex w-full min-w-0 flex-col gap-2 text-left">
      <h3 id={headingId} className="text-sm font-semibold">
        Ready-made rules
      </h3>
      <ul className="grid min-w-0 gap-2 md:grid-cols-3">
        {PRESETS.map(({ preset, name, what }) => (
          <li
            key={preset}
            className="flex min-w-0 flex-col items-start gap-2 rounded-lg border border-border bg-card p-3"
          >
            <Button
              variant="outline"
              size="sm"
              className="h-auto min-h-8 max-w-full text-left whitespace-normal"
              disabled={disabled || (add.isPending && !adding(preset))}
              loading={adding(preset)}
              aria-describedby={`${headingId}-${preset}`}
              onClick={() => add.mutate({ projectId, preset })}
            >
              <PlusIcon aria-hidden="true" />
              {name}
            </Button>
            <p id={`${headingId}-${preset}`} className="text-sm text-muted-foreground">
              {what}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What deleting a rule undoes, and what stays: a rule on a risk or a schedule acted on no task. */
function deletionWords(rule: Rule): string {
  const stays =
    ruleSubjectOf(rule.trigger) === "task"
      ? `“${rule.name}” acts on no more tasks, and its runs leave the audit; what it did stays in the tasks' history.`
      : `“${rule.name}” runs no more, and its runs leave the audit; what it did (its notices, posts and tasks) stays.`;
  return `${stays} Switch it off instead to stop it for a while.`;
}

/**
 * Deleting a rule, after a confirmation: it acts no more and its runs leave the audit, while
 * what it did stays in the tasks' history (switching it off keeps it for later).
 */
function DeleteRuleDialog({
  projectId,
  rule,
  onClose,
}: {
  projectId: number;
  /** The rule to delete; the dialog is closed while null. */
  rule: Rule | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const rulesChanged = useRulesChanged(projectId);
  const remove = useMutation({
    ...removeRuleMutation(trpc),
    onSuccess: async () => {
      if (rule) toast({ title: "Rule deleted", description: rule.name });
      await rulesChanged();
      onClose();
    },
  });
  return (
    <DeleteDialog
      open={rule !== null}
      title="Delete this rule?"
      description={rule ? deletionWords(rule) : null}
      deletion={remove}
      onDelete={() => {
        if (rule) remove.mutate({ projectId, ruleId: rule.id });
      }}
      onClose={onClose}
    />
  );
}

/**
 * "Recent runs": the latest runs of the project's rules, newest first, line by line. Each rule's
 * trigger (the rules' very read, above) says whether a run without a task lost its task or never
 * had one.
 */
function RecentRuns({ projectId }: { projectId: number }) {
  const trpc = useTRPC();
  const runs = useQuery(ruleRunsQuery(trpc, projectId));
  const rules = useQuery(rulesQuery(trpc, projectId));
  const subjects = useMemo(
    () => new Map(rules.data?.rules.map((rule) => [rule.id, ruleSubjectOf(rule.trigger)])),
    [rules.data],
  );
  return (
    <SectionCard
      title="Recent runs"
      description="What each rule did, or why it did nothing, newest first."
    >
      <QueryView
        query={runs}
        skeleton={<ListSkeleton rows={3} label="Loading the runs" />}
        errorTitle="Couldn't load the runs"
      >
        {(data) =>
          data.runs.length === 0 ? (
            <EmptyState
              icon={<HistoryIcon />}
              title="No runs yet"
              description="Each time a rule acts, or finds it has nothing to do, it is written down here."
            />
          ) : (
            <ol className="flex min-w-0 flex-col gap-3" aria-label="Recent runs">
              {data.runs.map((run) => (
                <RunItem key={run.id} run={run} subject={subjects.get(run.ruleId)} />
              ))}
            </ol>
          )
        }
      </QueryView>
    </SectionCard>
  );
}

function RunItem({ run, subject }: { run: RuleRun; subject: RuleSubject | undefined }) {
  const headingId = useId();
  const badge = OUTCOME_BADGES[run.outcome];
  const task = runTaskWords(run, subject);
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={headingId}
        data-run={run.id}
        className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-3 text-sm"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="min-w-0 flex-1 font-semibold break-words">
            {run.ruleName}
          </h3>
          <Badge variant={badge.tone} data-outcome={run.outcome}>
            {badge.label}
          </Badge>
          <time dateTime={run.at} className="text-muted-foreground">
            {formatDateTime(run.at)}
          </time>
        </div>
        <p className="break-words">
          {task === null ? (
            <span className="font-medium">{run.cause}</span>
          ) : (
            <>
              <span className="font-medium">{task}</span>
              <span className="text-muted-foreground">: {run.cause}</span>
            </>
          )}
          {run.depth > 1 ? (
            <span className="text-muted-foreground"> (after another rule's change)</span>
          ) : null}
        </p>
        {run.lines.length > 0 ? (
          <ul className="list-disc pl-5 break-words text-muted-foreground">
            {run.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}
