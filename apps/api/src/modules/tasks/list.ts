import { pageInput } from "@cairn/schema/common";
import { task } from "@cairn/schema/tasks";
import { z } from "zod";
import { access } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { listTasks } from "./tasks.repo.js";

/** Every task, newest first (admin). */
export const list = authedProcedure
  .meta({
    rest: { method: "GET", path: "/tasks", summary: "Every task, newest first (admin)" },
    access: access.admin(),
  })
  .input(pageInput)
  .output(z.array(task))
  .query(({ ctx, input }) => listTasks(ctx.db, input));
