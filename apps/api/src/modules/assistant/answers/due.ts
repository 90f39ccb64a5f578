/**
 * "What is overdue?" / "What is due this week?": open tasks whose due day has ended, or falls
 * between today and Sunday (UTC), for a project or, without one, for the asker (a client with
 * nothing assigned: their projects' tasks). Overdue is the product's one rule (`isPastDue`).
 */
import { daysUntilDueDay, isPastDue } from "@cairn/schema/due-dates";
import type { Task } from "@cairn/schema/tasks";
import { formatDay } from "../../../lib/format-day.js";
import { type Answer, plural } from "../answer.js";
import type { DueRange, ProjectMention } from "../intents.js";
import { portfolio, resolveProject } from "../resolve.js";
import { type AssistantScope, projectPath } from "../scope.js";

const LISTED = 10;

function inRange(task: Task, range: DueRange, now: Date): boolean {
  if (task.status === "completed" || !task.dueDate) return false;
  if (range === "overdue") return isPastDue(task.dueDate, now);
  const days = daysUntilDueDay(task.dueDate, now);
  const daysLeftInWeek = 6 - ((now.getUTCDay() + 6) % 7);
  return days >= 0 && days <= daysLeftInWeek;
}

export async function answerDue(
  scope: AssistantScope,
  range: DueRange,
  mention: ProjectMention,
): Promise<Answer> {
  const command = range === "overdue" ? "overdue" : "due";
  const resolved = resolveProject(scope, "due", mention, command);
  if (!resolved.ok) return resolved.answer;
  const project = mention.kind === "none" ? null : resolved.value;
  const { caller, asker, now } = scope;
  let tasks: Task[];
  let whose: string;
  if (project) {
    tasks = await caller.tasks.listByProject({ projectId: project.id, limit: 1000 });
    whose = `in ${project.name}`;
  } else {
    const readable = new Set(portfolio(scope).map((p) => p.id));
    tasks = (await caller.tasks.listByAssignee({ userId: asker.id, limit: 1000 })).filter((task) =>
      readable.has(task.projectId),
    );
    whose = "of yours";
    if (tasks.length === 0 && asker.role === "user") {
      tasks = (
        await Promise.all(
          [...readable].map((projectId) => caller.tasks.listByProject({ projectId, limit: 1000 })),
        )
      ).flat();
      whose = "in your projects";
    }
  }
  const found = tasks
    .filter((task) => inRange(task, range, now))
    .sort((a, b) => Date.parse(a.dueDate ?? "") - Date.parse(b.dueDate ?? "") || a.id - b.id);
  const names = new Map(scope.projects.map((p) => [p.id, p.name]));
  const what = range === "overdue" ? "overdue" : "due this week";
  return {
    intent: "due",
    title:
      found.length === 0
        ? `No task ${whose} is ${what}.`
        : `${plural(found.length, "task")} ${whose} ${found.length === 1 ? "is" : "are"} ${what}.`,
    sections: [
      {
        heading: range === "overdue" ? "Overdue" : "Due this week",
        items: found.slice(0, LISTED).map((task) => ({
          text: `#${task.id} ${task.title}`,
          detail: `due ${formatDay(task.dueDate ?? "")}${project ? "" : ` · ${names.get(task.projectId) ?? ""}`}`,
          link: { label: "Open task", path: projectPath(task.projectId, task.id) },
        })),
        empty: range === "overdue" ? "Nothing is overdue." : "Nothing is due this week.",
      },
    ],
    links: project ? [{ label: `Open ${project.name}`, path: projectPath(project.id) }] : [],
    suggestions: [range === "overdue" ? "due" : "overdue", "mywork"],
  };
}
