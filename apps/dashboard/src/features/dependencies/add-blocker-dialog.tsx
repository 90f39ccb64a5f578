import { errorDetails } from "@cairn/api-client/errors";
import type { Board } from "@cairn/schema/board";
import { addDependencyInput, type TaskDependencies } from "@cairn/schema/dependencies";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Controller, Form, FormError, useZodForm } from "@cairn/ui/form";
import { toast } from "@cairn/ui/toast";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../lib/api";
import { FormActions } from "../../parts/form-actions";
import { ListSkeleton, QueryView } from "../../parts/states";
import { boardTaskChoices } from "../../parts/task-choices";
import { NothingToPick, TaskPicker } from "../../parts/task-picker";
import { blockerChoices } from "./dependencies-model";
import { blockerChoicesQuery, useAddBlocker } from "./queries";

const blockerForm = addDependencyInput.pick({ blockerId: true });

export interface AddBlockerDialogProps {
  open: boolean;
  taskId: number;
  taskTitle: string;
  projectId: number;
  /** The task's dependencies as shown: its blockers are not offered again. */
  dependencies: TaskDependencies;
  onClose: () => void;
}

/**
 * "Add a blocker": a task of the project's board, searched by title and chosen, that must be
 * done before this one (the task picker of the intake's "Merge…"). The API's refusal shows in
 * the dialog: beside the list when it is about the choice (a circle of dependencies, above all),
 * else above the buttons (the most blockers a task may have).
 */
export function AddBlockerDialog({ open, projectId, onClose, ...props }: AddBlockerDialogProps) {
  const trpc = useTRPC();
  const board = useQuery({ ...blockerChoicesQuery(trpc, projectId), enabled: open });
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Add a blocker</DialogTitle>
          <DialogDescription className="break-words">
            Choose a task that must be done before “{props.taskTitle}”.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <QueryView
            query={board}
            skeleton={<ListSkeleton rows={2} label="Loading the tasks" />}
            errorTitle="Couldn't load the tasks"
          >
            {(data) => <BlockerForm {...props} board={data} onClose={onClose} />}
          </QueryView>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BlockerForm({
  taskId,
  dependencies,
  board,
  onClose,
}: Omit<AddBlockerDialogProps, "open" | "projectId"> & { board: Board }) {
  const add = useAddBlocker(taskId);
  const form = useZodForm(blockerForm, { messages: { blockerId: "Choose a task" } });
  const choices = useMemo(
    () => blockerChoices(board, taskId, dependencies),
    [board, taskId, dependencies],
  );

  if (choices.length === 0) {
    return (
      <NothingToPick onClose={onClose}>
        {boardTaskChoices(board).length > 1
          ? "Every other task of this project blocks this one already."
          : "This project has no other task yet to wait on."}
      </NothingToPick>
    );
  }

  return (
    <Form
      form={form}
      className="grid min-w-0 gap-4"
      describeError={errorDetails}
      onSubmit={async ({ blockerId }) => {
        const next = await add.mutateAsync({ taskId, blockerId });
        const blocker = next.blockedBy.find((task) => task.id === blockerId);
        toast({
          title: "Blocker added",
          ...(blocker ? { description: `This task waits on “${blocker.title}”.` } : {}),
          variant: "success",
        });
        onClose();
      }}
    >
      <Controller
        control={form.control}
        name="blockerId"
        render={({ field, fieldState }) => (
          <TaskPicker
            choices={choices}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            error={fieldState.error?.message}
            legend="Blocking task"
          />
        )}
      />
      <FormError />
      <FormActions onCancel={onClose} submit="Add blocker" />
    </Form>
  );
}
