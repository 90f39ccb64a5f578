import { listOwnProjectsInput, project } from "@cairn/schema/projects";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { reachablePlans } from "../../core/token-scopes.js";
import { pagedList } from "../../lib/paged-list.js";
import { projectFilter } from "./project-filter.js";
import { countProjects, listProjects } from "./projects.repo.js";

/**
 * The projects a consultant leads that are in use, newest first; searched, filtered, sorted and
 * paged as `GET /api/projects` is (X-Total-Count).
 */
export const listByConsultant = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/consultant/{userId}",
      summary: "The projects a consultant leads",
    },
    access: access.staff({ self: "userId" }),
  })
  .input(listOwnProjectsInput)
  .output(z.array(project))
  .query(({ ctx, input }) => {
    const filter = {
      ...projectFilter(input),
      consultantId: input.userId,
      plans: reachablePlans(ctx.user, ctx.token !== undefined),
    };
    return pagedList(
      ctx,
      input,
      listProjects(ctx.db, { ...filter, limit: input.limit, offset: input.offset }),
      () => countProjects(ctx.db, filter),
    );
  });
