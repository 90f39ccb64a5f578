/**
 * "How is the team feeling?": the mood engine's figures of the last 7 days, the Team Mood tab's
 * "Week" (average mood, energy and
 * stress out of 5, the trend against the week before, who took part), for a project or each of
 * the asker's projects. Anonymous entries stay anonymous: only averages are told.
 */
import type { MoodStats } from "@cairn/schema/mood";
import type { Project } from "@cairn/schema/projects";
import { NOT_ENOUGH_ENTRIES } from "../../mood/readers.js";
import type { Answer, AnswerItem } from "../answer.js";
import type { ProjectMention } from "../intents.js";
import { portfolio, resolveProject } from "../resolve.js";
import { type AssistantScope, projectPath } from "../scope.js";

/** The Team Mood tab's default period, "Week": the last 7 days (mood/engine.ts periodStart). */
const PERIOD = "the last 7 days";

function figures(stats: MoodStats): string {
  if (stats.totalEntries === 0) return `no mood entries in ${PERIOD}`;
  if (stats.averageMood === null) return `${PERIOD}: ${NOT_ENOUGH_ENTRIES}`;
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
      : `The team mood across ${projects.length} project${projects.length === 1 ? "" : "s"} in ${PERIOD}.`,
    sections: [
      {
        heading: "The last 7 days",
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
