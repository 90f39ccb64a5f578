import { errorDetails } from "@cairn/api-client/errors";
import { RAID_KINDS, type RaidEntry, type RaidKind, raidKind, riskScore } from "@cairn/schema/raid";
import { Badge } from "@cairn/ui/badge";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, FormSelect, useWatch, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Textarea } from "@cairn/ui/textarea";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { personName } from "../../lib/format";
import { FormActions } from "../../parts/form-actions";
import { useSession } from "../session/session-context";
import {
  createRaidEntryMutation,
  raidPeopleQuery,
  updateRaidEntryMutation,
  useRaidChanged,
} from "./queries";
import {
  type EntryFormOutput,
  entryFields,
  entryForm,
  fieldsOfKind,
  formDefaults,
  IMPACT_WORDS,
  impactWord,
  KIND_LABELS,
  LEVEL_LABELS,
  LEVEL_TONE,
  PROBABILITY_WORDS,
  peopleChoices,
  probabilityWord,
  riskLevel,
  SCALE,
} from "./raid-model";

/**
 * What the dialog does: add an entry (of a kind the person picks, or of a fixed kind — a client's
 * risk, an issue raised from a task — naming the tasks it concerns), or edit one.
 */
export type EntryDialogState =
  | {
      mode: "add";
      kind: RaidKind;
      /** The kind is set by what opened the dialog: no choice offered. */
      fixedKind?: boolean;
      /** The tasks the new entry concerns (the task an issue is raised from). */
      taskIds?: number[];
      /** That task's title, said in the dialog. */
      taskTitle?: string;
    }
  | { mode: "edit"; entry: RaidEntry };

export interface EntryDialogProps {
  projectId: number;
  state: EntryDialogState | null;
  /**
   * Staff name an entry's owner and who took a decision; a client raising a risk names nobody
   * (the owner is left to the consultant).
   */
  namesPeople: boolean;
  onClose: () => void;
  onSaved?: (entry: RaidEntry) => void;
}

const NOBODY = "nobody";

function dialogWords(state: EntryDialogState, namesPeople: boolean) {
  if (state.mode === "edit") {
    return {
      title: `Edit ${KIND_LABELS[state.entry.kind].toLowerCase()}`,
      description: "Change what the register says, or close it once it is dealt with.",
      submit: "Save changes",
      done: "Changes saved",
    };
  }
  if (state.fixedKind && state.kind === "issue") {
    return {
      title: "Raise an issue",
      description: "Something going wrong now, logged in the register with the task it concerns.",
      submit: "Raise issue",
      done: "Issue raised",
    };
  }
  if (state.fixedKind && state.kind === "risk" && !namesPeople) {
    return {
      title: "Raise a risk",
      description:
        "Something that could go wrong: say how likely it is and how badly it would hurt. Your consultant reviews it with the team.",
      submit: "Raise risk",
      done: "Risk raised",
    };
  }
  return {
    title: state.fixedKind ? `Add ${KIND_LABELS[state.kind].toLowerCase()}` : "Add to the register",
    description: "A risk, an assumption, an issue or a decision, with who looks after it.",
    submit: "Add entry",
    done: "Entry added",
  };
}

/**
 * Adds or edits a register entry on the form kit, its fields by kind: a risk's probability and
 * impact (1–5, in words), response and review day; a decision's who, when and why; for all a
 * title, a description and (staff) an owner among the project's people; the status on edit. The
 * API's refusals appear beside their fields, or at the form's top.
 */
export function EntryDialog({ state, namesPeople, onClose, ...props }: EntryDialogProps) {
  const words = state ? dialogWords(state, namesPeople) : null;
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{words?.title ?? "Register entry"}</DialogTitle>
          <DialogDescription>{words?.description}</DialogDescription>
        </DialogHeader>
        {state && words ? (
          <EntryForm
            key={state.mode === "edit" ? `edit-${state.entry.id}` : `add-${state.kind}`}
            state={state}
            namesPeople={namesPeople}
            onClose={onClose}
            submitLabel={words.submit}
            doneLabel={words.done}
            {...props}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EntryForm({
  projectId,
  state,
  namesPeople,
  onClose,
  onSaved,
  submitLabel,
  doneLabel,
}: EntryDialogProps & { state: EntryDialogState; submitLabel: string; doneLabel: string }) {
  const trpc = useTRPC();
  const { user } = useSession();
  const raidChanged = useRaidChanged(projectId);
  const editing = state.mode === "edit" ? state.entry : null;
  const form = useZodForm(entryForm, {
    defaultValues: formDefaults(state.mode === "add" ? state.kind : "risk", editing),
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const probability = useWatch({ control: form.control, name: "probability" });
  const impact = useWatch({ control: form.control, name: "impact" });
  const members = useQuery(raidPeopleQuery(trpc, projectId, namesPeople));
  const people = peopleChoices(
    members.data ?? [],
    { id: user.id, name: personName(user) },
    editing
      ? [
          { id: editing.ownerId, name: editing.ownerName },
          { id: editing.decidedBy, name: editing.decidedByName },
        ]
      : [],
  );
  const personOptions = (none: string) => [
    { value: NOBODY, label: none },
    ...[...people].map(([id, name]) => ({ value: String(id), label: name })),
  ];
  const choosesKind = state.mode === "add" && !state.fixedKind;
  // The API's issues go beside the fields shown; any other (a task, the project) to the top.
  const shown = new Set([
    ...fieldsOfKind(kind),
    ...(namesPeople ? ["ownerId"] : []),
    ...(editing ? ["status"] : []),
    ...(choosesKind ? ["kind"] : []),
  ]);

  const done = async (saved: RaidEntry) => {
    toast({ title: doneLabel, description: saved.title, variant: "success" });
    await raidChanged();
    onSaved?.(saved);
    onClose();
  };
  const create = useMutation({ ...createRaidEntryMutation(trpc), onSuccess: done });
  const update = useMutation({ ...updateRaidEntryMutation(trpc), onSuccess: done });

  async function submit(values: EntryFormOutput) {
    const fields = entryFields(values, namesPeople);
    if (editing) {
      await update.mutateAsync({
        projectId,
        entryId: editing.id,
        status: values.status,
        ...fields,
      });
    } else {
      const taskIds = state.mode === "add" ? state.taskIds : undefined;
      await create.mutateAsync({
        projectId,
        kind: values.kind,
        ...fields,
        ...(taskIds && taskIds.length > 0 ? { taskIds } : {}),
      });
    }
  }

  const dateField = (name: "reviewDate" | "decidedOn", label: string, hint?: string) => (
    <FormField control={form.control} name={name} label={label} hint={hint}>
      {(field, control) => (
        <Input
          {...control}
          ref={field.ref}
          type="date"
          name={field.name}
          value={field.value ?? ""}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value || null)}
        />
      )}
    </FormField>
  );
  const scaleField = (name: "probability" | "impact", label: string, words: readonly string[]) => (
    <FormSelect
      control={form.control}
      name={name}
      label={label}
      required
      placeholder="Choose…"
      options={SCALE.map((step) => ({
        value: String(step),
        label: `${step} · ${words[step - 1]}`,
      }))}
      toOption={(value) => (value ? String(value) : "")}
      fromOption={(option) => Number(option)}
    />
  );

  return (
    <Form
      form={form}
      onSubmit={submit}
      describeError={errorDetails}
      issueOptions={{
        fieldOf: (path) => {
          const field = path[0];
          return typeof field === "string" && shown.has(field) ? field : undefined;
        },
      }}
      className="grid min-w-0 gap-4"
    >
      {choosesKind ? (
        <FormSelect
          control={form.control}
          name="kind"
          label="Kind"
          options={RAID_KINDS.map((option) => ({ value: option, label: KIND_LABELS[option] }))}
          fromOption={(option) => raidKind.parse(option)}
        />
      ) : null}
      {state.mode === "add" && state.taskTitle ? (
        <p className="text-sm break-words text-muted-foreground">
          Linked to the task <span className="font-medium text-foreground">{state.taskTitle}</span>.
        </p>
      ) : null}
      <FormField control={form.control} name="title" label="Title" required>
        <Input autoComplete="off" maxLength={200} />
      </FormField>
      <FormField control={form.control} name="description" label="Description" hint="Optional.">
        <Textarea rows={3} />
      </FormField>
      {kind === "risk" ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {scaleField("probability", "Probability", PROBABILITY_WORDS)}
            {scaleField("impact", "Impact", IMPACT_WORDS)}
          </div>
          <ScorePreview probability={probability} impact={impact} />
          <FormField
            control={form.control}
            name="response"
            label="Response"
            hint="What the team does about it: avoid, reduce, transfer or accept, and how."
          >
            <Textarea rows={2} />
          </FormField>
          {dateField("reviewDate", "Review date", "The day it is next looked at.")}
        </>
      ) : null}
      {kind === "decision" ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            {namesPeople ? (
              <FormSelect
                control={form.control}
                name="decidedBy"
                label="Decided by"
                options={personOptions("Not recorded")}
                toOption={(value) => (value ? String(value) : NOBODY)}
                fromOption={(option) => (option === NOBODY ? null : Number(option))}
              />
            ) : null}
            {dateField("decidedOn", "Decided on")}
          </div>
          <FormField control={form.control} name="rationale" label="Rationale" hint="Why.">
            <Textarea rows={2} />
          </FormField>
        </>
      ) : null}
      {namesPeople || editing ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {namesPeople ? (
            <FormSelect
              control={form.control}
              name="ownerId"
              label="Owner"
              options={personOptions("No owner")}
              toOption={(value) => (value ? String(value) : NOBODY)}
              fromOption={(option) => (option === NOBODY ? null : Number(option))}
            />
          ) : null}
          {editing ? (
            <FormSelect
              control={form.control}
              name="status"
              label="Status"
              options={[
                { value: "open", label: "Open" },
                { value: "closed", label: "Closed" },
              ]}
              fromOption={(option) => (option === "closed" ? "closed" : "open")}
            />
          ) : null}
        </div>
      ) : null}
      <FormError />
      <FormActions onCancel={onClose} submit={submitLabel} />
    </Form>
  );
}

/** The score the chosen probability and impact make, and its band, as the matrix will show it. */
function ScorePreview({
  probability,
  impact,
}: {
  probability: number | null | undefined;
  impact: number | null | undefined;
}) {
  if (!probability || !impact) return null;
  const score = riskScore(probability, impact);
  const level = riskLevel(score);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
      <span>
        Score {score}: {probabilityWord(probability).toLowerCase()} ×{" "}
        {impactWord(impact).toLowerCase()}
      </span>
      <Badge variant={LEVEL_TONE[level]}>{LEVEL_LABELS[level]}</Badge>
    </p>
  );
}
