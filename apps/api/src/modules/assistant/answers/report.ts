/**
 * "Show me the weekly report": the newest weekly health check of a project as the job wrote it
 * (docs/health-checks.md) — its summary, milestones due and late, tasks finished and slipped,
 * the top recommendations; without a project, the newest check of each project in one line.
 */
import type { HealthCheck } from "@cairn/schema/health-checks";
import type { Project } from "@cairn/schema/projects";
import { formatDay } from "../../../lib/format-day.js";
import type { Answer } from "../answer.js";
import type { ProjectMention } from "../intents.js";
import { portfolio, resolveProject } from "../resolve.js";
import { type AssistantScope, projectPath } from "../scope.js";

const reportPath = (projectId: number) => `${projectPath(projectId)}?tab=health`;

function projectReport(project: Project, check: HealthCheck | undefined): Answer {
  if (!check) {
    return {
      intent: "weekly_report",
      title: `${project.name} has no weekly report yet: the first is written the Monday after its first full week.`,
      sections: [],
      links: [{ label: `Open ${project.name}`, path: projectPath(project.id) }],
      suggestions: [`status ${project.name}`],
    };
  }
  const { report } = check;
  const milestone = (m: (typeof report.milestones.due)[number]) => ({
    text: m.title,
    detail: `due ${formatDay(m.dueDate)} · ${m.tasksDone} of ${m.tasks} tasks done`,
  });
  const task = (t: (typeof report.tasks.finished.tasks)[number]) => ({
    text: `#${t.id} ${t.title}`,
    link: { label: "Open task", path: projectPath(project.id, t.id) },
  });
  return {
    intent: "weekly_report",
    title: `${project.name}, week of ${formatDay(report.weekStart)}: ${report.summary}`,
    sections: [
      { heading: "Milestones due", items: report.milestones.due.map(milestone), empty: "None." },
      { heading: "Milestones late", items: report.milestones.late.map(milestone), empty: "None." },
      {
        heading: `Tasks finished (${report.tasks.finished.count})`,
        items: report.tasks.finished.tasks.map(task),
        empty: "None.",
      },
      {
        heading: `Tasks slipped (${report.tasks.slipped.count})`,
        items: report.tasks.slipped.tasks.map(task),
        empty: "None.",
      },
      {
        heading: "Recommendations",
        items: report.recommendations.map((r) => ({
          text: `#${r.taskId} ${r.taskTitle}: ${r.currentPriority} → ${r.recommendedPriority}`,
          detail: r.reasoning,
          link: { label: "Open task", path: projectPath(project.id, r.taskId) },
        })),
        empty: "No change of priority recommended.",
      },
    ],
    links: [{ label: "All weekly reports", path: reportPath(project.id) }],
    suggestions: [`status ${project.name}`, `mood ${project.name}`],
  };
}

export async function answerReport(
  scope: AssistantScope,
  mention: ProjectMention,
): Promise<Answer> {
  const resolved = resolveProject(scope, "weekly_report", mention, "report");
  if (!resolved.ok) return resolved.answer;
  const projects = resolved.value ? [resolved.value] : portfolio(scope);
  const checks = await Promise.all(
    projects.map((project) => scope.caller.health.listChecks({ projectId: project.id, limit: 1 })),
  );
  if (resolved.value) return projectReport(resolved.value, checks[0]?.[0]);
  return {
    intent: "weekly_report",
    title: "The newest weekly report of each of your projects.",
    sections: [
      {
        heading: "Weekly reports",
        items: projects.map((project, index) => {
          const check = checks[index]?.[0];
          return {
            text: check
              ? `${project.name}, week of ${formatDay(check.report.weekStart)}: ${check.score} of 100`
              : `${project.name}: no report yet`,
            detail: check?.report.summary,
            link: { label: "Reports", path: reportPath(project.id) },
          };
        }),
        empty: "No projects.",
      },
    ],
    links: [],
    suggestions: projects.slice(0, 2).map((project) => `report ${project.name}`),
  };
}
