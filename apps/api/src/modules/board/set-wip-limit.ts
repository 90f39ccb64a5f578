import { projectColumn, setWipLimitInput } from "@cairn/schema/board";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { setWipLimit as saveWipLimit } from "./placement.js";

/** A soft work-in-progress limit for a column: the board shows when it is exceeded. */
export const setWipLimit = authedProcedure
  .meta({
    rest: {
      method: "PUT",
      path: "/projects/{projectId}/columns/{columnId}/wip-limit",
      summary: "Set or clear a column's soft WIP limit",
    },
    access: access.staff({ record: writeProject }),
    scope: "tasks:write",
  })
  .input(setWipLimitInput)
  .output(projectColumn)
  .mutation(({ ctx, input }) =>
    saveWipLimit(ctx.db, ctx.user, input.projectId, input.columnId, input.wipLimit, ctx.now()),
  );
