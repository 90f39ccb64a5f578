import { listCommentsInput, taskComment } from "@cairn/schema/comments";
import { z } from "zod";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { pagedList } from "../../lib/paged-list.js";
import { countComments, listComments } from "./comments.repo.js";
import { toComments } from "./conversation.js";

/**
 * A task's comments, oldest first, paged; the number of them in `X-Total-Count`. Everyone who
 * may read the task reads its comments, clients included.
 */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/tasks/{taskId}/comments",
      summary: "A task's comments, oldest first, paged (X-Total-Count)",
    },
    access: access.signedIn({ record: readTask }),
  })
  .input(listCommentsInput)
  .output(z.array(taskComment))
  .query(async ({ ctx, input }) => {
    const rows = await pagedList(
      ctx,
      input,
      listComments(ctx.db, input.taskId, { limit: input.limit, offset: input.offset }),
      () => countComments(ctx.db, input.taskId),
    );
    return toComments(ctx.db, rows);
  });
