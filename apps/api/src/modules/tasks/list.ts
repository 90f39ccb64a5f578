import { pageInput } from "@cairn/schema/common";
import { task } from "@cairn/schema/tasks";
import { z } from "zod";
import { authedProcedure } from "../../trpc/procedures.js";
import { listTasks } from "./tasks.repo.js";

/** Every task, newest first (admin). */
export const list = authedProcedure
  .input(pageInput)
  .output(z.array(task))
  .query(({ ctx, input }) => listTasks(ctx.db, input));
