import { errorDetails, isAppError } from "@cairn/api-client/errors";
import type { Board } from "@cairn/schema/board";
import { type IntakeRequest, mergeIntakeInput } from "@cairn/schema/intake";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Controller, Form, FormError, useZodForm } from "@cairn/ui/form";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../lib/api";
import { FormActions } from "../../parts/form-actions";
import { ListSkeleton, QueryView } from "../../parts/states";
import { NothingToPick, TaskPicker } from "../../parts/task-picker";
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
  const decided = useIntakeDecided(projectId);
  const changed = useIntakeChanged(projectId);
  const form = useZodForm(taskForm, { messages: { taskId: "Choose a task" } });
  const all = useMemo(() => mergeChoices(board, ""), [board]);
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
      <NothingToPick onClose={onClose}>
        This project has no task yet to merge into: accept the request to make it one.
      </NothingToPick>
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
      <Controller
        control={form.control}
        name="taskId"
        render={({ field, fieldState }) => (
          <TaskPicker
            choices={all}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormError />
      <FormActions onCancel={onClose} submit="Merge" />
    </Form>
  );
}
