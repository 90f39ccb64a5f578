/**
 * The projects' server calls, named once. The admin's Projects tab (projects-tab.tsx) reads a
 * page of projects and the people to name in it; the consultant's and the client's cards
 * (project-progress.tsx) read their own projects and each project's tasks for its progress, and
 * their landing pages count the whole lists (boot/landing-queries.ts); the delete dialog
 * (project-actions.tsx) reads whether a project has tasks. They write new projects, archives,
 * restores and deletions; what each makes stale is named in `useProjectRefreshes`.
 */
import type { Api } from "@cairn/api-client/trpc";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { WHOLE_LIST } from "../../lib/list-view";
import { type ProjectsView, projectsQuery } from "./projects-model";

type Trpc = Api["trpc"];

/** One page of every project, as the Projects tab's view asks. */
export function projectsPageQuery(trpc: Trpc, view: ProjectsView) {
  return trpc.projects.list.queryOptions(projectsQuery(view));
}

/**
 * The projects a consultant leads or a client owns, as the cards' view asks; the page before
 * stays shown while the next one loads.
 */
export function ownProjectsQuery(
  trpc: Trpc,
  owner: "consultant" | "client",
  userId: number,
  view: ProjectsView,
) {
  const input = { userId, ...projectsQuery(view) };
  return {
    ...(owner === "consultant"
      ? trpc.projects.listByConsultant.queryOptions(input)
      : trpc.projects.listByClient.queryOptions(input)),
    placeholderData: keepPreviousData,
  };
}

/** Every project a consultant leads, whole: the landing page's tiles count them. */
export function consultantProjectsQuery(trpc: Trpc, userId: number) {
  return trpc.projects.listByConsultant.queryOptions({ userId, ...WHOLE_LIST });
}

/** Every project a client owns, whole: the landing page's tiles count them. */
export function clientProjectsQuery(trpc: Trpc, userId: number) {
  return trpc.projects.listByClient.queryOptions({ userId, ...WHOLE_LIST });
}

/** A project's tasks, shared (cached) by every card and bar that shows its progress. */
export function projectTasksQuery(trpc: Trpc, projectId: number) {
  return trpc.tasks.listByProject.queryOptions({ projectId, ...WHOLE_LIST });
}

/** One task of the project, if any: enough to know it is not empty. */
export function firstTaskQuery(trpc: Trpc, projectId: number) {
  return trpc.tasks.listByProject.queryOptions({ projectId, limit: 1 });
}

/** Every user, to name a project's client and consultant and to choose them. */
export function peopleQuery(trpc: Trpc) {
  return trpc.users.list.queryOptions(WHOLE_LIST);
}

export function createProjectMutation(trpc: Trpc) {
  return trpc.projects.create.mutationOptions();
}

export function archiveProjectMutation(trpc: Trpc) {
  return trpc.projects.archive.mutationOptions();
}

export function restoreProjectMutation(trpc: Trpc) {
  return trpc.projects.restore.mutationOptions();
}

export function removeProjectMutation(trpc: Trpc) {
  return trpc.projects.remove.mutationOptions();
}

/** What a write makes stale, read again at once; each promise settles once all are back. */
export function useProjectRefreshes() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    /** A new project: the project lists and the overview's counters. */
    created: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.projects.pathFilter()),
        queryClient.invalidateQueries(trpc.overview.pathFilter()),
      ]),
    /** An archive, a restore, a deletion: everything that shows a project, or counts it. */
    changed: () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.projects.pathFilter()),
        queryClient.invalidateQueries(trpc.overview.pathFilter()),
        queryClient.invalidateQueries(trpc.search.pathFilter()),
      ]),
  };
}
