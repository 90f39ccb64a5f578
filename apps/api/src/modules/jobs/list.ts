import { job, projectJobsInput } from "@cairn/schema/jobs";
import { z } from "zod";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { pagedList } from "../../lib/paged-list.js";
import { countProjectJobs, listProjectJobs } from "./jobs.repo.js";
import { present } from "./present.js";

/** `GET /api/projects/{projectId}/jobs`: the project's pushes and imports, newest first. */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/jobs",
      summary: "A project's pushes and imports, newest first; paged (X-Total-Count, Link)",
    },
    access: access.staff({ record: writeProject }),
  })
  .input(projectJobsInput)
  .output(z.array(job))
  .query(async ({ ctx, input }) => {
    const rows = await pagedList(ctx, input, listProjectJobs(ctx.db, input.projectId, input), () =>
      countProjectJobs(ctx.db, input.projectId),
    );
    return rows.map(present);
  });
