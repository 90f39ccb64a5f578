import { checklistItem, updateChecklistItemInput } from "@cairn/schema/checklist";
import { access, writeTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { changeItem } from "./checklist-changes.js";

/** Renames a checklist item, ticks or unticks it. */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/tasks/{taskId}/checklist/{itemId}",
      summary: "Rename, tick or untick a checklist item",
    },
    access: access.staff({ record: writeTask }),
    scope: "tasks:write",
  })
  .input(updateChecklistItemInput)
  .output(checklistItem)
  .mutation(({ ctx, input }) =>
    changeItem(ctx.db, ctx.user, input, { text: input.text, done: input.done }, ctx.now()),
  );
