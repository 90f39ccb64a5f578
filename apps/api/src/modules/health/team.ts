import { teamMetrics } from "@cairn/schema/health";
import { projectIdParam } from "@cairn/schema/projects";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { moodStats } from "../mood/engine.js";
import { entriesAs } from "../mood/entries-as.js";
import { listMoodRows } from "../mood/mood.repo.js";
import { projectMemberIds } from "../projects/projects.repo.js";
import { MOOD_WINDOW_DAYS, moodWindow } from "./engine.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** `GET /api/project-health/team/{projectId}`: the last 14 days of the team's mood. */
export const team = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/project-health/team/{projectId}",
      summary: "Team metrics: mood of the last 14 days",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(teamMetrics)
  .query(async ({ ctx, input }) => {
    const now = ctx.now();
    const [listed, members] = await Promise.all([
      listMoodRows(ctx.db, input.projectId, new Date(now.getTime() - MOOD_WINDOW_DAYS * DAY_MS)),
      projectMemberIds(ctx.db, input.projectId),
    ]);
    // The engine's own window, so the panel and the engagement reason read the same entries.
    const rows = moodWindow(listed, now);
    const stats = moodStats(rows, rows, members.length, now);
    return {
      avgMoodScore: stats.averageMood,
      avgEnergyLevel: stats.averageEnergy,
      avgStressLevel: stats.averageStress,
      participationRate: stats.participationRate,
      recentEntries: (await entriesAs(ctx.db, ctx.user, input.projectId, rows)).slice(0, 5),
      ...(stats.note ? { note: stats.note } : {}),
    };
  });
