import { projectColumn, reorderColumnsInput } from "@cairn/schema/board";
import { z } from "zod";
import { authedProcedure } from "../../trpc/procedures.js";
import { listColumns, reorderColumns as saveOrder } from "./columns.repo.js";
import { publishBoardEvent } from "./event-hub.js";

/** Puts the board's four columns in a new order. */
export const reorderColumns = authedProcedure
  .input(reorderColumnsInput)
  .output(z.array(projectColumn))
  .mutation(({ ctx: outer, input }) =>
    // The change and its board event commit together.
    outer.db.transaction().execute(async (trx) => {
      const ctx = { ...outer, db: trx };
      await saveOrder(ctx.db, input.projectId, input.order);
      await publishBoardEvent(ctx.db, {
        projectId: input.projectId,
        type: "columns.changed",
        taskId: null,
        actorId: ctx.user.id,
      });
      return listColumns(ctx.db, input.projectId);
    }),
  );
