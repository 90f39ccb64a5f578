/**
 * A project's RAID register, named once: the "Risks & decisions" tab (raid-tab.tsx) reads the
 * register (every entry with the summary, filtered on screen) and closes, reopens, deletes and
 * makes tasks of entries; the entry dialog (entry-dialog.tsx), opened there or from a task's panel,
 * adds and edits entries and reads whom they can name. After a change the register reads again,
 * and so does the health, which counts the open high risks; a task made from a risk reaches the
 * board by its live feed, and the task lists are marked stale for when they are next shown.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { membersQuery, projectQueries } from "../board/queries";

type Trpc = Api["trpc"];

/** The whole register (the matrix counts every open risk whatever the list shows) and its summary. */
export function raidQuery(trpc: Trpc, projectId: number) {
  return trpc.raid.list.queryOptions({ projectId });
}

/**
 * The people an entry can name: the project's members, the very read the task dialog's assignees
 * come from (features/board/queries.ts), so both share one cached answer. Read only when asked.
 */
export function raidPeopleQuery(trpc: Trpc, projectId: number, enabled: boolean) {
  return { ...membersQuery(trpc, projectId), enabled };
}

/**
 * The project's board, which the project page reads and follows live: the titles of the tasks
 * entries link to (a task made from a risk arrives on it by the board's feed).
 */
export function linkedTasksQuery(trpc: Trpc, projectId: number) {
  return projectQueries(trpc, projectId).board;
}

export function createRaidEntryMutation(trpc: Trpc) {
  return trpc.raid.create.mutationOptions();
}

/** Some fields of an entry, its status among them (close, reopen). */
export function updateRaidEntryMutation(trpc: Trpc) {
  return trpc.raid.update.mutationOptions();
}

export function removeRaidEntryMutation(trpc: Trpc) {
  return trpc.raid.remove.mutationOptions();
}

/** A task made from a risk: the task, and the risk now naming it. */
export function makeRaidTaskMutation(trpc: Trpc) {
  return trpc.raid.makeTask.mutationOptions();
}

/** After a change: the register and the health read again; settles once they are back. */
export function useRaidChanged(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: raidQuery(trpc, projectId).queryKey }),
      queryClient.invalidateQueries(trpc.health.pathFilter()),
    ]);
}

/** After a task was made from a risk: as any change, and the task lists are stale (not refetched). */
export function useRaidTaskMade(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useRaidChanged(projectId);
  return async () => {
    void queryClient.invalidateQueries({ ...trpc.tasks.pathFilter(), refetchType: "none" });
    await changed();
  };
}
