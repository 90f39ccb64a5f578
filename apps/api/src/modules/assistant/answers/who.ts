/**
 * "Who is working on what?": the open tasks of a project (or of the asker's portfolio) by the
 * person assigned, busiest first; "what is Priya working on?": that person's open tasks in the
 * projects the asker may read.
 */
import type { Task } from "@cairn/schema/tasks";
import { type Answer, type AnswerSection, plural, sentence } from "../answer.js";
import type { PersonMention, ProjectMention } from "../intents.js";
import { portfolio, resolveProject } from "../resolve.js";
import { type AssistantScope, projectPath } from "../scope.js";

const PEOPLE_LISTED = 8;
const TASKS_PER_PERSON = 3;

async function openTasks(scope: AssistantScope, projectIds: number[]): Promise<Task[]> {
  const lists = await Promise.all(
    projectIds.map((projectId) => scope.caller.tasks.listByProject({ projectId, limit: 1000 })),
  );
  return lists.flat().filter((task) => task.status !== "completed");
}

function nameOf(scope: AssistantScope, userId: number | null): string {
  if (userId === null) return "Unassigned";
  return scope.people.find((person) => person.id === userId)?.name ?? `Person ${userId}`;
}

export async function answerWho(
  scope: AssistantScope,
  mention: ProjectMention,
  person: PersonMention | null,
): Promise<Answer> {
  if (person && person.kind !== "me" && person.kind !== "one") {
    return sentence(
      "who",
      person.kind === "ambiguous"
        ? `Whom do you mean: ${person.candidates.map((c) => c.name).join(" or ")}?`
        : `I could not find "${person.words}" among the people of your projects.`,
    );
  }
  const resolved = resolveProject(scope, "who", mention, "who");
  if (!resolved.ok) return resolved.answer;
  const project = resolved.value;
  const projects = project ? [project] : portfolio(scope);
  const tasks = await openTasks(
    scope,
    projects.map((p) => p.id),
  );
  const where = project ? project.name : "your projects";

  if (person) {
    const id = person.kind === "me" ? scope.asker.id : person.id;
    const theirs = tasks.filter((task) => task.assignedTo === id);
    const name = nameOf(scope, id);
    return {
      intent: "who",
      title: `${name} has ${plural(theirs.length, "open task")} in ${where}.`,
      sections: [
        {
          heading: name,
          items: theirs.slice(0, 10).map((task) => ({
            text: `#${task.id} ${task.title}`,
            detail: task.columnId === "inprogress" ? "in progress" : task.columnId,
            link: { label: "Open task", path: projectPath(task.projectId, task.id) },
          })),
          empty: "No open tasks.",
        },
      ],
      links: [],
      suggestions: ["who", "mywork"],
    };
  }

  const byPerson = new Map<number | null, Task[]>();
  for (const task of tasks) {
    byPerson.set(task.assignedTo, [...(byPerson.get(task.assignedTo) ?? []), task]);
  }
  const rows = [...byPerson]
    .sort(([a, ta], [b, tb]) => (a === null ? 1 : b === null ? -1 : tb.length - ta.length))
    .slice(0, PEOPLE_LISTED);
  const sections: AnswerSection[] = rows.map(([userId, list]) => ({
    heading: `${nameOf(scope, userId)} (${list.length})`,
    items: list
      .sort((a, b) => (a.columnId === "inprogress" ? -1 : b.columnId === "inprogress" ? 1 : 0))
      .slice(0, TASKS_PER_PERSON)
      .map((task) => ({
        text: `#${task.id} ${task.title}`,
        detail: task.columnId === "inprogress" ? "in progress" : task.columnId,
        link: { label: "Open task", path: projectPath(task.projectId, task.id) },
      })),
    empty: "No open tasks.",
  }));
  const people = rows.filter(([userId]) => userId !== null).length;
  return {
    intent: "who",
    title:
      tasks.length === 0
        ? `Nobody has open work in ${where}.`
        : `${plural(people, "person", "people")} ${people === 1 ? "has" : "have"} open work in ${where}.`,
    sections,
    links: project ? [{ label: `Open ${project.name}`, path: projectPath(project.id) }] : [],
    suggestions: project ? [`overdue ${project.name}`, `status ${project.name}`] : ["status"],
  };
}
