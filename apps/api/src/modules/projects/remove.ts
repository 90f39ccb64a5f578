import { projectIdParam } from "@cairn/schema/projects";
import { access, writeProject } from "../../trpc/access.js";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { countProjectTasks, deleteProject } from "./projects.repo.js";

/**
 * Deletes an empty project (admin). A project that still holds tasks is refused with 409: its
 * history would go with it. Close it instead (status completed), or remove its tasks first.
 * Its board columns, mood entries and health snapshots go with it.
 */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/projects/{projectId}",
      summary: "Delete a project without tasks (admin)",
    },
    access: access.admin({ record: writeProject }),
  })
  .input(projectIdParam)
  .mutation(async ({ ctx, input }) => {
    const tasks = await countProjectTasks(ctx.db, input.projectId);
    if (tasks > 0) {
      throw appError(
        "CONFLICT",
        `Project ${input.projectId} still holds ${tasks} task${tasks === 1 ? "" : "s"}. ` +
          "Set its status to completed to close it, or delete its tasks first.",
      );
    }
    await deleteProject(ctx.db, input.projectId);
  });
