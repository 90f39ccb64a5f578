import {
  MAX_RULE_ACTIONS,
  MAX_RULE_CHECKLIST,
  MAX_RULE_MESSAGE,
  type RuleSubject,
} from "@cairn/schema/rules";
import { Button } from "@cairn/ui/button";
import {
  type Control,
  FormField,
  FormSelect,
  type FormSelectOption,
  useFieldArray,
  useWatch,
} from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Textarea } from "@cairn/ui/textarea";
import { useQuery } from "@tanstack/react-query";
import { PlusIcon, XIcon } from "lucide-react";
import { type Ref, useEffect, useMemo, useRef, useState } from "react";
import { useTRPC } from "../../lib/api";
import { templateChoices } from "../templates/template-choices";
import { ruleTemplatesQuery } from "./queries";
import {
  ACTION_LABELS,
  type ActionType,
  ASSIGNEE,
  actionTypesOf,
  COLUMN_CHOICES,
  type ColumnKey,
  emptyAction,
  HOLDER_LABELS,
  type RuleFormOutput,
  type RuleFormValues,
} from "./rule-model";

type RuleControl = Control<RuleFormValues, unknown, RuleFormOutput>;

/** How the actions run, by what the rule is about. */
const RUN_WORDS: Readonly<Record<RuleSubject, string>> = {
  task: "run in order on the task",
  risk: "run in order for the risk",
  schedule: "run in order at each occurrence",
};

/** Where a task the rule creates goes, and what it says (the API's `create_task`). */
const NEW_TASK_HINTS: Readonly<Record<RuleSubject, string>> = {
  task: "Added to the first column; its description names the task it was made for.",
  risk: "Added to the first column, linked to the risk and given to its owner.",
  schedule: "Added to the first column; its description names the occurrence.",
};

/**
 * "Then": the rule's actions in the order they run, one to MAX_RULE_ACTIONS, each its type and
 * that type's fields (a template is picked from the library, read once a row asks for one). A
 * rule on a risk or a schedule offers only the actions that need no task (`subject`). A row
 * added takes the focus on its type; a row removed gives it to the row that took its place, or
 * to "Add an action".
 */
export function ActionFields({
  control,
  subject,
  people,
  labels,
}: {
  control: RuleControl;
  /** What the rule is about: its trigger's. */
  subject: RuleSubject;
  /** Whom an action can name, as select options (value: the person's id). */
  people: readonly FormSelectOption[];
  /** The project's labels, as select options (value: the label's id). */
  labels: readonly FormSelectOption[];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "actions" });
  const full = fields.length >= MAX_RULE_ACTIONS;
  const rows = useRef(new Map<string, HTMLFieldSetElement>());
  const [focusRow, setFocusRow] = useState<string | null>(null);

  // A removed row's button is gone with it: its neighbour's type takes the focus once rendered.
  useEffect(() => {
    if (focusRow === null) return;
    rows.current.get(focusRow)?.querySelector<HTMLElement>("[role=combobox]")?.focus();
    setFocusRow(null);
  }, [focusRow]);
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0">
      <legend className="mb-1 text-sm font-semibold">Then</legend>
      <p className="text-sm text-muted-foreground">
        Up to {MAX_RULE_ACTIONS} actions, {RUN_WORDS[subject]}.
      </p>
      <ol className="flex min-w-0 flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="min-w-0">
            <ActionRowFields
              ref={(element) => {
                if (element) rows.current.set(field.id, element);
                else rows.current.delete(field.id);
              }}
              control={control}
              index={index}
              subject={subject}
              people={people}
              labels={labels}
              onRemove={
                fields.length > 1
                  ? () => {
                      const neighbour = fields[index + 1] ?? fields[index - 1];
                      remove(index);
                      if (neighbour) setFocusRow(neighbour.id);
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={full}
        onClick={() => append(emptyAction(actionTypesOf(subject)[0]), { shouldFocus: true })}
      >
        <PlusIcon aria-hidden="true" />
        {full ? `${MAX_RULE_ACTIONS} actions: the most a rule holds` : "Add an action"}
      </Button>
    </fieldset>
  );
}

/**
 * One action. A type the rule cannot take (a task's, once the trigger is a risk's or a
 * schedule's) shows as none chosen, with why, and its fields are hidden: they are kept, for a
 * task's trigger chosen again. So is "assignee" of a notice on a schedule, which has none.
 */
function ActionRowFields({
  ref,
  control,
  index,
  subject,
  people,
  labels,
  onRemove,
}: {
  ref: Ref<HTMLFieldSetElement>;
  control: RuleControl;
  index: number;
  subject: RuleSubject;
  people: readonly FormSelectOption[];
  labels: readonly FormSelectOption[];
  /** Absent for the only row: a rule does at least one thing. */
  onRemove?: () => void;
}) {
  const chosen = useWatch({ control, name: `actions.${index}.type` });
  const choices = actionTypesOf(subject);
  const type = choices.includes(chosen) ? chosen : null;
  const holder = HOLDER_LABELS[subject];
  const at = `actions.${index}` as const;
  const number = index + 1;
  return (
    <fieldset ref={ref} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium">Action {number}</legend>
      <div className="flex min-w-0 items-end gap-2">
        <FormSelect
          control={control}
          name={`${at}.type`}
          label="Type"
          className="min-w-0 flex-1"
          placeholder="Choose an action"
          hint={
            type
              ? undefined
              : `“${ACTION_LABELS[chosen]}” acts on a task, and this rule has none: choose another action.`
          }
          options={choices.map((option) => ({ value: option, label: ACTION_LABELS[option] }))}
          toOption={(value: ActionType) => (choices.includes(value) ? value : "")}
          fromOption={(option) => choices.find((candidate) => candidate === option) ?? chosen}
        />
        {onRemove ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove action ${number}`}
            onClick={onRemove}
          >
            <XIcon aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {type === "notify" ? (
        <FormSelect
          control={control}
          name={`${at}.notifyTo`}
          label="Tell"
          required={holder === null}
          placeholder="Choose a person"
          options={[...(holder ? [{ value: ASSIGNEE, label: holder }] : []), ...people]}
          toOption={(value: string) => (holder === null && value === ASSIGNEE ? "" : value)}
        />
      ) : null}
      {type === "flag" || type === "notify" || type === "notify_channel" ? (
        <FormField
          control={control}
          name={`${at}.message`}
          label="Message"
          required
          hint={
            type === "flag"
              ? "Its assignee is told this, and the task gets the red “Flagged” label."
              : type === "notify_channel"
                ? "Posted to the project's Slack and Teams channels."
                : undefined
          }
        >
          <Textarea rows={2} maxLength={MAX_RULE_MESSAGE} />
        </FormField>
      ) : null}
      {type === "move" ? (
        <FormSelect
          control={control}
          name={`${at}.column`}
          label="To column"
          hint="The task goes to the bottom of it."
          options={COLUMN_CHOICES}
          fromOption={(option): ColumnKey =>
            COLUMN_CHOICES.find((column) => column.value === option)?.value ?? "todo"
          }
        />
      ) : null}
      {type === "assign" ? (
        <FormSelect
          control={control}
          name={`${at}.userId`}
          label="Person"
          required
          placeholder="Choose a person"
          options={people}
        />
      ) : null}
      {type === "add_label" ? (
        <FormSelect
          control={control}
          name={`${at}.labelId`}
          label="Label"
          required
          placeholder="Choose a label"
          hint={
            labels.length === 0
              ? "The project has no labels yet: add them on the board."
              : undefined
          }
          options={labels}
        />
      ) : null}
      {type === "add_checklist" ? (
        <FormField
          control={control}
          name={`${at}.items`}
          label="Checklist items"
          required
          hint={`One item a line, up to ${MAX_RULE_CHECKLIST}.`}
        >
          <Textarea rows={3} />
        </FormField>
      ) : null}
      {type === "add_template_checklist" ? (
        <TemplateField control={control} name={`${at}.templateId`} />
      ) : null}
      {type === "create_task" ? (
        <FormField
          control={control}
          name={`${at}.title`}
          label="Task title"
          required
          hint={NEW_TASK_HINTS[subject]}
        >
          <Input autoComplete="off" maxLength={200} />
        </FormField>
      ) : null}
    </fieldset>
  );
}

/**
 * The library template whose checklist an action adds: the usable ones by name, each labelled
 * with its category; the one chosen stays offered when the library no longer has it. The API
 * refuses a template without a checklist, and says so under the picker.
 */
function TemplateField({
  control,
  name,
}: {
  control: RuleControl;
  name: `actions.${number}.templateId`;
}) {
  const trpc = useTRPC();
  const library = useQuery(ruleTemplatesQuery(trpc));
  const chosen = useWatch({ control, name });
  const options = useMemo(
    () =>
      // Once the library is known: before, the chosen one would read as gone.
      templateChoices(library.data ?? [], library.data ? chosen : "").map((choice) => ({
        value: choice.id,
        // One text, so that the option's name is read as it shows.
        label: choice.category ? `${choice.name} · ${choice.category}` : choice.name,
      })),
    [library.data, chosen],
  );
  return (
    <FormSelect
      control={control}
      name={name}
      label="Template"
      required
      placeholder={library.isPending ? "Loading the library…" : "Choose a template"}
      hint={
        library.isError
          ? "Couldn't load the template library: close the dialog and open it again."
          : library.data && options.length === 0
            ? "The library has no template to use yet."
            : "Its checklist (the “- [ ]” lines) is added to the task, as the template reads when the rule runs."
      }
      options={options}
    />
  );
}
