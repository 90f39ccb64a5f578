import { task, taskIdParam } from "@cairn/schema/tasks";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { getTask } from "./tasks.repo.js";

export const get = authedProcedure
  .input(taskIdParam)
  .output(task)
  .query(async ({ ctx, input }) => {
    const found = await getTask(ctx.db, input.taskId);
    if (!found) throw appError("NOT_FOUND", `Task ${input.taskId} was not found.`);
    return found;
  });
