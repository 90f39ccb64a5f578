import { isAppError } from "@cairn/api-client/errors";
import { initialsOfName } from "@cairn/schema/task-activity";
import type { Task } from "@cairn/schema/tasks";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@cairn/ui/dialog";
import { formatDate } from "@cairn/ui/format";
import { Skeleton } from "@cairn/ui/skeleton";
import { useQuery } from "@tanstack/react-query";
import { FileSearchIcon, PencilIcon, ShieldAlertIcon, TriangleAlertIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { useTRPC } from "../../lib/api";
import { formatDueDate } from "../../lib/format";
import { ErrorState } from "../../parts/states";
import { TaskAttachments } from "../attachments/task-attachments";
import { PriorityBadge, TaskStatusBadge } from "../badges/badges";
import type { BoardColumn } from "../board/board-model";
import { type ChipLabel, LabelChip, labelsOf } from "../board/label-chip";
import { ApprovalBadge } from "../board/task-card";
import { TaskDialog } from "../board/task-dialog";
import { TaskChecklist } from "../checklist/task-checklist";
import { TaskComments } from "../comments/task-comments";
import { TaskDependencies } from "../dependencies/task-dependencies";
import { EntryDialog } from "../raid/entry-dialog";
import { useSession } from "../session/session-context";
import { isOverdue } from "../tasks/progress";
import { formatEstimate } from "./activity-words";
import { ApprovalBox, VerdictSummary } from "./approval-box";
import { PersonAvatar } from "./person-avatar";
import { milestonesQuery, taskQuery, useTaskSaved, verdictHistoryQuery } from "./queries";
import { TaskActivity } from "./task-activity";

// The Markdown viewer (react-markdown) loads only when a task with a description is opened.
const MarkdownView = lazy(() => import("../documents/markdown-view"));

export interface TaskPanelProps {
  projectId: number;
  taskId: number;
  /** The task as the board shows it, drawn at once while the panel reads it. */
  boardTask?: Task;
  /** Staff who may change the task: the Edit button, and the sections' own controls. */
  editable: boolean;
  /** The project is archived: nothing changes, comments and files included. */
  archived: boolean;
  /** The project's client (and admins): Approve / Request changes while the task is in Review. */
  canApprove: boolean;
  /** Display names of the project's people. */
  people: ReadonlyMap<number, string>;
  /** Who the edit dialog offers as assignee. */
  assignable: ReadonlyMap<number, string>;
  labels: ReadonlyMap<number, ChipLabel>;
  labelList: readonly ChipLabel[];
  columns: readonly BoardColumn[];
  /** A change the server saved: the board shows it at once. */
  onSaved: (task: Task) => void;
  onRemoved: (taskId: number) => void;
  onClose: () => void;
}

/**
 * A task opened over its board (docs/tasks.md, "Task panel"), at its own address: its fields,
 * description, labels, estimate, the client's approval, the sections other parts of Cairn add
 * (checklist, dependencies, files, comments) and its history. It follows the task live: a board
 * event naming it makes every query about it read again (features/board/use-board.ts).
 */
export function TaskPanel(props: TaskPanelProps) {
  const { onClose } = props;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className={cn(
          "top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-2xl translate-x-0 translate-y-0",
          "flex flex-col gap-0 overflow-hidden rounded-none border-y-0 border-r-0 p-0 sm:rounded-l-xl",
          "motion-safe:data-[state=open]:animate-fade-in",
        )}
        // Focus goes back to the card, which the route does once the address is the board's.
        onCloseAutoFocus={(event) => event.preventDefault()}
        data-task-panel={props.taskId}
      >
        <PanelBody {...props} />
      </DialogContent>
    </Dialog>
  );
}

function PanelBody(props: TaskPanelProps) {
  const { projectId, taskId, boardTask } = props;
  const trpc = useTRPC();
  const query = useQuery(taskQuery(trpc, taskId, boardTask));
  if (query.isError) {
    if (isAppError(query.error, "NOT_FOUND")) return <TaskNotFound onClose={props.onClose} />;
    return (
      <div className="flex flex-1 flex-col gap-4 overflow-y-auto p-6">
        <DialogTitle>Task</DialogTitle>
        <DialogDescription className="sr-only">The task could not be loaded.</DialogDescription>
        <ErrorState
          title="Couldn't load this task"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  if (!query.data) return <PanelSkeleton />;
  // A task of another project named under this one is not on this board.
  if (query.data.projectId !== projectId) return <TaskNotFound onClose={props.onClose} />;
  return <TaskView {...props} task={query.data} />;
}

function PanelSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-1 flex-col gap-4 p-6">
      <DialogTitle className="sr-only">Loading the task</DialogTitle>
      <DialogDescription className="sr-only">The task is on its way.</DialogDescription>
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <div className="grid grid-cols-2 gap-4">
        {["a", "b", "c", "d"].map((key) => (
          <Skeleton key={key} className="h-10" />
        ))}
      </div>
      <Skeleton className="h-24" />
    </div>
  );
}

function TaskNotFound({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <div
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        <FileSearchIcon className="size-6" />
      </div>
      <DialogTitle>Task not found</DialogTitle>
      <DialogDescription className="max-w-sm">
        This task doesn't exist (it may have been deleted), or it isn't on this project's board.
      </DialogDescription>
      <Button onClick={onClose}>Back to the board</Button>
    </div>
  );
}

/** A field of the task: its name and value, in the details list. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-1.5 text-sm">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function TaskView({ task, ...props }: TaskPanelProps & { task: Task }) {
  const trpc = useTRPC();
  const taskSaved = useTaskSaved();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [raising, setRaising] = useState(false);
  const milestones = useQuery(milestonesQuery(trpc, props.projectId, task.milestoneId !== null));
  const milestone = milestones.data?.find((candidate) => candidate.id === task.milestoneId);
  const assignee =
    task.assignedTo === null ? null : (props.people.get(task.assignedTo) ?? "Someone");
  const labels = labelsOf(task.labelIds, props.labels);
  const overdue = isOverdue(task, new Date());
  const inReview = task.columnId === "review";
  // The newest verdict line says who gave the verdict and why (the history's first page, which
  // the Activity section reads anyway).
  const history = useQuery(verdictHistoryQuery(trpc, task.id, task.approval !== null));
  const verdictLine = history.data?.entries.find(
    (entry) => entry.kind === "approved" || entry.kind === "changes_requested",
  );

  /** A change this person made: on the board at once, and every query about the task read again. */
  const saved = (next: Task) => {
    props.onSaved(next);
    taskSaved(next);
  };

  return (
    <>
      <header className="flex flex-col gap-3 border-b border-border p-6 pr-14">
        <DialogTitle className="text-xl leading-snug break-words">{task.title}</DialogTitle>
        <DialogDescription>
          Task on this project's board, added {formatDate(task.createdAt)}.
        </DialogDescription>
        <div className="flex flex-wrap items-center gap-2">
          <TaskStatusBadge status={task.status} columnId={task.columnId} />
          <PriorityBadge
            priority={task.priority}
            suffix={<span className="sr-only"> priority</span>}
          />
          <ApprovalBadge approval={task.approval} />
          {props.editable ? (
            <span className="ml-auto flex flex-wrap gap-2">
              {/* Something going wrong with this task: logged in the RAID register, linked to it. */}
              <Button variant="outline" size="sm" onClick={() => setRaising(true)}>
                <ShieldAlertIcon aria-hidden="true" />
                Raise an issue
              </Button>
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                <PencilIcon aria-hidden="true" />
                Edit
              </Button>
            </span>
          ) : (
            <span className="ml-auto text-xs text-muted-foreground">Read-only</span>
          )}
        </div>
      </header>
      <div className="flex flex-1 flex-col gap-6 overflow-y-auto p-6">
        {task.approval ? <VerdictSummary approval={task.approval} line={verdictLine} /> : null}
        {inReview && props.canApprove ? <ApprovalBox task={task} onSaved={saved} /> : null}
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Detail term="Assignee">
            {assignee ? (
              <>
                <PersonAvatar initials={initialsOfName(assignee)} size="sm" />
                <span className="truncate">{assignee}</span>
              </>
            ) : (
              <span className="text-muted-foreground">Unassigned</span>
            )}
          </Detail>
          <Detail term="Due date">
            <span className={cn(overdue && "font-medium text-danger-soft-foreground")}>
              {formatDueDate(task.dueDate)}
            </span>
            {overdue ? (
              <span className="inline-flex items-center gap-1 text-xs font-medium text-danger-soft-foreground">
                <TriangleAlertIcon aria-hidden="true" className="size-3.5" />
                Overdue
              </span>
            ) : null}
          </Detail>
          <Detail term="Estimate">
            {task.estimateMinutes === null ? (
              <span className="text-muted-foreground">No estimate</span>
            ) : (
              formatEstimate(task.estimateMinutes)
            )}
          </Detail>
          <Detail term="Milestone">
            {task.milestoneId === null ? (
              <span className="text-muted-foreground">None</span>
            ) : milestones.isPending ? (
              <Skeleton className="h-4 w-24" />
            ) : (
              (milestone?.title ?? "A milestone")
            )}
          </Detail>
          <Detail term="Labels">
            {labels.length === 0 ? (
              <span className="text-muted-foreground">No labels</span>
            ) : (
              <ul className="flex flex-wrap gap-1.5" aria-label="Labels">
                {labels.map((label) => (
                  <li key={label.id}>
                    <LabelChip label={label} />
                  </li>
                ))}
              </ul>
            )}
          </Detail>
          <Detail term="Updated">{formatDate(task.updatedAt)}</Detail>
        </dl>
        <Section title="Description">
          {task.description ? (
            <Suspense fallback={<Skeleton className="h-16" />}>
              <MarkdownView
                markdown={task.description}
                className="max-w-none text-sm leading-relaxed break-words"
              />
            </Suspense>
          ) : (
            <p className="text-sm text-muted-foreground">No description.</p>
          )}
        </Section>
        {/* Each section reads by itself, and again when a board event names the task. */}
        <TaskChecklist
          taskId={task.id}
          projectId={props.projectId}
          readOnly={!props.editable}
          // The task's assignee does their part, a client included (docs/tasks.md).
          canTick={props.editable || (!props.archived && task.assignedTo === user.id)}
        />
        {/* What the task waits on and what waits on it; its writers add and take off blockers. */}
        <TaskDependencies
          taskId={task.id}
          projectId={props.projectId}
          taskTitle={task.title}
          readOnly={!props.editable}
        />
        <TaskAttachments
          taskId={task.id}
          projectId={props.projectId}
          // The task's writers, and the project's client, who shares files on their tasks.
          readOnly={props.archived || !(props.editable || props.canApprove)}
          attachmentCount={task.attachmentCount}
        />
        {/* Everyone who reads the task comments on it, clients included, until it is archived. */}
        <TaskComments taskId={task.id} projectId={props.projectId} readOnly={props.archived} />
        <Section title="Activity">
          <TaskActivity taskId={task.id} />
        </Section>
      </div>
      {props.editable ? (
        <EntryDialog
          projectId={props.projectId}
          state={
            raising
              ? {
                  mode: "add",
                  kind: "issue",
                  fixedKind: true,
                  taskIds: [task.id],
                  taskTitle: task.title,
                }
              : null
          }
          namesPeople
          onClose={() => setRaising(false)}
        />
      ) : null}
      {props.editable ? (
        <TaskDialog
          state={editing ? { mode: "edit", task } : null}
          projectId={props.projectId}
          people={props.assignable}
          labels={props.labelList}
          columns={props.columns}
          onClose={() => setEditing(false)}
          onSaved={saved}
          onRemoved={(taskId) => {
            props.onRemoved(taskId);
            props.onClose();
          }}
        />
      ) : null}
    </>
  );
}
