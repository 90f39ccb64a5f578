/**
 * "What should I work on?": the priority engine's top items among the asker's open tasks, each
 * ranked within its own project exactly as the project's priority analysis ranks it. A client,
 * who is seldom assigned work, is also shown the tasks waiting for their approval.
 */
import type { Task } from "@cairn/schema/tasks";
import { type RankedTask, rankOpenTasks } from "../../priority/engine.js";
import type { Answer, AnswerItem } from "../answer.js";
import { type AssistantScope, projectPath } from "../scope.js";

/** How many tasks the answer names. */
export const TOP_TASKS = 5;

async function rankedForAsker(scope: AssistantScope, mine: Task[]): Promise<RankedTask[]> {
  const projectIds = [...new Set(mine.map((task) => task.projectId))];
  const byProject = await Promise.all(
    projectIds.map(async (projectId) => {
      const project = scope.projects.find((p) => p.id === projectId);
      const tasks = await scope.caller.tasks.listByProject({ projectId, limit: 1000 });
      return rankOpenTasks(tasks, { planType: project?.planType ?? "trial", now: scope.now });
    }),
  );
  return byProject
    .flat()
    .filter((entry) => entry.task.assignedTo === scope.asker.id)
    .sort((a, b) => b.aiScore - a.aiScore || a.task.id - b.task.id);
}

function projectName(scope: AssistantScope, projectId: number): string {
  return scope.projects.find((project) => project.id === projectId)?.name ?? `Project ${projectId}`;
}

export async function answerMyWork(scope: AssistantScope): Promise<Answer> {
  const { caller, asker } = scope;
  const mine = (await caller.tasks.listByAssignee({ userId: asker.id, limit: 1000 })).filter(
    (task) => task.status !== "completed" && scope.projects.some((p) => p.id === task.projectId),
  );
  const ranked = await rankedForAsker(scope, mine);
  const byId = new Map(mine.map((task) => [task.id, task]));
  const items: AnswerItem[] = ranked.slice(0, TOP_TASKS).map((entry) => {
    const task = byId.get(entry.task.id);
    const projectId = task?.projectId ?? 0;
    return {
      text: `#${entry.task.id} ${entry.task.title}`,
      detail: `${projectName(scope, projectId)} · score ${entry.aiScore} · ${entry.reasons.join(", ")}`,
      link: { label: "Open task", path: projectPath(projectId, entry.task.id) },
    };
  });
  const sections = [
    {
      heading: "Your top tasks",
      items,
      empty: "Nothing open is assigned to you.",
    },
  ];
  if (asker.role === "user") {
    const waiting = (
      await Promise.all(
        scope.projects
          .slice(0, 10)
          .map((project) => caller.tasks.listByProject({ projectId: project.id, limit: 1000 })),
      )
    )
      .flat()
      .filter((task) => task.columnId === "review" && task.approval === null);
    sections.push({
      heading: "Waiting for your approval",
      items: waiting.slice(0, TOP_TASKS).map((task) => ({
        text: `#${task.id} ${task.title}`,
        detail: projectName(scope, task.projectId),
        link: { label: "Review it", path: projectPath(task.projectId, task.id) },
      })),
      empty: "Nothing is waiting for your approval.",
    });
  }
  const first = ranked[0];
  return {
    intent: "my_work",
    title: first
      ? `Start with #${first.task.id} ${first.task.title}: ${first.reasons[0]}.`
      : "Nothing open is assigned to you right now.",
    sections,
    links: [],
    suggestions: ["overdue", "due", "status"],
  };
}
