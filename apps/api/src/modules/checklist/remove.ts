import { checklistItemIdParam } from "@cairn/schema/checklist";
import { access, writeTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { removeItem } from "./checklist-changes.js";

export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/tasks/{taskId}/checklist/{itemId}",
      summary: "Delete a checklist item",
    },
    access: access.staff({ record: writeTask }),
    scope: "tasks:write",
  })
  .input(checklistItemIdParam)
  .mutation(({ ctx, input }) => removeItem(ctx.db, ctx.user, input, ctx.now()));
