/**
 * "How is Northwind going?": the project's health now and its change since the last weekly
 * check, the milestones due this week and those late, and the tasks finished this week. Without
 * a project: one line per project of the asker's portfolio.
 */
import { daysUntilDueDay } from "@cairn/schema/due-dates";
import type { Project } from "@cairn/schema/projects";
import { scoreLabelOf } from "@cairn/schema/score-bands";
import { formatDay } from "../../../lib/format-day.js";
import { weekStartOf } from "../../health/weekly-report.js";
import { type Answer, type AnswerItem, plural } from "../answer.js";
import type { ProjectMention } from "../intents.js";
import { portfolio, resolveProject } from "../resolve.js";
import { type AssistantScope, projectPath } from "../scope.js";

function change(now: number, before: number | null | undefined): string {
  if (before === null || before === undefined) return "";
  const delta = now - before;
  if (delta === 0) return ", unchanged since the last weekly check";
  return `, ${delta > 0 ? "up" : "down"} ${Math.abs(delta)} since the last weekly check (${before})`;
}

async function projectStatus(scope: AssistantScope, project: Project): Promise<Answer> {
  const { caller, now } = scope;
  const [health, checks, roadmap, tasks] = await Promise.all([
    caller.health.get({ projectId: project.id }),
    caller.health.listChecks({ projectId: project.id, limit: 1 }),
    caller.roadmap.get({ projectId: project.id }),
    caller.tasks.listByProject({ projectId: project.id, limit: 1000 }),
  ]);
  const weekStart = weekStartOf(now).getTime();
  const dueThisWeek = roadmap.milestones.filter((milestone) => {
    const days = daysUntilDueDay(milestone.dueDate, now);
    return !milestone.late && days >= 0 && days < 7 - ((now.getUTCDay() + 6) % 7);
  });
  const late = roadmap.milestones.filter((milestone) => milestone.late);
  const done = tasks
    .filter((task) => task.completedAt && Date.parse(task.completedAt) >= weekStart)
    .sort((a, b) => Date.parse(b.completedAt ?? "") - Date.parse(a.completedAt ?? ""));
  const milestoneItem = (milestone: (typeof roadmap.milestones)[number]): AnswerItem => ({
    text: milestone.title,
    detail: `due ${formatDay(milestone.dueDate)} · ${milestone.doneCount} of ${milestone.taskCount} tasks done (${milestone.progress} %)`,
    link: { label: "Roadmap", path: `${projectPath(project.id)}?tab=roadmap` },
  });
  return {
    intent: "status",
    title: `${project.name}: health ${health.overallScore} of 100 now (${scoreLabelOf(health.overallScore).toLowerCase()})${change(health.overallScore, checks[0]?.score)}.`,
    sections: [
      {
        heading: "Why",
        items: health.reasons.slice(0, 3).map((reason) => ({ text: reason })),
        empty: "Nothing stands out.",
      },
      {
        heading: "Milestones due this week",
        items: dueThisWeek.map(milestoneItem),
        empty: "No milestone is due this week.",
      },
      {
        heading: "Late milestones",
        items: late.map(milestoneItem),
        empty: "No milestone is late.",
      },
      {
        heading: `Finished this week (${done.length})`,
        items: done.slice(0, 5).map((task) => ({
          text: task.title,
          link: { label: `#${task.id}`, path: projectPath(project.id, task.id) },
        })),
        empty: "No task has been finished since Monday.",
      },
    ],
    links: [{ label: `Open ${project.name}`, path: projectPath(project.id) }],
    suggestions: [`overdue ${project.name}`, `who ${project.name}`, `report ${project.name}`],
  };
}

async function portfolioStatus(scope: AssistantScope): Promise<Answer> {
  const projects = portfolio(scope);
  const healths = await Promise.all(
    projects.map((project) => scope.caller.health.get({ projectId: project.id })),
  );
  const rows = projects
    .flatMap((project, index) => {
      const health = healths[index];
      return health ? [{ project, health }] : [];
    })
    .sort((a, b) => a.health.overallScore - b.health.overallScore);
  return {
    intent: "status",
    title:
      rows.length === 0
        ? "You have no project the assistant can report on."
        : `${plural(rows.length, "project")}, the least healthy first.`,
    sections: [
      {
        heading: "Health",
        items: rows.map(({ project, health }) => ({
          text: `${project.name}: ${health.overallScore} of 100, ${scoreLabelOf(health.overallScore).toLowerCase()} (${health.trend})`,
          detail: health.reasons[0],
          link: { label: "Open", path: projectPath(project.id) },
        })),
        empty: "No projects.",
      },
    ],
    links: [],
    suggestions: rows.slice(0, 3).map(({ project }) => `status ${project.name}`),
  };
}

export async function answerStatus(
  scope: AssistantScope,
  mention: ProjectMention,
): Promise<Answer> {
  const resolved = resolveProject(scope, "status", mention, "status");
  if (!resolved.ok) return resolved.answer;
  return resolved.value ? projectStatus(scope, resolved.value) : portfolioStatus(scope);
}
