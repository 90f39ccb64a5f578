import { task, taskIdParam } from "@cairn/schema/tasks";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { getTask } from "../board/board.repo.js";

export const get = authedProcedure
  .meta({
    rest: { method: "GET", path: "/tasks/{taskId}", summary: "One task" },
    access: access.signedIn({ record: readTask }),
  })
  .input(taskIdParam)
  .output(task)
  .query(async ({ ctx, input }) => {
    const found = await getTask(ctx.db, input.taskId);
    if (!found) throw appError("NOT_FOUND", `Task ${input.taskId} was not found.`);
    return found;
  });
