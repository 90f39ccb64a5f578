import { errorDetails } from "@cairn/api-client/errors";
import { TASK_PRIORITIES } from "@cairn/schema/constants";
import type { ColumnKey } from "@cairn/schema/task-status";
import { columnKey, createTaskInput, type Task, taskPriority } from "@cairn/schema/tasks";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import type { FieldControlProps } from "@cairn/ui/field";
import { Form, FormError, FormField, FormSelect, FormSubmit, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Textarea } from "@cairn/ui/textarea";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { type ComponentProps, type Ref, useState } from "react";
import type { z } from "zod";
import { useTRPC } from "../../lib/api";
import { dateInputValue, humanize } from "../../lib/format";
import { ActionError } from "../../parts/action-error";
import type { BoardColumn } from "./board-model";
import { type ChipLabel, LabelChip } from "./label-chip";
import { createTaskMutation, removeTaskMutation, updateTaskMutation } from "./queries";

export type TaskDialogState = { mode: "add"; columnId: ColumnKey } | { mode: "edit"; task: Task };

const UNASSIGNED = "unassigned";

interface TaskDialogProps {
  state: TaskDialogState | null;
  projectId: number;
  people: ReadonlyMap<number, string>;
  /** The project's labels, offered as choices. */
  labels: readonly ChipLabel[];
  columns: readonly BoardColumn[];
  onClose: () => void;
  onSaved: (task: Task) => void;
  onRemoved: (taskId: number) => void;
  /** Where focus goes when the dialog closes (by default, back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Add, edit and delete a task (docs/product.md §2.18): the dialog titled 'Add New Task' or 'Edit Task', with
 * 'Add Task' or 'Update Task' and 'Cancel'. Title is required (docs/product.md §5).
 */
export function TaskDialog({ state, onCloseAutoFocus, ...props }: TaskDialogProps) {
  const editing = state?.mode === "edit" ? state.task : null;
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Task" : "Add New Task"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Change the details, or delete the task."
              : "The task starts in the column you choose, with that column's status."}
          </DialogDescription>
        </DialogHeader>
        {state ? (
          <TaskForm
            key={
              editing ? `edit-${editing.id}` : `add-${state.mode === "add" ? state.columnId : ""}`
            }
            state={state}
            {...props}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The task's fields, checked by the API's own rules for a new task (`createTaskInput`). */
const taskForm = createTaskInput.pick({
  title: true,
  description: true,
  priority: true,
  assignedTo: true,
  dueDate: true,
  columnId: true,
  labelIds: true,
  estimateMinutes: true,
});

/** Minutes as the hours a person types: 90 → "1.5"; none → "". */
function hoursText(minutes: number | null | undefined): string {
  return minutes === null || minutes === undefined
    ? ""
    : String(Math.round((minutes / 60) * 100) / 100);
}

/** Typed hours as minutes: "1.5" → 90; "" → null; what is not a number stays for the schema to refuse. */
function minutesOf(typed: string): number | null {
  if (typed.trim() === "") return null;
  const hours = Number(typed);
  return Number.isFinite(hours) ? Math.round(hours * 60) : Number.NaN;
}

function TaskForm({
  state,
  projectId,
  people,
  labels,
  columns,
  onClose,
  onSaved,
  onRemoved,
}: TaskDialogProps & { state: TaskDialogState }) {
  const trpc = useTRPC();
  const task = state.mode === "edit" ? state.task : null;
  const form = useZodForm(taskForm, {
    defaultValues: {
      title: task?.title ?? "",
      description: task?.description ?? "",
      priority: task?.priority ?? "medium",
      assignedTo: task?.assignedTo ?? null,
      dueDate: task?.dueDate ? dateInputValue(task.dueDate) : null,
      columnId: state.mode === "add" ? state.columnId : (task?.columnId ?? "todo"),
      labelIds: task?.labelIds ?? [],
      estimateMinutes: task?.estimateMinutes ?? null,
    },
    messages: { estimateMinutes: "Enter the hours as a number from 0 to 999" },
  });
  const [confirmDelete, setConfirmDelete] = useState(false);

  const done = (message: string, saved: Task) => {
    toast({ title: message, description: `"${saved.title}"`, variant: "success" });
    onSaved(saved);
    onClose();
  };
  const create = useMutation({
    ...createTaskMutation(trpc),
    onSuccess: (saved) => done("Task added", saved),
  });
  const update = useMutation({
    ...updateTaskMutation(trpc),
    onSuccess: (saved) => done("Task updated", saved),
  });
  const remove = useMutation({
    ...removeTaskMutation(trpc),
    onSuccess: () => {
      if (!task) return;
      toast({ title: "Task deleted", description: `"${task.title}"` });
      onRemoved(task.id);
      onClose();
    },
  });
  const pending = form.formState.isSubmitting || remove.isPending;
  // Someone assigned earlier who is not among today's choices stays selectable.
  const options = new Map(people);
  if (task?.assignedTo && !options.has(task.assignedTo)) {
    options.set(task.assignedTo, "Current assignee");
  }

  async function submit({ columnId, ...fields }: z.output<typeof taskForm>) {
    if (task) await update.mutateAsync({ taskId: task.id, ...fields });
    else await create.mutateAsync({ projectId, columnId, ...fields });
  }

  return (
    <Form form={form} onSubmit={submit} describeError={errorDetails} className="grid gap-4">
      <FormField control={form.control} name="title" label="Title" required>
        <Input autoComplete="off" maxLength={200} />
      </FormField>
      <FormField control={form.control} name="description" label="Description">
        <Textarea rows={3} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          control={form.control}
          name="priority"
          label="Priority"
          options={TASK_PRIORITIES.map((option) => ({ value: option, label: humanize(option) }))}
          fromOption={(option) => taskPriority.parse(option)}
        />
        <FormField control={form.control} name="dueDate" label="Due date">
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
        <FormSelect
          control={form.control}
          name="assignedTo"
          label="Assignee"
          options={[
            { value: UNASSIGNED, label: "Unassigned" },
            ...[...options].map(([id, name]) => ({ value: String(id), label: name })),
          ]}
          toOption={(value) => (value ? String(value) : UNASSIGNED)}
          fromOption={(option) => (option === UNASSIGNED ? null : Number(option))}
        />
        <FormField
          control={form.control}
          name="estimateMinutes"
          label="Estimate (hours)"
          hint="Up to 999 hours; quarters like 1.25 are fine."
        >
          {(field, control) => (
            <EstimateInput
              {...control}
              inputRef={field.ref}
              name={field.name}
              minutes={field.value}
              onBlur={field.onBlur}
              onMinutes={field.onChange}
            />
          )}
        </FormField>
        {task ? null : (
          <FormSelect
            control={form.control}
            name="columnId"
            label="Column"
            options={columns.map((column) => ({ value: column.key, label: column.title }))}
            fromOption={(option) => columnKey.parse(option)}
          />
        )}
      </div>
      {labels.length > 0 ? (
        <FormField control={form.control} name="labelIds" label="Labels">
          {(field, control) => (
            <LabelChoices
              control={control}
              labels={labels}
              selected={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        </FormField>
      ) : null}
      <FormError />
      <ActionError error={remove.error} />
      <DialogFooter className="sm:justify-between">
        {task ? (
          confirmDelete ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-danger-soft-foreground">
                Delete this task for good?
              </span>
              <Button
                variant="destructive"
                size="sm"
                loading={remove.isPending}
                onClick={() => remove.mutate({ taskId: task.id })}
              >
                Yes, delete
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(false)}>
                Keep it
              </Button>
            </div>
          ) : (
            <Button variant="ghost" disabled={pending} onClick={() => setConfirmDelete(true)}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
          )
        ) : (
          <span />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <FormSubmit>{task ? "Update Task" : "Add Task"}</FormSubmit>
        </div>
      </DialogFooter>
    </Form>
  );
}

/**
 * The estimate typed in hours, kept in minutes (the API's unit): the box keeps what is typed
 * ("1.", "0.2") while the form holds its minutes.
 */
function EstimateInput({
  minutes,
  onMinutes,
  inputRef,
  ...props
}: Omit<ComponentProps<"input">, "ref"> & {
  minutes: number | null | undefined;
  onMinutes: (minutes: number | null) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const [typed, setTyped] = useState(() => hoursText(minutes));
  return (
    <Input
      {...props}
      ref={inputRef}
      type="number"
      inputMode="decimal"
      min={0}
      max={999}
      step={0.25}
      value={typed}
      onChange={(event) => {
        setTyped(event.target.value);
        onMinutes(minutesOf(event.target.value));
      }}
    />
  );
}

/** The project's labels as checkboxes, each drawn as its chip. */
function LabelChoices({
  control,
  labels,
  selected,
  onChange,
}: {
  control: FieldControlProps;
  labels: readonly ChipLabel[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <fieldset
      id={control.id}
      aria-labelledby={control["aria-labelledby"]}
      aria-describedby={control["aria-describedby"]}
      className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0"
    >
      {labels.map((label) => {
        const checked = selected.includes(label.id);
        return (
          <label
            key={label.id}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-border px-2 py-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="checkbox"
              checked={checked}
              className="size-4 accent-primary"
              onChange={() =>
                onChange(
                  checked ? selected.filter((id) => id !== label.id) : [...selected, label.id],
                )
              }
            />
            <LabelChip label={label} />
          </label>
        );
      })}
    </fieldset>
  );
}
