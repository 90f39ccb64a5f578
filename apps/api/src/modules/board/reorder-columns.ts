import { projectColumn, reorderColumnsInput } from "@cairn/schema/board";
import { z } from "zod";
import { withTransaction } from "../../lib/transaction.js";
import { access, writeProject } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { listColumns, saveColumnOrder } from "./board.repo.js";
import { publishBoardEvent } from "./event-hub.js";

/** Puts the board's four columns in a new order. */
export const reorderColumns = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/projects/{projectId}/columns",
      summary: "Reorder the board's columns",
    },
    access: access.staff({ record: writeProject }),
  })
  .input(reorderColumnsInput)
  .output(z.array(projectColumn))
  .mutation(({ ctx, input }) =>
    // The change and its board event commit together.
    withTransaction(ctx.db, async (trx) => {
      await saveColumnOrder(trx, input.projectId, input.order);
      await publishBoardEvent(trx, {
        projectId: input.projectId,
        type: "columns.changed",
        taskId: null,
        actorId: ctx.user.id,
      });
      return listColumns(trx, input.projectId);
    }),
  );
