import { errorDetails } from "@cairn/api-client/errors";
import { type RaidEntry, raidEntryTaskInput } from "@cairn/schema/raid";
import type { Task } from "@cairn/schema/tasks";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { FormActions } from "../../parts/form-actions";
import { makeRaidTaskMutation, useRaidTaskMade } from "./queries";
import { suggestedTaskTitle } from "./raid-model";

const taskTitleForm = raidEntryTaskInput.pick({ title: true });

/**
 * "Make a task" of a risk: asks the task's title (first named after the risk), makes it on the
 * board's first column with the risk naming it, and says so in a toast that opens the task.
 */
export function MakeTaskDialog({
  projectId,
  entry,
  onClose,
  onOpenTask,
}: {
  projectId: number;
  /** The risk to act on; the dialog is closed while null. */
  entry: RaidEntry | null;
  onClose: () => void;
  onOpenTask: (task: Task) => void;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Make a task</DialogTitle>
          <DialogDescription className="break-words">
            {entry
              ? `A task on the board for the response to “${entry.title}”, linked to the risk.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {entry ? (
          <TaskTitleForm
            key={entry.id}
            projectId={projectId}
            entry={entry}
            onClose={onClose}
            onOpenTask={onOpenTask}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function TaskTitleForm({
  projectId,
  entry,
  onClose,
  onOpenTask,
}: {
  projectId: number;
  entry: RaidEntry;
  onClose: () => void;
  onOpenTask: (task: Task) => void;
}) {
  const trpc = useTRPC();
  const taskMade = useRaidTaskMade(projectId);
  const form = useZodForm(taskTitleForm, {
    defaultValues: { title: suggestedTaskTitle(entry) },
  });
  const make = useMutation({
    ...makeRaidTaskMutation(trpc),
    onSuccess: async ({ task }) => {
      toast({
        title: "Task made",
        description: task.title,
        variant: "success",
        action: { label: "Open task", onClick: () => onOpenTask(task) },
      });
      await taskMade();
      onClose();
    },
  });
  return (
    <Form
      form={form}
      className="grid gap-4"
      describeError={errorDetails}
      onSubmit={(values) => make.mutateAsync({ projectId, entryId: entry.id, title: values.title })}
    >
      <FormField control={form.control} name="title" label="Task title" required>
        <Input autoComplete="off" maxLength={200} />
      </FormField>
      <FormError />
      <FormActions onCancel={onClose} submit="Make task" />
    </Form>
  );
}
