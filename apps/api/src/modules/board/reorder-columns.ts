import { projectColumn, reorderColumnsInput } from "@cairn/schema/board";
import { z } from "zod";
import { access, writeProject } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { listColumns, reorderColumns as saveOrder } from "./columns.repo.js";
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
