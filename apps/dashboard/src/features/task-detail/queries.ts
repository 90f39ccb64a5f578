/**
 * The task panel's server calls, named once. The panel (task-panel.tsx) reads the task, the
 * project's milestones (to name the task's) and the first page of its history (for the latest
 * verdict); the history section (task-activity.tsx) reads that history a page at a time; the
 * approval box (approval-box.tsx) writes the client's verdict. After a change made here the task
 * is stored as the server answered it and every query naming it reads again. The sections it
 * holds (comments, checklist, attachments) name their own in their features.
 */
import type { Api } from "@cairn/api-client/trpc";
import type { Task } from "@cairn/schema/tasks";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { namesTask } from "../board/query-keys";

type Trpc = Api["trpc"];

/** Lines read at first, and added by each "Show older". */
export const ACTIVITY_PAGE = 30;

/** The task; the board's copy shows while the panel's own read is on its way. */
export function taskQuery(trpc: Trpc, taskId: number, boardTask: Task | undefined) {
  return { ...trpc.tasks.get.queryOptions({ taskId }), placeholderData: boardTask };
}

/** The project's milestones, read only when the task belongs to one. */
export function milestonesQuery(trpc: Trpc, projectId: number, enabled: boolean) {
  return { ...trpc.roadmap.list.queryOptions({ projectId }), enabled };
}

/** The newest `limit` lines of the history; the shorter list stays while more load. */
export function activityQuery(trpc: Trpc, taskId: number, limit: number) {
  return {
    ...trpc.tasks.listActivity.queryOptions({ taskId, limit, offset: 0 }),
    placeholderData: keepPreviousData,
  };
}

/**
 * The history's first page, for the latest verdict's line (the same read the history section
 * starts with), asked only when the task has a verdict.
 */
export function verdictHistoryQuery(trpc: Trpc, taskId: number, enabled: boolean) {
  return {
    ...trpc.tasks.listActivity.queryOptions({ taskId, limit: ACTIVITY_PAGE, offset: 0 }),
    enabled,
  };
}

/** The client's verdict on a task in review, with an optional note. */
export function approveTaskMutation(trpc: Trpc) {
  return trpc.tasks.approve.mutationOptions();
}

/** After a change to the task: stored as answered, and every query naming it read again. */
export function useTaskSaved() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (next: Task) => {
    queryClient.setQueryData(trpc.tasks.get.queryKey({ taskId: next.id }), next);
    void queryClient.invalidateQueries({
      predicate: (query) => namesTask(query.queryKey, new Set([next.id])),
    });
  };
}
