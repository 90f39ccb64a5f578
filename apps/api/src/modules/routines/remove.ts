import { routineIdInput } from "@cairn/schema/routines";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { deleteRoutine } from "./routines.repo.js";

/** Deletes a routine: no task is added for it again; those it added stay on the board. */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/projects/{projectId}/routines/{routineId}",
      summary: "Delete a routine (the tasks it added stay)",
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(routineIdInput)
  .mutation(async ({ ctx, input }) => {
    if (!(await deleteRoutine(ctx.db, input.projectId, input.routineId))) {
      throw appError("NOT_FOUND", `Routine ${input.routineId} was not found.`);
    }
  });
