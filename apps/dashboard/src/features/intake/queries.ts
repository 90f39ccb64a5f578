/**
 * A project's intake, named once (docs/intake.md): the "Intake" tab (intake-tab.tsx) reads the
 * project's requests, polled while it is shown (requests arrive from the public form, which no
 * live feed of this screen announces); everyone on the project sends a request there, and its
 * staff accept, merge and decline requests and switch the public form's link on and off. After
 * a decision the list reads again, and so do the board (an accepted request is a new task) and
 * the task lists (marked stale for when they are next shown).
 */
import type { Api } from "@cairn/api-client/trpc";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { projectQueries } from "../board/queries";

type Trpc = Api["trpc"];

/** How often the requests read again while the tab is shown. */
const INTAKE_POLL_MS = 30_000;

/** The project's requests, the new ones first. */
export function intakeQuery(trpc: Trpc, projectId: number) {
  return trpc.intake.list.queryOptions({ projectId }, { refetchInterval: INTAKE_POLL_MS });
}

/** The public form's link (staff only): whether it is on, and its token while it is. */
export function intakeLinkQuery(trpc: Trpc, projectId: number) {
  return trpc.intake.getLink.queryOptions({ projectId });
}

/**
 * The tasks a request can be merged into: the project's board, the very read the project page
 * holds (and follows live), so both share one cached answer.
 */
export function mergeTasksQuery(trpc: Trpc, projectId: number) {
  return projectQueries(trpc, projectId).board;
}

export function createIntakeMutation(trpc: Trpc) {
  return trpc.intake.create.mutationOptions();
}

/** The request becomes a task in To Do. */
export function acceptIntakeMutation(trpc: Trpc) {
  return trpc.intake.accept.mutationOptions();
}

/** The request joins a task of the project that already covers it. */
export function mergeIntakeMutation(trpc: Trpc) {
  return trpc.intake.merge.mutationOptions();
}

/** The request is declined, with a reason its requester reads. */
export function declineIntakeMutation(trpc: Trpc) {
  return trpc.intake.decline.mutationOptions();
}

/** The public form switched on (with a new token) or off. */
export function setIntakeLinkMutation(trpc: Trpc) {
  return trpc.intake.setLink.mutationOptions();
}

/** After a request was sent, or a decision refused: the list reads again. */
export function useIntakeChanged(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: intakeQuery(trpc, projectId).queryKey });
}

/**
 * After a decision: the list and the board read again (an accepted request is a task in To Do,
 * a merged one may have changed its task), and the task lists are stale (not refetched).
 */
export function useIntakeDecided(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const changed = useIntakeChanged(projectId);
  return async () => {
    void queryClient.invalidateQueries({ ...trpc.tasks.pathFilter(), refetchType: "none" });
    await Promise.all([
      changed(),
      queryClient.invalidateQueries({ queryKey: mergeTasksQuery(trpc, projectId).queryKey }),
    ]);
  };
}
