import { projectHealth } from "@cairn/schema/health";
import { projectIdParam } from "@cairn/schema/projects";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { trendOf } from "./engine.js";
import { readHealth, snapshotBefore } from "./health.repo.js";

/** Midnight UTC of the day `at` falls in. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/**
 * `GET /api/project-health/{projectId}`: computed from the data now, read-only. The trend
 * compares with the last snapshot stored before today (the periodic health check stores one
 * a day: health-check.ts).
 */
export const get = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/project-health/{projectId}",
      summary: "Health scores with their reasons, and the trend",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(projectHealth)
  .query(async ({ ctx, input }) => {
    const now = ctx.now();
    const [scores, previous] = await Promise.all([
      readHealth(ctx.db, input.projectId, now),
      snapshotBefore(ctx.db, input.projectId, startOfUtcDay(now)),
    ]);
    return {
      projectId: input.projectId,
      ...scores,
      // Without an overall yet there is nothing to compare.
      trend: scores.unscored.includes("overall")
        ? "stable"
        : trendOf(scores.overallScore, previous?.overallScore),
      lastCalculated: now.toISOString(),
    };
  });
