import { errorDetails } from "@cairn/api-client/errors";
import { HIGH_RISK_SCORE, RISK_SCALE_MAX } from "@cairn/schema/raid";
import { MAX_RULE_DUE_DAYS, MAX_RULE_NAME, type Rule, type RuleSubject } from "@cairn/schema/rules";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import {
  Controller,
  Form,
  FormError,
  FormField,
  FormSelect,
  type ServerIssueOptions,
  useWatch,
  useZodForm,
} from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../lib/api";
import { personName } from "../../lib/format";
import { FormActions } from "../../parts/form-actions";
import { LabelChip } from "../board/label-chip";
import { ScheduleFields } from "../routines/schedule-fields";
import { useSession } from "../session/session-context";
import { ActionFields } from "./action-fields";
import { Choices, NoChoices } from "./choices";
import {
  createRuleMutation,
  ruleLabelsQuery,
  ruleMilestonesQuery,
  rulePeopleQuery,
  updateRuleMutation,
  useRulesChanged,
} from "./queries";
import {
  ANY_COLUMN,
  ANYONE,
  COLUMN_CHOICES,
  type ColumnKey,
  fieldOfIssue,
  formDefaults,
  labelsNamed,
  milestonesNamed,
  PRIORITY_CHOICES,
  peopleChoices,
  peopleNamed,
  type RuleFormOutput,
  recordChoices,
  ruleForm,
  subjectOf,
  TRIGGER_LABELS,
  TRIGGER_TYPES,
} from "./rule-model";
import { RuleTest } from "./rule-test";

/** What the dialog does: write a new rule, or edit one. */
export type RuleDialogState = { mode: "add" } | { mode: "edit"; rule: Rule };

export interface RuleDialogProps {
  projectId: number;
  /** The dialog is closed while null. */
  state: RuleDialogState | null;
  onClose: () => void;
}

/** A label a rule names that the project no longer has. */
const DELETED_LABEL = "A deleted label";
/** A milestone a rule names that the project's roadmap no longer has. */
const DELETED_MILESTONE = "A deleted milestone";
/** A risk's highest score: probability × impact, each at most RISK_SCALE_MAX. */
const MAX_RISK_SCORE = RISK_SCALE_MAX * RISK_SCALE_MAX;

/** Why a rule on a risk or a schedule has no "If": what it runs for instead. */
const NO_CONDITIONS: Readonly<Record<Exclude<RuleSubject, "task">, string>> = {
  risk: "A rule on a risk's score has no task to check: it runs for each open risk that reaches the score.",
  schedule: "A scheduled rule has no task to check: it runs at each occurrence.",
};

/**
 * Writes or edits a rule on the form kit: its name; when it starts (a task created, moved,
 * due soon or overdue, a column over its WIP limit, a task's checklist completed, a risk of the
 * register reaching a score, a schedule as a routine's); for a rule on a task, what the task
 * must be (its column, priority, labels, assignee, the plan's milestone it belongs to; none of
 * them means any task); and its one to five actions (for a rule on a risk or a schedule, those
 * that need no task). A rule can be tried on the last 30 days before it is saved. The API's
 * refusals appear beside their fields, or at the form's top.
 */
export function RuleDialog({ state, onClose, projectId }: RuleDialogProps) {
  const editing = state?.mode === "edit" ? state.rule : null;
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit rule" : "New rule"}</DialogTitle>
          <DialogDescription>
            When something happens to a task or a risk, or at a set time, Cairn acts by itself; a
            rule on a task acts only if the task is what it looks for.
          </DialogDescription>
        </DialogHeader>
        {state ? (
          <RuleForm
            key={editing ? `edit-${editing.id}` : "add"}
            projectId={projectId}
            rule={editing}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RuleForm({
  projectId,
  rule,
  onClose,
}: {
  projectId: number;
  rule: Rule | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { user } = useSession();
  const rulesChanged = useRulesChanged(projectId);
  const form = useZodForm(ruleForm, { defaultValues: formDefaults(rule) });
  const trigger = useWatch({ control: form.control, name: "trigger" });
  const subject = subjectOf(trigger);
  const members = useQuery(rulePeopleQuery(trpc, projectId));
  const labels = useQuery(ruleLabelsQuery(trpc, projectId));
  const roadmap = useQuery(ruleMilestonesQuery(trpc, projectId));
  const people = useMemo(
    () =>
      [
        ...peopleChoices(
          members.data ?? [],
          { id: user.id, name: personName(user) },
          // Once the members are known: before, everyone named would read as gone.
          members.data ? peopleNamed(rule) : [],
        ),
      ].map(([id, name]) => ({ value: String(id), label: name })),
    [members.data, user, rule],
  );
  const ruleLabels = useMemo(
    () => recordChoices(labels.data ?? [], labels.data ? labelsNamed(rule) : []),
    [labels.data, rule],
  );
  const labelOptions = ruleLabels.map(({ id, record }) => ({
    value: String(id),
    label: record?.name ?? DELETED_LABEL,
  }));
  const milestones = useMemo(
    () =>
      recordChoices(roadmap.data?.milestones ?? [], roadmap.data ? milestonesNamed(rule) : []).map(
        ({ id, record }) => ({ value: id, label: record?.title ?? DELETED_MILESTONE }),
      ),
    [roadmap.data, rule],
  );
  const issueOptions: ServerIssueOptions = {
    fieldOf: (path) => fieldOfIssue(path, form.getValues()),
  };

  const done = async (saved: Rule) => {
    toast({
      title: rule ? "Changes saved" : "Rule added",
      description: saved.name,
      variant: "success",
    });
    await rulesChanged();
    onClose();
  };
  const create = useMutation({ ...createRuleMutation(trpc), onSuccess: done });
  const update = useMutation({ ...updateRuleMutation(trpc), onSuccess: done });

  async function submit(values: RuleFormOutput) {
    if (rule) await update.mutateAsync({ projectId, ruleId: rule.id, ...values });
    else await create.mutateAsync({ projectId, ...values });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      describeError={errorDetails}
      issueOptions={issueOptions}
      className="grid min-w-0 gap-5"
    >
      <FormField control={form.control} name="name" label="Name" required>
        <Input autoComplete="off" maxLength={MAX_RULE_NAME} placeholder="Warn before a due date" />
      </FormField>

      <div className="flex min-w-0 flex-col gap-3">
        <FormSelect
          control={form.control}
          name="trigger"
          label="When"
          options={TRIGGER_TYPES.map((type) => ({ value: type, label: TRIGGER_LABELS[type] }))}
          fromOption={(option) => TRIGGER_TYPES.find((type) => type === option) ?? "task.created"}
        />
        {trigger === "task.moved" ? (
          <>
            <FormSelect
              control={form.control}
              name="movedTo"
              label="To"
              options={[{ value: ANY_COLUMN, label: "Any column" }, ...COLUMN_CHOICES]}
              fromOption={(option): ColumnKey | typeof ANY_COLUMN =>
                COLUMN_CHOICES.find((column) => column.value === option)?.value ?? ANY_COLUMN
              }
            />
            <Controller
              control={form.control}
              name="movedFrom"
              render={({ field, fieldState }) => (
                <Choices
                  legend="From"
                  hint="None picked: from any column."
                  options={COLUMN_CHOICES}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </>
        ) : null}
        {trigger === "task.due_in" ? (
          <FormField
            control={form.control}
            name="days"
            label="Within (days)"
            required
            hint={`0 is due today; up to ${MAX_RULE_DUE_DAYS}. Once per due date, for tasks not done.`}
          >
            <Input type="number" inputMode="numeric" min={0} max={MAX_RULE_DUE_DAYS} step={1} />
          </FormField>
        ) : null}
        {trigger === "risk.scored" ? (
          <FormField
            control={form.control}
            name="minScore"
            label="Score at least"
            required
            hint={`Probability × impact, 1 to ${MAX_RISK_SCORE}; from ${HIGH_RISK_SCORE} a risk is high. Once each time an open risk of the register reaches it.`}
          >
            <Input type="number" inputMode="numeric" min={1} max={MAX_RISK_SCORE} step={1} />
          </FormField>
        ) : null}
        {trigger === "schedule" ? <ScheduleFields form={form} /> : null}
      </div>

      {subject === "task" ? (
        <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
          <legend className="mb-1 text-sm font-semibold">If</legend>
          <p className="text-sm text-muted-foreground">
            What the task must be. A condition left empty accepts every task.
          </p>
          <Controller
            control={form.control}
            name="columns"
            render={({ field, fieldState }) => (
              <Choices
                legend="Column"
                options={COLUMN_CHOICES}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="priorities"
            render={({ field, fieldState }) => (
              <Choices
                legend="Priority"
                options={PRIORITY_CHOICES}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          {ruleLabels.length > 0 ? (
            <Controller
              control={form.control}
              name="labelIds"
              render={({ field, fieldState }) => (
                <Choices
                  legend="Label"
                  hint="Any one of those picked."
                  options={ruleLabels.map(({ id, record }) => ({
                    value: id,
                    label: record ? <LabelChip label={record} /> : DELETED_LABEL,
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : null}
          <FormSelect
            control={form.control}
            name="assignee"
            label="Assignee"
            options={[
              { value: ANYONE, label: "Anyone or nobody" },
              { value: "unassigned", label: "Nobody assigned" },
              { value: "assigned", label: "Someone assigned" },
              ...people,
            ]}
          />
          {milestones.length > 0 ? (
            <Controller
              control={form.control}
              name="milestoneIds"
              render={({ field, fieldState }) => (
                <Choices
                  legend="Plan milestone"
                  hint="Any one of those picked: the plan's weeks and phases are its milestones."
                  options={milestones}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : roadmap.data ? (
            <NoChoices legend="Plan milestone">
              This project's roadmap has no milestones yet.
            </NoChoices>
          ) : null}
        </fieldset>
      ) : (
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-semibold">If</p>
          <p className="text-sm text-muted-foreground">{NO_CONDITIONS[subject]}</p>
        </div>
      )}

      <ActionFields
        control={form.control}
        subject={subject}
        people={people}
        labels={labelOptions}
      />

      <RuleTest projectId={projectId} form={form} issueOptions={issueOptions} />
      <FormError />
      <FormActions onCancel={onClose} submit={rule ? "Save changes" : "Add rule"} />
    </Form>
  );
}
