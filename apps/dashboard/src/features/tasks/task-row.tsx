import type { Task } from "@cairn/schema/tasks";
import { CalendarIcon } from "lucide-react";
import type { ReactNode } from "react";
import { formatDueDate } from "../../lib/format";
import { PriorityBadge, TaskStatusBadge } from "../badges/badges";
import { isOverdue } from "./progress";

/** One task in a list: title, project, priority, due date (or 'No due date') and its status. */
export function TaskRow({
  task,
  projectName,
  status,
}: {
  task: Task;
  projectName?: string;
  /** A status control in place of the read-only badge. */
  status?: ReactNode;
}) {
  const overdue = isOverdue(task, new Date());
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-[1_1_16rem] flex-col gap-1">
        <span className="font-medium">{task.title}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {projectName ? <span className="truncate">{projectName}</span> : null}
          <span
            className={
              overdue
                ? "inline-flex items-center gap-1 font-medium text-danger-soft-foreground"
                : "inline-flex items-center gap-1"
            }
          >
            <CalendarIcon aria-hidden="true" className="size-3.5 shrink-0" />
            {task.dueDate ? `Due ${formatDueDate(task.dueDate)}` : formatDueDate(null)}
            {overdue ? " (overdue)" : ""}
          </span>
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <PriorityBadge priority={task.priority} suffix=" priority" />
        {status ? (
          <>
            {task.columnId === "review" ? (
              <TaskStatusBadge status={task.status} columnId="review" />
            ) : null}
            {status}
          </>
        ) : (
          <TaskStatusBadge status={task.status} columnId={task.columnId} />
        )}
      </div>
    </li>
  );
}
