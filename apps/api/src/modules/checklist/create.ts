import { checklistItem, createChecklistItemInput } from "@cairn/schema/checklist";
import { access, writeTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { addItem } from "./checklist-changes.js";

/** Adds an item at the end of a task's checklist (100 at most: else 409). */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/tasks/{taskId}/checklist",
      summary: "Add an item to a task's checklist (at most 100)",
      status: 201,
    },
    access: access.staff({ record: writeTask }),
    scope: "tasks:write",
  })
  .input(createChecklistItemInput)
  .output(checklistItem)
  .mutation(({ ctx, input }) => addItem(ctx.db, ctx.user, input.taskId, input.text, ctx.now()));
