import { pageFields, recordId } from "@cairn/schema/common";
import { task } from "@cairn/schema/tasks";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { reachablePlans } from "../../core/token-scopes.js";
import { pagedList } from "../../lib/paged-list.js";
import { countTasks, listTasks } from "./tasks.repo.js";

/** The tasks assigned to a user, newest first. */
export const listByAssignee = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/tasks/assignee/{userId}",
      summary: "The tasks assigned to a user, newest first; paged (X-Total-Count, Link)",
    },
    access: access.signedIn({ self: "userId" }),
  })
  .input(z.strictObject({ userId: recordId, ...pageFields }))
  .output(z.array(task))
  .query(({ ctx, input }) => {
    const filter = {
      assignedTo: input.userId,
      plans: reachablePlans(ctx.user, ctx.token !== undefined),
    };
    return pagedList(
      ctx,
      input,
      listTasks(ctx.db, { ...filter, limit: input.limit, offset: input.offset }),
      () => countTasks(ctx.db, filter),
    );
  });
