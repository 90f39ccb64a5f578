import { projectColumn, reorderColumnsInput } from "@cairn/schema/board";
import { z } from "zod";
import { authedProcedure } from "../../trpc/procedures.js";
import { listColumns, reorderColumns as saveOrder } from "./columns.repo.js";

/** Puts the board's four columns in a new order. */
export const reorderColumns = authedProcedure
  .input(reorderColumnsInput)
  .output(z.array(projectColumn))
  .mutation(async ({ ctx, input }) => {
    await saveOrder(ctx.db, input.projectId, input.order);
    return listColumns(ctx.db, input.projectId);
  });
