/**
 * The tasks' own server calls, named once: the consultant's and the client's landing pages read
 * the tasks assigned to the person (boot/landing-queries.ts), and the status dropdown
 * (task-status-select.tsx, on the consultant's landing page) writes a task's status, after which
 * every task list and the task's board read again. The board's writes are in features/board/queries.ts, the panel's in
 * features/task-detail/queries.ts.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { WHOLE_LIST } from "../../lib/list-view";

type Trpc = Api["trpc"];

/** Every task assigned to the person, whole: the landing page's tiles count them. */
export function assignedTasksQuery(trpc: Trpc, userId: number) {
  return trpc.tasks.listByAssignee.queryOptions({ userId, ...WHOLE_LIST });
}

export function setTaskStatusMutation(trpc: Trpc) {
  return trpc.tasks.setStatus.mutationOptions();
}

/** After a status change: the task lists and the project's board; settles once both are back. */
export function useTaskStatusChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (projectId: number) =>
    Promise.all([
      queryClient.invalidateQueries(trpc.tasks.pathFilter()),
      queryClient.invalidateQueries(trpc.board.get.queryFilter({ projectId })),
    ]);
}
