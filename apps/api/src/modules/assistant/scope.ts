/**
 * What the asker may see, read once per question through the API's own procedures: their
 * projects (which the parser matches names against) and the people of those projects.
 */
import type { Project } from "@cairn/schema/projects";
import { dashboardPathFor } from "@cairn/schema/session-keys";
import { personName, type User } from "@cairn/schema/users";
import type { AssistantCaller } from "./caller.js";
import type { ParseContext } from "./intents.js";

export interface AssistantScope {
  caller: AssistantCaller;
  asker: User;
  now: Date;
  /** The projects the asker may read (archived ones left out), by name. */
  projects: Project[];
  people: { id: number; name: string }[];
  /** The asker's dashboard (`/consultant-dashboard`): links are written below it. */
  root: string;
}

async function readableProjects(caller: AssistantCaller, asker: User): Promise<Project[]> {
  if (asker.role === "admin") return caller.projects.list({ limit: 1000 });
  if (asker.role === "consultant") {
    return caller.projects.listByConsultant({ userId: asker.id, limit: 1000 });
  }
  return caller.projects.listByClient({ userId: asker.id, limit: 1000 });
}

async function readablePeople(
  caller: AssistantCaller,
  asker: User,
  projects: Project[],
): Promise<{ id: number; name: string }[]> {
  if (asker.role === "admin") {
    const users = await caller.users.list({ limit: 1000 });
    return users.map((user) => ({ id: user.id, name: personName(user) }));
  }
  const lists = await Promise.all(
    projects.slice(0, 50).map((project) => caller.projects.listMembers({ projectId: project.id })),
  );
  const people = new Map<number, string>();
  for (const member of lists.flat()) people.set(member.id, member.name);
  people.set(asker.id, personName(asker));
  return [...people].map(([id, name]) => ({ id, name }));
}

export async function readScope(
  caller: AssistantCaller,
  asker: User,
  now: Date,
): Promise<AssistantScope> {
  const projects = await readableProjects(caller, asker);
  const people = await readablePeople(caller, asker, projects);
  return { caller, asker, now, projects, people, root: dashboardPathFor(asker.role) };
}

export function parseContextOf(scope: AssistantScope): ParseContext {
  return {
    projects: scope.projects.map(({ id, name }) => ({ id, name })),
    people: scope.people,
  };
}

/** The link to a project's board, or to one of its tasks. */
export function projectPath(projectId: number, taskId?: number): string {
  return taskId === undefined ? `/projects/${projectId}` : `/projects/${projectId}/tasks/${taskId}`;
}
