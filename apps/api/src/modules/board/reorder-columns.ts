import { projectColumn, reorderColumnsInput } from "@cairn/schema/board";
import { z } from "zod";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { reorderColumns as saveOrder } from "./placement.js";

/** Puts the board's four columns in a new order. */
export const reorderColumns = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/projects/{projectId}/columns",
      summary: "Reorder the board's columns",
    },
    access: access.staff({ record: writeProject }),
    scope: "tasks:write",
  })
  .input(reorderColumnsInput)
  .output(z.array(projectColumn))
  .mutation(({ ctx, input }) =>
    saveOrder(ctx.db, ctx.user, input.projectId, input.order, ctx.now()),
  );
