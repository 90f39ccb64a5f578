/**
 * The pieces the three role overviews share (docs/product.md §2.17, §2.19, §2.20): the counts'
 * loading and error state, sections with a "View all", rows of a short list, and the task
 * lists of a consultant and a client.
 */
import type { Project } from "@cairn/schema/projects";
import type { Task } from "@cairn/schema/tasks";
import { Button } from "@cairn/ui/button";
import { EmptyState } from "@cairn/ui/empty-state";
import { StatCard } from "@cairn/ui/stat-card";
import type { UseQueryResult } from "@tanstack/react-query";
import { CircleCheckBigIcon, ListTodoIcon } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { SectionCard } from "../../parts/page-header";
import { CardsSkeleton, ErrorState, ListSkeleton, QueryView } from "../../parts/states";
import type { TaskCounts } from "../tasks/progress";
import { TaskRow } from "../tasks/task-row";

import { RECENT } from "./recent";

export { RECENT };

/** Project id → name, for the project named beside each task. */
export function useProjectNames(projects: readonly Project[] | undefined) {
  return useMemo(
    () => new Map((projects ?? []).map((project) => [project.id, project.name])),
    [projects],
  );
}

/** The counts' cards once every query answered; a skeleton before, one error with Retry. */
export function OverviewCounts({
  queries,
  children,
}: {
  queries: readonly UseQueryResult<unknown, unknown>[];
  children: () => ReactNode;
}) {
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <ErrorState
        title="Couldn't load your overview"
        error={failed.error}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (queries.some((query) => query.isPending)) return <CardsSkeleton />;
  return <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">{children()}</div>;
}

/** The task counts every overview shows beside its own. */
export function ActiveTasksCard({ counts }: { counts: TaskCounts }) {
  return (
    <StatCard
      label="Active Tasks"
      value={counts.active}
      hint={`${counts.pending} pending`}
      tone="warning"
      icon={<ListTodoIcon />}
    />
  );
}

export function CompletedTasksCard({ counts }: { counts: TaskCounts }) {
  return (
    <StatCard
      label="Completed Tasks"
      value={counts.completed}
      hint={`of ${counts.total} total`}
      tone="success"
      icon={<CircleCheckBigIcon />}
    />
  );
}

/** A section of an overview, with "View all" opening the tab that lists everything. */
export function OverviewSection({
  title,
  description,
  onViewAll,
  children,
}: {
  title: string;
  description: string;
  onViewAll?: () => void;
  children: ReactNode;
}) {
  return (
    <SectionCard
      title={title}
      description={description}
      action={
        onViewAll ? (
          <Button variant="link" size="sm" onClick={onViewAll}>
            View all
          </Button>
        ) : undefined
      }
    >
      {children}
    </SectionCard>
  );
}

/** One row of a short list: a name, a line about it, and badges or an action at the end. */
export function ItemRow({
  title,
  detail,
  aside,
}: {
  title: ReactNode;
  detail: ReactNode;
  aside: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex max-w-full min-w-0 flex-col">
        {title}
        <span className="truncate text-sm text-muted-foreground">{detail}</span>
      </div>
      <div className="flex items-center gap-2">{aside}</div>
    </li>
  );
}

export const NO_TASKS = "No tasks assigned yet";

/** A person's tasks, each with its project; `status` puts a control in place of the badge. */
export function TaskList({
  tasks,
  names,
  status,
}: {
  tasks: readonly Task[];
  names: ReadonlyMap<number, string>;
  status?: (task: Task) => ReactNode;
}) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {tasks.map((task) => (
        <TaskRow
          key={task.id}
          task={task}
          projectName={names.get(task.projectId)}
          status={status?.(task)}
        />
      ))}
    </ul>
  );
}

/** "Recent Tasks": the five newest of a person's tasks. */
export function RecentTasks({
  tasks,
  names,
  onViewAll,
}: {
  tasks: UseQueryResult<Task[], unknown>;
  names: ReadonlyMap<number, string>;
  onViewAll: () => void;
}) {
  return (
    <OverviewSection
      title="Recent Tasks"
      description="Your five newest tasks."
      onViewAll={onViewAll}
    >
      <QueryView query={tasks} skeleton={<ListSkeleton rows={3} />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={NO_TASKS} />
          ) : (
            <TaskList tasks={list.slice(0, RECENT)} names={names} />
          )
        }
      </QueryView>
    </OverviewSection>
  );
}

/** "My Tasks": every task of a person, across their projects. */
export function MyTasks({
  tasks,
  names,
  description,
  rows,
  status,
}: {
  tasks: UseQueryResult<Task[], unknown>;
  names: ReadonlyMap<number, string>;
  description: string;
  rows: number;
  status?: (task: Task) => ReactNode;
}) {
  return (
    <SectionCard title="My Tasks" description={description}>
      <QueryView
        query={tasks}
        skeleton={<ListSkeleton rows={rows} />}
        errorTitle="Couldn't load your tasks"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={<ListTodoIcon />} title={NO_TASKS} />
          ) : (
            <TaskList tasks={list} names={names} status={status} />
          )
        }
      </QueryView>
    </SectionCard>
  );
}
