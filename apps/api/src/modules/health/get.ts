import { projectHealth } from "@cairn/schema/health";
import { projectIdParam } from "@cairn/schema/projects";
import { authedProcedure } from "../../trpc/procedures.js";
import { projectMemberIds } from "../projects/projects.repo.js";
import { computeHealth, MOOD_WINDOW_DAYS, trendOf } from "./engine.js";
import { healthMood, healthTasks, insertSnapshot, latestSnapshots } from "./health.repo.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (at: string | Date) => new Date(at).toISOString().slice(0, 10);

/**
 * `GET /api/project-health/{projectId}`: computed from the data now. The first reading of a
 * day is stored as that day's snapshot; the trend compares with the snapshot before today.
 */
export const get = authedProcedure
  .input(projectIdParam)
  .output(projectHealth)
  .query(async ({ ctx, input }) => {
    const now = ctx.now();
    const [tasks, mood, members, snapshots] = await Promise.all([
      healthTasks(ctx.db, input.projectId),
      healthMood(ctx.db, input.projectId, new Date(now.getTime() - MOOD_WINDOW_DAYS * DAY_MS)),
      projectMemberIds(ctx.db, input.projectId),
      latestSnapshots(ctx.db, input.projectId, 2),
    ]);
    const scores = computeHealth(tasks, mood, members.length, now);
    const today = utcDay(now);
    const storedToday = snapshots[0] && utcDay(snapshots[0].lastCalculated) === today;
    const previous = storedToday ? snapshots[1] : snapshots[0];
    if (!storedToday) await insertSnapshot(ctx.db, input.projectId, scores, now);
    // Slack and Teams hear of it when this reading drops the project to a lower band.
    ctx.notify({ kind: "health.observed", projectId: input.projectId, score: scores.overallScore });
    return {
      projectId: input.projectId,
      ...scores,
      trend: trendOf(scores.overallScore, previous?.overallScore),
      lastCalculated: now.toISOString(),
    };
  });
