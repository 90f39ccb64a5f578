import { checklistItem, reorderChecklistInput } from "@cairn/schema/checklist";
import { z } from "zod";
import { access, writeTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { reorderItems } from "./checklist-changes.js";

/** Puts a task's checklist in a new order: every item id once (else 400); answers the list. */
export const reorder = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/tasks/{taskId}/checklist/order",
      summary: "Put a task's checklist in a new order (every item once)",
    },
    access: access.staff({ record: writeTask }),
    scope: "tasks:write",
  })
  .input(reorderChecklistInput)
  .output(z.array(checklistItem))
  .mutation(({ ctx, input }) =>
    reorderItems(ctx.db, ctx.user, input.taskId, input.itemIds, ctx.now()),
  );
