import { healthCheck, listHealthChecksInput } from "@cairn/schema/health-checks";
import { z } from "zod";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { pagedList } from "../../lib/paged-list.js";
import { getProject } from "../projects/projects.repo.js";
import { countChecks, listChecks as listChecksOf } from "./health-checks.repo.js";

/**
 * `GET /api/projects/{projectId}/health-checks`: the project's weekly health checks (written
 * by weekly-check.ts), the newest week first — for its client, its consultant and admins.
 */
export const listChecks = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/health-checks",
      summary:
        "A project's weekly health checks, the newest week first; paged (X-Total-Count, Link)",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(listHealthChecksInput)
  .output(z.array(healthCheck))
  .query(async ({ ctx, input }) => {
    const project = await getProject(ctx.db, input.projectId);
    if (!project) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    return pagedList(
      ctx,
      input,
      listChecksOf(ctx.db, input.projectId, { limit: input.limit, offset: input.offset }),
      () => countChecks(ctx.db, input.projectId),
    );
  });
