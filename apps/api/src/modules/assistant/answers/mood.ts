/**
 * "How is the team feeling?": the mood engine's figures for the week (average mood, energy and
 * stress out of 5, the trend against the week before, who took part), for a project or each of
 * the asker's projects. Anonymous entries stay anonymous: only averages are told.
 */
import type { MoodStats } from "@cairn/schema/mood";
import type { Project } from "@cairn/schema/projects";
import type { Answer, AnswerItem } from "../answer.js";
import type { ProjectMention } from "../intents.js";
import { portfolio, resolveProject } from "../resolve.js";
import { type AssistantScope, projectPath } from "../scope.js";

function figures(stats: MoodStats): string {
  if (stats.totalEntries === 0 || stats.averageMood === null) return "no mood entries this week";
  return `mood ${stats.averageMood.toFixed(1)}/5, energy ${stats.averageEnergy?.toFixed(1)}/5, stress ${stats.averageStress?.toFixed(1)}/5 · ${Math.round(stats.participationRate)} % took part · trend ${stats.weeklyTrend}`;
}

function item(project: Project, stats: MoodStats): AnswerItem {
  return {
    text: `${project.name}: ${figures(stats)}`,
    link: { label: "Team mood", path: `${projectPath(project.id)}?tab=mood` },
  };
}

export async function answerMood(scope: AssistantScope, mention: ProjectMention): Promise<Answer> {
  const resolved = resolveProject(scope, "mood", mention, "mood");
  if (!resolved.ok) return resolved.answer;
  const projects = resolved.value ? [resolved.value] : portfolio(scope);
  const stats = await Promise.all(
    projects.map((project) => scope.caller.mood.stats({ project: project.id, period: "week" })),
  );
  const single = resolved.value && stats[0];
  return {
    intent: "mood",
    title: single
      ? `${resolved.value?.name}: ${figures(single)}.`
      : `The team mood across ${projects.length} project${projects.length === 1 ? "" : "s"} this week.`,
    sections: [
      {
        heading: "This week",
        items: projects.flatMap((project, index) => {
          const figuresOf = stats[index];
          return figuresOf ? [item(project, figuresOf)] : [];
        }),
        empty: "No projects.",
      },
    ],
    links: [],
    suggestions: projects.slice(0, 2).map((project) => `status ${project.name}`),
  };
}
