import { pageFields, recordId } from "@cairn/schema/common";
import { task } from "@cairn/schema/tasks";
import { z } from "zod";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { pagedList } from "../../lib/paged-list.js";
import { countTasks, listTasks } from "./tasks.repo.js";

/** A project's tasks, newest first. */
export const listByProject = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/tasks/project/{projectId}",
      summary: "A project's tasks, newest first; paged (X-Total-Count, Link)",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(z.strictObject({ projectId: recordId, ...pageFields }))
  .output(z.array(task))
  .query(({ ctx, input }) => {
    const filter = { projectId: input.projectId };
    return pagedList(
      ctx,
      input,
      listTasks(ctx.db, { ...filter, limit: input.limit, offset: input.offset }),
      () => countTasks(ctx.db, filter),
    );
  });
