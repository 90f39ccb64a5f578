import { checklistItem, tickChecklistItemInput } from "@cairn/schema/checklist";
import { access, tickTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { changeItem } from "./checklist-changes.js";

/**
 * Ticks or unticks a checklist item: for whoever changes the task and for its assignee, a client
 * given a task included (renaming, adding and removing items stay with the project's team).
 */
export const tick = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/tasks/{taskId}/checklist/{itemId}/done",
      summary: "Tick or untick a checklist item (also for the task's assignee)",
    },
    access: access.signedIn({ record: tickTask }),
    scope: "tasks:write",
  })
  .input(tickChecklistItemInput)
  .output(checklistItem)
  .mutation(({ ctx, input }) =>
    changeItem(ctx.db, ctx.user, input, { done: input.done }, ctx.now()),
  );
