import { errorMessage } from "@cairn/api-client/errors";
import { TASK_STATUSES } from "@cairn/schema/constants";
import { parseTaskStatus } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@cairn/ui/select";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { TASK_STATUS_LABELS } from "../badges/badges";
import { useDoneGuard } from "../dependencies/done-guard";
import { setTaskStatusMutation, useTaskStatusChanged } from "./queries";

/**
 * The status dropdown of a consultant's task (docs/product.md §2.19, §4 Task): any status to any; the
 * change is saved at once, then 'Task updated'. Completing a task that still waits on open tasks
 * asks first, as a move to Done on the board does (docs/dependencies.md).
 */
export function TaskStatusSelect({ task }: { task: Task }) {
  const trpc = useTRPC();
  const statusChanged = useTaskStatusChanged();
  const update = useMutation({
    ...setTaskStatusMutation(trpc),
    onSuccess: async (saved) => {
      toast({
        title: "Task updated",
        description: `${saved.title} is now ${TASK_STATUS_LABELS[saved.status].toLowerCase()}.`,
        variant: "success",
      });
      await statusChanged(saved.projectId);
    },
    onError: (error) =>
      toast({
        title: "Failed to update task status",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const guard = useDoneGuard();
  const current = update.isPending
    ? String(update.variables.status)
    : (parseTaskStatus(task.status) ?? "pending");

  function change(status: string) {
    const save = () => update.mutate({ taskId: task.id, status });
    if (status === "completed") guard.beforeDone(task, save);
    else save();
  }

  return (
    <>
      <Select value={current} disabled={update.isPending} onValueChange={change}>
        <SelectTrigger className="h-8 w-36" aria-label={`Status of ${task.title}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {TASK_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {TASK_STATUS_LABELS[status]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {guard.dialog}
    </>
  );
}
