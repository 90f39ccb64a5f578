import { task, taskIdParam } from "@cairn/schema/tasks";
import { appError } from "../../lib/app-error.js";
import { access, readTask } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
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
