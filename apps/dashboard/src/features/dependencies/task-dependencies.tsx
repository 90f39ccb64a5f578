/**
 * A task's dependencies in its panel (docs/dependencies.md): what it is blocked by, open blockers
 * first (as the API orders them), and what it blocks; each linked task opens in its own panel,
 * with its project's name when that is another project of the client, and its column or "Done".
 * While open blockers remain a warning says how many; linked tasks of projects the reader cannot
 * see are only counted. The task's writers add blockers (a task picker) and take them off.
 *
 * Its query names `taskId`, so the panel reads it again when a live board event names the task.
 */

import { errorMessage } from "@cairn/api-client/errors";
import { dashboardPath } from "@cairn/api-client/session";
import {
  type TaskDependencies as Dependencies,
  type DependencyTask,
  MAX_BLOCKERS,
} from "@cairn/schema/dependencies";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { toast } from "@cairn/ui/toast";
import { useQuery } from "@tanstack/react-query";
import { EyeOffIcon, LinkIcon, PlusIcon, TriangleAlertIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useTRPC } from "../../lib/api";
import { ErrorState, ListSkeleton } from "../../parts/states";
import { useSession } from "../session/session-context";
import { AddBlockerDialog } from "./add-blocker-dialog";
import { columnTitleOf, hasNoDependencies, hiddenLine, waitingLine } from "./dependencies-model";
import { dependenciesQuery, useRemoveBlocker } from "./queries";

export interface TaskDependenciesProps {
  taskId: number;
  /** The task's project: a linked task of another project says which. */
  projectId: number;
  taskTitle: string;
  /** Shown, not changed: for those who read the task but may not change it (its client). */
  readOnly?: boolean;
}

export function TaskDependencies({
  taskId,
  projectId,
  taskTitle,
  readOnly = false,
}: TaskDependenciesProps) {
  const trpc = useTRPC();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const query = useQuery(dependenciesQuery(trpc, taskId));
  const sectionRef = useRef<HTMLElement>(null);
  // A removed blocker takes its button along: unless the person went elsewhere meanwhile, focus
  // goes to the first "Remove" left, else to "Add a blocker", else to the heading.
  const refocus = () =>
    requestAnimationFrame(() => {
      const section = sectionRef.current;
      const active = document.activeElement;
      if (!section || (active && active !== document.body && !section.contains(active))) return;
      const next =
        section.querySelector<HTMLElement>("[data-remove-blocker]:not(:disabled)") ??
        section.querySelector<HTMLElement>("[data-add-blocker]") ??
        section.querySelector<HTMLElement>("h3");
      next?.focus();
    });
  const full = (query.data?.blockedBy.length ?? 0) >= MAX_BLOCKERS;

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={headingId}
          tabIndex={-1}
          className="flex items-center gap-2 text-sm font-semibold focus-visible:outline-none"
        >
          <LinkIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          Dependencies
        </h3>
        {readOnly || !query.data || full ? null : (
          <Button variant="outline" size="sm" data-add-blocker onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add a blocker
          </Button>
        )}
      </div>
      {query.isPending ? (
        <ListSkeleton rows={2} label="Loading the dependencies" />
      ) : query.isError ? (
        <ErrorState
          title="Couldn't load the dependencies"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          headingLevel={4}
        />
      ) : (
        <DependencyLists
          dependencies={query.data}
          projectId={projectId}
          readOnly={readOnly}
          full={full}
          onRemoved={refocus}
        />
      )}
      {readOnly || !query.data ? null : (
        <AddBlockerDialog
          open={adding}
          taskId={taskId}
          taskTitle={taskTitle}
          projectId={projectId}
          dependencies={query.data}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  );
}

function DependencyLists({
  dependencies,
  projectId,
  readOnly,
  full,
  onRemoved,
}: {
  dependencies: Dependencies;
  projectId: number;
  readOnly: boolean;
  full: boolean;
  onRemoved: () => void;
}) {
  const blockedById = useId();
  const blocksId = useId();
  const remove = useRemoveBlocker(dependencies.taskId);
  const waiting = waitingLine(dependencies.openBlockers);
  const hidden = hiddenLine(dependencies.hidden);

  if (hasNoDependencies(dependencies)) {
    return (
      <p className="text-sm text-muted-foreground">
        Nothing blocks this task, and it blocks nothing.
      </p>
    );
  }

  const removeBlocker = (blocker: DependencyTask) =>
    remove.mutate(
      { taskId: dependencies.taskId, blockerId: blocker.id },
      {
        onSuccess: () => {
          toast({
            title: "Blocker removed",
            description: `This task no longer waits on “${blocker.title}”.`,
            variant: "success",
          });
          onRemoved();
        },
        onError: (error) =>
          toast({
            title: "Couldn't remove the blocker",
            description: errorMessage(error, "Something went wrong. Please try again."),
            variant: "destructive",
          }),
      },
    );

  return (
    <div className="flex min-w-0 flex-col gap-3">
      {waiting ? (
        <p className="flex items-center gap-2 rounded-md border border-warning/30 bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
          <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
          {waiting}
        </p>
      ) : null}
      <div className="flex min-w-0 flex-col gap-1">
        <h4 id={blockedById} className="text-xs font-medium text-muted-foreground">
          Blocked by
        </h4>
        {dependencies.blockedBy.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing you can see blocks this task.</p>
        ) : (
          <ul
            aria-labelledby={blockedById}
            className="flex min-w-0 flex-col divide-y divide-border"
          >
            {dependencies.blockedBy.map((task) => (
              <DependencyRow
                key={task.id}
                task={task}
                projectId={projectId}
                onRemove={readOnly ? undefined : () => removeBlocker(task)}
                removing={remove.isPending && remove.variables?.blockerId === task.id}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <h4 id={blocksId} className="text-xs font-medium text-muted-foreground">
          Blocks
        </h4>
        {dependencies.blocks.length === 0 ? (
          <p className="text-sm text-muted-foreground">No task you can see waits on this one.</p>
        ) : (
          <ul aria-labelledby={blocksId} className="flex min-w-0 flex-col divide-y divide-border">
            {dependencies.blocks.map((task) => (
              <DependencyRow key={task.id} task={task} projectId={projectId} />
            ))}
          </ul>
        )}
      </div>
      {hidden ? (
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          <EyeOffIcon aria-hidden="true" className="size-3.5 shrink-0" />
          {hidden}
        </p>
      ) : null}
      {!readOnly && full ? (
        <p className="text-sm text-muted-foreground">
          This task waits on {MAX_BLOCKERS} others, the most a task may: take a blocker off before
          adding another.
        </p>
      ) : null}
    </div>
  );
}

/**
 * A linked task: its title opens its panel (as the board's cards do; closing it comes back
 * here), then its project when not this one, its column or "Done", and "Remove" for a blocker
 * the reader may take off.
 */
function DependencyRow({
  task,
  projectId,
  onRemove,
  removing = false,
}: {
  task: DependencyTask;
  projectId: number;
  onRemove?: (() => void) | undefined;
  removing?: boolean;
}) {
  const { user } = useSession();
  const location = useLocation();
  const sameProject = task.projectId === projectId;
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 py-2">
      {/* On a phone the column and "Remove" go under a title they would squeeze. */}
      <span className="min-w-0 flex-1 basis-48 text-sm break-words">
        <Link
          to={{
            pathname: `${dashboardPath(user.role)}/projects/${task.projectId}/tasks/${task.id}`,
            // The board's filters and tab belong to this project's page, not another's.
            search: sameProject ? location.search : "",
          }}
          state={{ fromBoard: true }}
          className="font-medium text-primary underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
        >
          {task.title}
        </Link>
        {sameProject ? null : (
          <span className="text-muted-foreground"> · in {task.projectName}</span>
        )}
      </span>
      <span className="flex shrink-0 items-center gap-2">
        {task.done ? (
          <Badge variant="success">Done</Badge>
        ) : (
          <span className="text-xs text-muted-foreground">{columnTitleOf(task)}</span>
        )}
        {onRemove ? (
          // The name starts with the word shown (speech input says "Remove").
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove blocker ${task.title}`}
            data-remove-blocker
            loading={removing}
            onClick={onRemove}
          >
            Remove
          </Button>
        ) : null}
      </span>
    </li>
  );
}

export default TaskDependencies;
