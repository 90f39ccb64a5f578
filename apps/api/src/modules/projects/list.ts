import { listProjectsInput, project } from "@cairn/schema/projects";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { pagedList } from "../../lib/paged-list.js";
import { projectFilter } from "./project-filter.js";
import { countProjects, listProjects } from "./projects.repo.js";

/**
 * Every project in use, newest first (admin); or those matching a search (`q` in the name or
 * description), a status and the archive filter, sorted and paged. The body stays a bare array;
 * the number of matching projects before paging is in `X-Total-Count`.
 */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects",
      summary:
        "Every project in use, newest first; searched, filtered, sorted and paged (X-Total-Count) (admin)",
    },
    access: access.admin(),
  })
  .input(listProjectsInput)
  .output(z.array(project))
  .query(({ ctx, input }) => {
    const filter = projectFilter(input);
    return pagedList(
      ctx,
      input,
      listProjects(ctx.db, { ...filter, limit: input.limit, offset: input.offset }),
      () => countProjects(ctx.db, filter),
    );
  });
