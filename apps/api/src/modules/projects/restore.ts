import { project, projectIdParam } from "@cairn/schema/projects";
import { access, manageProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { setProjectArchived } from "./projects.repo.js";

/**
 * Restores an archived project (its consultant, admins): back in the lists and writable as
 * before (docs/projects.md). Restoring a project in use changes nothing.
 */
export const restore = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/restore",
      summary: "Restore an archived project",
    },
    access: access.staff({ record: manageProject }),
    scope: "projects:write",
  })
  .input(projectIdParam)
  .output(project)
  .mutation(async ({ ctx, input }) => {
    const restored = await setProjectArchived(ctx.db, input.projectId, null);
    if (!restored) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    return restored;
  });
