import { checklistItem } from "@cairn/schema/checklist";
import { taskIdParam } from "@cairn/schema/tasks";
import { z } from "zod";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { listItems } from "./checklist.repo.js";
import { toItem } from "./checklist-changes.js";

/** A task's checklist in its order; everyone who may read the task reads it. */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/tasks/{taskId}/checklist",
      summary: "A task's checklist, in order",
    },
    access: access.signedIn({ record: readTask }),
  })
  .input(taskIdParam)
  .output(z.array(checklistItem))
  .query(async ({ ctx, input }) => (await listItems(ctx.db, input.taskId)).map(toItem));
