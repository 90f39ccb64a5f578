import { job, jobIdInput } from "@cairn/schema/jobs";
import { access, writeJob } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { findJob, requeueFailed } from "./jobs.repo.js";
import { present } from "./present.js";

/**
 * `POST /api/jobs/{jobId}/resume`: a failed job is queued again and carries on from where its
 * links say it got to; nothing it made before is made twice.
 */
export const resume = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/jobs/{jobId}/resume",
      summary: "Carry a failed job on from where it stopped",
    },
    access: access.staff({ record: writeJob }),
    scope: "projects:write",
  })
  .input(jobIdInput)
  .output(job)
  .mutation(async ({ ctx, input }) => {
    const row = await requeueFailed(ctx.db, input.jobId, ctx.now());
    if (row) return present(row);
    const current = await findJob(ctx.db, input.jobId);
    throw appError(
      "CONFLICT",
      current?.state === "succeeded"
        ? "This job has finished; start a new one to run it again."
        : "This job is still running: it needs no resuming.",
    );
  });
