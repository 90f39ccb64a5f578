/**
 * A project's routines, named once (docs/routines.md): the "Routines" tab (routines-tab.tsx)
 * reads the plan's processes ("Your routines"), the routines and whether the viewer has a
 * calendar link; staff set up the plan's missing routines, pause, resume and delete routines
 * there, and add and edit them in the routine dialog (routine-dialog.tsx), which reads whom they
 * can be given to. After a change to a routine both the routines and the processes read again: a
 * process's state and next occurrence follow its routine. The calendar link is the API's
 * `calendar` router's (a person's own secret), not the routines'.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { membersQuery, projectQueries } from "../board/queries";

type Trpc = Api["trpc"];

/** Every routine of the project, by name. */
export function routinesQuery(trpc: Trpc, projectId: number) {
  return trpc.routines.list.queryOptions({ projectId });
}

/** The processes of the project's plan and how each runs; empty for a project without a plan. */
export function planProcessesQuery(trpc: Trpc, projectId: number) {
  return trpc.routines.listProcesses.queryOptions({ projectId });
}

/** Whether the viewer has a calendar link to the project (the link itself is never read again). */
export function calendarFeedQuery(trpc: Trpc, projectId: number) {
  return trpc.calendar.projectFeed.queryOptions({ projectId });
}

/**
 * Whom a routine's tasks can go to: the project's members, the very read the task and RAID
 * dialogs use (features/board/queries.ts), so they share one cached answer. Read only when asked.
 */
export function routinePeopleQuery(trpc: Trpc, projectId: number, enabled: boolean) {
  return { ...membersQuery(trpc, projectId), enabled };
}

/**
 * The project's board, which the project page reads and follows live: the title of the task a
 * routine last added (which reaches the board by its live feed).
 */
export function lastTasksQuery(trpc: Trpc, projectId: number) {
  return projectQueries(trpc, projectId).board;
}

export function createRoutineMutation(trpc: Trpc) {
  return trpc.routines.create.mutationOptions();
}

/** Some fields of a routine, `paused` among them (pause, resume). */
export function updateRoutineMutation(trpc: Trpc) {
  return trpc.routines.update.mutationOptions();
}

export function removeRoutineMutation(trpc: Trpc) {
  return trpc.routines.remove.mutationOptions();
}

/** The routines of the plan's recurring processes that the project lacks; answers the processes. */
export function setUpRoutinesMutation(trpc: Trpc) {
  return trpc.routines.setUpRoutines.mutationOptions();
}

/** A new calendar link (the one before stops working), answered once with its URL. */
export function makeCalendarFeedMutation(trpc: Trpc) {
  return trpc.calendar.makeProjectFeed.mutationOptions();
}

export function revokeCalendarFeedMutation(trpc: Trpc) {
  return trpc.calendar.revokeProjectFeed.mutationOptions();
}

/** After a change: the routines and the plan's processes read again; settles once they are back. */
export function useRoutinesChanged(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: routinesQuery(trpc, projectId).queryKey }),
      queryClient.invalidateQueries({ queryKey: planProcessesQuery(trpc, projectId).queryKey }),
    ]);
}

/** After a link was made or revoked: whether one exists reads again. */
export function useCalendarFeedChanged(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: calendarFeedQuery(trpc, projectId).queryKey });
}
