import { job, projectJobsInput } from "@cairn/schema/jobs";
import { z } from "zod";
import { access, writeProject } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { listProjectJobs } from "./jobs.repo.js";
import { present } from "./present.js";

/** `GET /api/projects/{projectId}/jobs`: the project's pushes and imports, newest first. */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/jobs",
      summary: "A project's pushes and imports, newest first",
    },
    access: access.staff({ record: writeProject }),
  })
  .input(projectJobsInput)
  .output(z.array(job))
  .query(async ({ ctx, input }) => {
    const rows = await listProjectJobs(ctx.db, input.projectId, input);
    return rows.map(present);
  });
