import { TASK_PRIORITIES } from "@cairn/schema/constants";
import type { ColumnKey } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Field } from "@cairn/ui/field";
import { Input } from "@cairn/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@cairn/ui/select";
import { Textarea } from "@cairn/ui/textarea";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../lib/api";
import { dateInputValue, humanize } from "../../lib/format";
import { ActionError } from "../../shell/action-error";
import type { BoardColumn } from "./board-model";

export type TaskDialogState = { mode: "add"; columnId: ColumnKey } | { mode: "edit"; task: Task };

const UNASSIGNED = "unassigned";

interface TaskDialogProps {
  state: TaskDialogState | null;
  projectId: number;
  people: ReadonlyMap<number, string>;
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

function TaskForm({
  state,
  projectId,
  people,
  columns,
  onClose,
  onSaved,
  onRemoved,
}: TaskDialogProps & { state: TaskDialogState }) {
  const trpc = useTRPC();
  const task = state.mode === "edit" ? state.task : null;
  const [title, setTitle] = useState(task?.title ?? "");
  const [description, setDescription] = useState(task?.description ?? "");
  const [priority, setPriority] = useState<Task["priority"]>(task?.priority ?? "medium");
  const [dueDate, setDueDate] = useState(dateInputValue(task?.dueDate ?? null));
  const [assignee, setAssignee] = useState(task?.assignedTo ? String(task.assignedTo) : UNASSIGNED);
  const [columnId, setColumnId] = useState<ColumnKey>(
    state.mode === "add" ? state.columnId : (task?.columnId ?? "todo"),
  );
  const [titleError, setTitleError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const done = (message: string, saved: Task) => {
    toast({ title: message, description: `"${saved.title}"`, variant: "success" });
    onSaved(saved);
    onClose();
  };
  const create = useMutation(
    trpc.tasks.create.mutationOptions({ onSuccess: (saved) => done("Task added", saved) }),
  );
  const update = useMutation(
    trpc.tasks.update.mutationOptions({ onSuccess: (saved) => done("Task updated", saved) }),
  );
  const remove = useMutation(
    trpc.tasks.remove.mutationOptions({
      onSuccess: () => {
        if (!task) return;
        toast({ title: "Task deleted", description: `"${task.title}"` });
        onRemoved(task.id);
        onClose();
      },
    }),
  );
  const pending = create.isPending || update.isPending || remove.isPending;
  const assignedTo = assignee === UNASSIGNED ? null : Number(assignee);
  // Someone assigned earlier who is not among today's choices stays selectable.
  const options = new Map(people);
  if (task?.assignedTo && !options.has(task.assignedTo)) {
    options.set(task.assignedTo, "Current assignee");
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError("Title is required");
      return;
    }
    setTitleError(null);
    const fields = {
      title,
      description,
      priority,
      assignedTo,
      dueDate: dueDate || null,
    };
    if (task) update.mutate({ taskId: task.id, ...fields });
    else create.mutate({ projectId, columnId, ...fields });
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <Field label="Title" required error={titleError}>
        <Input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          autoComplete="off"
          maxLength={200}
        />
      </Field>
      <Field label="Description">
        <Textarea
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={3}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Priority">
          {(control) => (
            <Select
              value={priority}
              onValueChange={(value) => setPriority(value as Task["priority"])}
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TASK_PRIORITIES.map((option) => (
                  <SelectItem key={option} value={option}>
                    {humanize(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Field label="Due date">
          <Input type="date" value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
        </Field>
        <Field label="Assignee">
          {(control) => (
            <Select value={assignee} onValueChange={setAssignee}>
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={UNASSIGNED}>Unassigned</SelectItem>
                {[...options].map(([id, name]) => (
                  <SelectItem key={id} value={String(id)}>
                    {name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        {task ? null : (
          <Field label="Column">
            {(control) => (
              <Select value={columnId} onValueChange={(value) => setColumnId(value as ColumnKey)}>
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {columns.map((column) => (
                    <SelectItem key={column.key} value={column.key}>
                      {column.title}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
        )}
      </div>
      <ActionError error={create.error ?? update.error ?? remove.error} />
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
          <Button type="submit" loading={create.isPending || update.isPending}>
            {task ? "Update Task" : "Add Task"}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
