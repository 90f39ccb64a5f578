import { moodStatsInput, moodStats as moodStatsSchema } from "@cairn/schema/mood";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { projectMemberIds } from "../projects/projects.repo.js";
import { moodStats, periodStart } from "./engine.js";
import { listMoodRows } from "./mood.repo.js";

const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

/** `GET /api/team-mood/stats?project=`: averages, weekly trend and participation. */
export const stats = authedProcedure
  .meta({
    rest: { method: "GET", path: "/team-mood/stats", summary: "Mood statistics of a project" },
    access: access.signedIn({ record: { ...readProject, field: "project" } }),
  })
  .input(moodStatsInput)
  .output(moodStatsSchema)
  .query(async ({ ctx, input }) => {
    const now = ctx.now();
    const [inPeriod, recent, members] = await Promise.all([
      listMoodRows(ctx.db, input.project, periodStart(input.period, now)),
      listMoodRows(ctx.db, input.project, new Date(now.getTime() - TWO_WEEKS_MS)),
      projectMemberIds(ctx.db, input.project),
    ]);
    return moodStats(inPeriod, recent, members.length, now);
  });
