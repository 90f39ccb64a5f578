import { healthSnapshot } from "@cairn/schema/health";
import { projectIdParam } from "@cairn/schema/projects";
import { z } from "zod";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { projectMemberIds } from "../projects/projects.repo.js";
import { computeHealth, MOOD_WINDOW_DAYS } from "./engine.js";
import { healthMood, healthTasks } from "./health.repo.js";
import { weekStartOf } from "./weekly-report.js";

const DAY_MS = 24 * 60 * 60 * 1000;
export const HISTORY_DAYS = 60;

/**
 * `GET /api/project-health/{projectId}/history`: the weekly health checks of the 60-day
 * roadmap — the project as it stood at the end of each of the last 8 ended ISO weeks (Monday
 * 00:00 UTC, the moment its weekly check is computed as of), then now, oldest first, rebuilt
 * from when tasks were created and completed and when mood entries were made. A week before
 * the project had any task or mood entry has no scores (null): a chart shows a gap, not a 0.
 */
export const history = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/project-health/{projectId}/history",
      summary: "Weekly health over the last 60 days",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(z.array(healthSnapshot))
  .query(async ({ ctx, input }) => {
    const now = ctx.now();
    const since = new Date(now.getTime() - (HISTORY_DAYS + MOOD_WINDOW_DAYS) * DAY_MS);
    const [tasks, mood, members] = await Promise.all([
      healthTasks(ctx.db, input.projectId),
      healthMood(ctx.db, input.projectId, since),
      projectMemberIds(ctx.db, input.projectId),
    ]);
    const weeks = Math.floor(HISTORY_DAYS / 7);
    // The ends of the last ended ISO weeks (Mondays 00:00 UTC, as the weekly checks are
    // computed: the same score for the same week), then now.
    const thisMonday = weekStartOf(now).getTime();
    const ends = [
      ...Array.from(
        { length: weeks },
        (_, index) => new Date(thisMonday - (weeks - 1 - index) * 7 * DAY_MS),
      ),
      now,
    ];
    return ends.map((weekEnding) => {
      const before = (at: string) => Date.parse(at) <= weekEnding.getTime();
      if (!tasks.some((task) => before(task.createdAt)) && !mood.some((m) => before(m.createdAt))) {
        return {
          weekEnding: weekEnding.toISOString(),
          overallScore: null,
          taskCompletionScore: null,
          timelineScore: null,
          teamEngagementScore: null,
          riskScore: null,
        };
      }
      const scores = computeHealth(tasks, mood, members.length, weekEnding);
      return {
        weekEnding: weekEnding.toISOString(),
        overallScore: scores.overallScore,
        taskCompletionScore: scores.taskCompletionScore,
        timelineScore: scores.timelineScore,
        teamEngagementScore: scores.teamEngagementScore,
        riskScore: scores.riskScore,
      };
    });
  });
