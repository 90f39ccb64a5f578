/**
 * A project's routines, named once (docs/routines.md): the "Routines" tab (routines-tab.tsx)
 * reads the plan's processes ("Your routines"), the routines and whether the viewer has a
 * calendar link; staff set up the plan's missing routines, pause, resume and delete routines
 * there, and add and edit them in the routine dialog (routine-dialog.tsx), which reads whom they
 * can be given to and the library's templates their agenda documents can be made from. After a change to a routine both the routines and the processes read again: a
 * process's state and next occurrence follow its routine. The calendar link is the API's
 * `calendar` router's (a person's own secret), not the routines': to one project's routines (the
 * Routines tab) or to one's own across projects (the dashboards' "My Tasks" tab).
 */
import type { Api } from "@cairn/api-client/trpc";
import { type UseMutationOptions, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { membersQuery, projectQueries } from "../board/queries";
import { libraryQuery } from "../templates/queries";

type Trpc = Api["trpc"];

/** Every routine of the project, by name. */
export function routinesQuery(trpc: Trpc, projectId: number) {
  return trpc.routines.list.queryOptions({ projectId });
}

/** The processes of the project's plan and how each runs; empty for a project without a plan. */
export function planProcessesQuery(trpc: Trpc, projectId: number) {
  return trpc.routines.listProcesses.queryOptions({ projectId });
}

/**
 * Whose routines a calendar link follows: one project's, or the viewer's own (those of every
 * project they consult on or are the client of, and those given to them).
 */
export type CalendarScope = { projectId: number } | "own";

/** Whether the viewer has a calendar link of that scope (the link itself is never read again). */
export function calendarFeedQuery(trpc: Trpc, scope: CalendarScope) {
  return scope === "own"
    ? trpc.calendar.ownFeed.queryOptions()
    : trpc.calendar.projectFeed.queryOptions({ projectId: scope.projectId });
}

/**
 * Whom a routine's tasks can go to: the project's members, the very read the task and RAID
 * dialogs use (features/board/queries.ts), so they share one cached answer. Read only when asked.
 */
export function routinePeopleQuery(trpc: Trpc, projectId: number, enabled: boolean) {
  return { ...membersQuery(trpc, projectId), enabled };
}

/**
 * The templates a routine's agenda document can be made from: the whole library, the very read of
 * the library (features/templates/queries.ts) and of a rule's checklist template
 * (`ruleTemplatesQuery`), so they share one cached answer. Read when the dialog opens.
 */
export function agendaTemplatesQuery(trpc: Trpc) {
  return libraryQuery(trpc);
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

/**
 * A new calendar link of that scope (the one before stops working), answered once with its URL.
 * Called without input: a project's id is given here, so both scopes are called alike.
 */
export function makeCalendarFeedMutation(trpc: Trpc, scope: CalendarScope) {
  return scope === "own"
    ? trpc.calendar.makeOwnFeed.mutationOptions()
    : withInput(trpc.calendar.makeProjectFeed.mutationOptions(), { projectId: scope.projectId });
}

/** Revokes the calendar link of that scope; called without input, as above. */
export function revokeCalendarFeedMutation(trpc: Trpc, scope: CalendarScope) {
  return scope === "own"
    ? trpc.calendar.revokeOwnFeed.mutationOptions()
    : withInput(trpc.calendar.revokeProjectFeed.mutationOptions(), {
        projectId: scope.projectId,
      });
}

/** A mutation's options with its input given once, so that it is called without one. */
function withInput<TData, TError, TInput>(
  { mutationKey, mutationFn }: UseMutationOptions<TData, TError, TInput>,
  input: TInput,
): UseMutationOptions<TData, TError, void> {
  return {
    mutationKey,
    mutationFn: (_none, context) => {
      if (!mutationFn) throw new Error("a tRPC mutation without its function");
      return mutationFn(input, context);
    },
  };
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

/**
 * After the plan's missing routines and rules were set up: as after a change to a routine, and
 * the rules are stale (read again when the Rules tab is next shown; a routine's change does not
 * touch them).
 */
export function usePlanSetUp(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const routinesChanged = useRoutinesChanged(projectId);
  return async () => {
    void queryClient.invalidateQueries({ queryKey: trpc.rules.list.queryKey({ projectId }) });
    await routinesChanged();
  };
}

/** After a link was made or revoked: whether one exists reads again. */
export function useCalendarFeedChanged(scope: CalendarScope) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: calendarFeedQuery(trpc, scope).queryKey });
}
