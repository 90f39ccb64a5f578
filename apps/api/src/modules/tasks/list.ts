import { pageInput } from "@cairn/schema/common";
import { task } from "@cairn/schema/tasks";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { pagedList } from "../../lib/paged-list.js";
import { countTasks, listTasks } from "./tasks.repo.js";

/** Every task, newest first (admin). */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/tasks",
      summary: "Every task, newest first; paged (X-Total-Count, Link) (admin)",
    },
    access: access.admin(),
  })
  .input(pageInput)
  .output(z.array(task))
  .query(({ ctx, input }) =>
    pagedList(ctx, input, listTasks(ctx.db, input), () => countTasks(ctx.db)),
  );
