import { upcomingHealthCheck, upcomingHealthCheckInput } from "@cairn/schema/health-checks";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { previousScore, weeklyData } from "./health-checks.repo.js";
import { buildWeeklyReport, isoDay, weekStartOf } from "./weekly-report.js";

/**
 * `GET /api/projects/{projectId}/health-checks/upcoming`: the week so far, as the next weekly
 * check would write it if the week ended now (docs/health-checks.md) — the same report, from the
 * same data and code, counted up to this moment. Computed on request, never kept: the written
 * check on Monday stays the record. For its client, its consultant and admins.
 */
export const upcomingCheck = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/health-checks/upcoming",
      summary:
        "The week so far: the report the next weekly health check would write if the week ended now",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(upcomingHealthCheckInput)
  .output(upcomingHealthCheck)
  .query(async ({ ctx, input }) => {
    const now = ctx.now();
    const data = await weeklyData(ctx.db, input.projectId, now);
    if (!data) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    const weekStart = isoDay(weekStartOf(now));
    const previous = await previousScore(ctx.db, input.projectId, weekStart);
    const report = buildWeeklyReport({
      weekStart,
      planType: data.planType,
      tasks: data.tasks,
      mood: data.mood,
      members: data.members,
      milestones: data.milestones,
      risks: data.risks,
      previousScore: previous,
      computedAt: now,
      catchUp: false,
      asOf: now,
    });
    return {
      projectId: input.projectId,
      weekStart,
      score: report.health.score,
      previousScore: previous,
      asOf: now.toISOString(),
      report,
    };
  });
