import { job, jobIdInput } from "@cairn/schema/jobs";
import { access, readJob } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { findJob } from "./jobs.repo.js";
import { present } from "./present.js";

/**
 * `GET /api/jobs/{jobId}`: a job's state, progress and report. The page that follows a job reads
 * it again every second until its state is final.
 */
export const get = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/jobs/{jobId}",
      summary: "A background job: its state, progress and report",
    },
    access: access.staff({ record: readJob }),
  })
  .input(jobIdInput)
  .output(job)
  .query(async ({ ctx, input }) => {
    // The guard has found it; a job is never deleted apart from its project.
    const row = await findJob(ctx.db, input.jobId);
    if (!row) throw new Error(`job ${input.jobId} vanished`);
    return present(row);
  });
