import { errorDetails } from "@cairn/api-client/errors";
import type { Routine } from "@cairn/schema/routines";
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
import { useMemo } from "react";
import { useTRPC } from "../../lib/api";
import { personName } from "../../lib/format";
import { FormActions } from "../../parts/form-actions";
import { useSession } from "../session/session-context";
import { ChecklistField } from "./checklist-field";
import {
  agendaTemplatesQuery,
  createRoutineMutation,
  routinePeopleQuery,
  updateRoutineMutation,
  useRoutinesChanged,
} from "./queries";
import {
  agendaChoices,
  browserTimeZone,
  dayInputOf,
  fieldOfIssue,
  formDefaults,
  peopleChoices,
  type RoutineFormOutput,
  routineFields,
  routineForm,
} from "./routine-model";
import { ScheduleFields } from "./schedule-fields";

/** What the dialog does: set up a routine, or edit one. */
export type RoutineDialogState = { mode: "add" } | { mode: "edit"; routine: Routine };

export interface RoutineDialogProps {
  projectId: number;
  /** The dialog is closed while null. */
  state: RoutineDialogState | null;
  onClose: () => void;
}

const NOBODY = "nobody";
/** "None" of the agenda's select: not a template id, which holds no underscore. */
const NO_AGENDA = "_none";

/**
 * Sets up or edits a routine on the form kit: its name, when it repeats (a preset built into an
 * RFC 5545 rule, or a rule written out), from which day, at what time in which zone, for how
 * long, and the task each occurrence adds — its title, description, checklist and person — with
 * the library template its agenda document is made from, if any. The API's refusals appear beside
 * their fields, or at the form's top.
 */
export function RoutineDialog({ state, onClose, projectId }: RoutineDialogProps) {
  const editing = state?.mode === "edit" ? state.routine : null;
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit routine" : "New routine"}</DialogTitle>
          <DialogDescription>
            A recurring meeting or chore: at each occurrence it adds a task to the board, with its
            checklist, due that day.
          </DialogDescription>
        </DialogHeader>
        {state ? (
          <RoutineForm
            key={editing ? `edit-${editing.id}` : "add"}
            projectId={projectId}
            routine={editing}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RoutineForm({
  projectId,
  routine,
  onClose,
}: {
  projectId: number;
  routine: Routine | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const { user } = useSession();
  const routinesChanged = useRoutinesChanged(projectId);
  const here = useMemo(() => ({ today: dayInputOf(new Date()), timeZone: browserTimeZone() }), []);
  const form = useZodForm(routineForm, { defaultValues: formDefaults(routine, here) });
  const members = useQuery(routinePeopleQuery(trpc, projectId, true));
  const people = [
    ...peopleChoices(
      members.data ?? [],
      { id: user.id, name: personName(user) },
      routine ? { id: routine.assigneeId, name: routine.assigneeName } : null,
    ),
  ].map(([id, name]) => ({ value: String(id), label: name }));
  const library = useQuery(agendaTemplatesQuery(trpc));
  const agendas = useMemo(() => agendaChoices(library.data, routine), [library.data, routine]);
  const agenda = useWatch({ control: form.control, name: "agendaTemplateId" });
  const agendaGone = agendas.some((choice) => choice.id === agenda && choice.gone);

  const done = async (saved: Routine) => {
    toast({
      title: routine ? "Changes saved" : "Routine added",
      description: saved.name,
      variant: "success",
    });
    await routinesChanged();
    onClose();
  };
  const create = useMutation({ ...createRoutineMutation(trpc), onSuccess: done });
  const update = useMutation({ ...updateRoutineMutation(trpc), onSuccess: done });

  async function submit(values: RoutineFormOutput) {
    const fields = routineFields(values, routine);
    if (routine) await update.mutateAsync({ projectId, routineId: routine.id, ...fields });
    else await create.mutateAsync({ projectId, ...fields });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      describeError={errorDetails}
      issueOptions={{ fieldOf: (path) => fieldOfIssue(path, form.getValues("repeat")) }}
      className="grid min-w-0 gap-4"
    >
      <FormField control={form.control} name="name" label="Name" required>
        <Input autoComplete="off" maxLength={120} placeholder="Weekly risk review" />
      </FormField>
      <ScheduleFields
        form={form}
        gap="gap-4"
        customRuleHint="An RFC 5545 rule, e.g. FREQ=MONTHLY;BYDAY=-1TH for the last Thursday of each month, or FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO for the first Monday of each quarter."
        beside={
          <FormField
            control={form.control}
            name="durationMinutes"
            label="Duration (minutes)"
            required
            hint="5 to 480: the calendar event's length."
          >
            <Input type="number" inputMode="numeric" min={5} max={480} step={5} />
          </FormField>
        }
      />
      <FormField
        control={form.control}
        name="taskTitle"
        label="Task title"
        hint="Optional: the routine's name when left empty."
      >
        <Input autoComplete="off" maxLength={120} />
      </FormField>
      <FormField
        control={form.control}
        name="taskDescription"
        label="Task description"
        hint="Optional: what each task says."
      >
        <Textarea rows={2} />
      </FormField>
      <ChecklistField control={form.control} />
      <FormSelect
        control={form.control}
        name="assigneeId"
        label="Person"
        hint="Who gets each task."
        options={[{ value: NOBODY, label: "Nobody" }, ...people]}
        toOption={(value) => (value ? String(value) : NOBODY)}
        fromOption={(option) => (option === NOBODY ? null : Number(option))}
      />
      <FormSelect
        control={form.control}
        name="agendaTemplateId"
        label="Agenda document"
        hint={
          library.isError
            ? "Couldn't load the template library: close the dialog and open it again."
            : agendaGone
              ? "This template is no longer in the library: occurrences make no document from it until another is chosen."
              : "Each occurrence makes a document from this template, linked from its task."
        }
        options={[
          { value: NO_AGENDA, label: "None" },
          ...agendas.map((choice) => ({ value: choice.id, label: choice.label })),
        ]}
        toOption={(value) => value ?? NO_AGENDA}
        fromOption={(option) => (option === NO_AGENDA ? null : option)}
      />
      <FormError />
      <FormActions onCancel={onClose} submit={routine ? "Save changes" : "Add routine"} />
    </Form>
  );
}
