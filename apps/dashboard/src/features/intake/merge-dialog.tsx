import { errorDetails, isAppError } from "@cairn/api-client/errors";
import type { Board } from "@cairn/schema/board";
import { type IntakeRequest, mergeIntakeInput } from "@cairn/schema/intake";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Controller, Form, FormError, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Label } from "@cairn/ui/label";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useTRPC } from "../../lib/api";
import { pluralize } from "../../lib/format";
import { FormActions } from "../../parts/form-actions";
import { ListSkeleton, QueryView } from "../../parts/states";
import { mergeChoices } from "./intake-model";
import {
  mergeIntakeMutation,
  mergeTasksQuery,
  useIntakeChanged,
  useIntakeDecided,
} from "./queries";

const taskForm = mergeIntakeInput.pick({ taskId: true });

/**
 * "Merge…" a new request into a task of the project that already covers it: the board's tasks,
 * searched by title, one chosen. Its requester then sees which task took it. A refusal (the
 * request decided meanwhile: 409) shows above the buttons.
 */
export function MergeDialog({
  projectId,
  request,
  onClose,
}: {
  projectId: number;
  /** The request to merge; the dialog is closed while null. */
  request: IntakeRequest | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const board = useQuery({ ...mergeTasksQuery(trpc, projectId), enabled: request !== null });
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Merge into a task</DialogTitle>
          <DialogDescription className="break-words">
            {request
              ? `Choose the task that already covers “${request.title}”. The person who asked sees which task took their request.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {request ? (
          <QueryView
            query={board}
            skeleton={<ListSkeleton rows={2} label="Loading the tasks" />}
            errorTitle="Couldn't load the tasks"
          >
            {(data) => (
              <TaskForm
                key={request.id}
                projectId={projectId}
                request={request}
                board={data}
                onClose={onClose}
              />
            )}
          </QueryView>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function TaskForm({
  projectId,
  request,
  board,
  onClose,
}: {
  projectId: number;
  request: IntakeRequest;
  board: Board;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const searchId = useId();
  const legendId = useId();
  const errorId = useId();
  const countId = useId();
  const [search, setSearch] = useState("");
  const decided = useIntakeDecided(projectId);
  const changed = useIntakeChanged(projectId);
  const form = useZodForm(taskForm, { messages: { taskId: "Choose a task" } });
  const all = useMemo(() => mergeChoices(board, ""), [board]);
  const shown = useMemo(() => mergeChoices(board, search), [board, search]);
  const merge = useMutation({
    ...mergeIntakeMutation(trpc),
    onSuccess: async ({ request: saved, task }) => {
      const title = task?.title ?? saved.taskTitle;
      toast({
        title: "Request merged",
        description: title ? `Into “${title}”.` : saved.title,
        variant: "success",
      });
      await decided();
      onClose();
    },
    onError: (error) => {
      if (isAppError(error, "CONFLICT")) void changed();
    },
  });

  if (all.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          This project has no task yet to merge into: accept the request to make it one.
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <Form
      form={form}
      className="grid min-w-0 gap-4"
      describeError={errorDetails}
      onSubmit={(values) =>
        merge.mutateAsync({ projectId, requestId: request.id, taskId: values.taskId })
      }
    >
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={searchId}>Search tasks</Label>
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          value={search}
          aria-describedby={countId}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <p id={countId} className="text-sm text-muted-foreground" aria-live="polite">
          {search.trim()
            ? `${pluralize(shown.length, "task")} of ${all.length} match.`
            : `${pluralize(all.length, "task")} on the board.`}
        </p>
      </div>
      <Controller
        control={form.control}
        name="taskId"
        render={({ field, fieldState }) => (
          <fieldset
            className="grid min-w-0 gap-1.5"
            aria-describedby={fieldState.error ? errorId : undefined}
          >
            <legend id={legendId} className="mb-1.5 text-sm font-medium">
              Task
              <span aria-hidden="true" className="ml-0.5 text-danger">
                *
              </span>
            </legend>
            {shown.length === 0 ? (
              <p className="rounded-md border border-dashed border-border px-3 py-4 text-center text-sm text-muted-foreground">
                No task matches “{search.trim()}”.
              </p>
            ) : (
              <ul
                className={cn(
                  "flex max-h-64 min-w-0 flex-col overflow-y-auto rounded-md border",
                  fieldState.error ? "border-danger" : "border-border",
                )}
              >
                {shown.map((choice, index) => (
                  <li key={choice.id} className="min-w-0 border-b border-border last:border-b-0">
                    <label className="flex min-w-0 cursor-pointer items-start gap-2 px-3 py-2 text-sm hover:bg-accent has-checked:bg-primary-soft">
                      <input
                        ref={index === 0 ? field.ref : undefined}
                        type="radio"
                        name={field.name}
                        value={choice.id}
                        className="mt-0.5 size-4 shrink-0 accent-primary"
                        checked={field.value === choice.id}
                        aria-invalid={fieldState.error ? true : undefined}
                        onChange={() => field.onChange(choice.id)}
                        onBlur={field.onBlur}
                      />
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="break-words">{choice.title}</span>
                        <span className="text-xs text-muted-foreground">{choice.column}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {fieldState.error ? (
              <p id={errorId} className="text-sm font-medium text-danger">
                {fieldState.error.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <FormError />
      <FormActions onCancel={onClose} submit="Merge" />
    </Form>
  );
}
