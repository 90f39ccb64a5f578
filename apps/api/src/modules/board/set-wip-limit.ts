import { projectColumn, setWipLimitInput } from "@cairn/schema/board";
import { withTransaction } from "../../lib/transaction.js";
import { access, writeProject } from "../../trpc/access.js";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { setColumnWipLimit } from "./board.repo.js";
import { publishBoardEvent } from "./event-hub.js";

/** A soft work-in-progress limit for a column: the board shows when it is exceeded. */
export const setWipLimit = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/projects/{projectId}/columns/{columnId}/wip-limit",
      summary: "Set or clear a column's soft WIP limit",
    },
    access: access.staff({ record: writeProject }),
  })
  .input(setWipLimitInput)
  .output(projectColumn)
  .mutation(({ ctx, input }) =>
    // The change and its board event commit together.
    withTransaction(ctx.db, async (trx) => {
      const column = await setColumnWipLimit(trx, input.projectId, input.columnId, input.wipLimit);
      if (!column) throw appError("NOT_FOUND", `Column ${input.columnId} was not found.`);
      await publishBoardEvent(trx, {
        projectId: input.projectId,
        type: "columns.changed",
        taskId: null,
        actorId: ctx.user.id,
      });
      return column;
    }),
  );
