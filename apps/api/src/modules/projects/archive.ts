import { project, projectIdParam } from "@cairn/schema/projects";
import { access, manageProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { setProjectArchived } from "./projects.repo.js";

/**
 * Archives a project (its consultant, admins): it leaves the default lists and becomes read-only
 * for everyone — it, its tasks and its documents — until restored (docs/projects.md). Archiving
 * an archived project changes nothing.
 */
export const archive = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/archive",
      summary: "Archive a project: read-only and out of the default lists until restored",
    },
    access: access.staff({ record: manageProject }),
    scope: "projects:write",
  })
  .input(projectIdParam)
  .output(project)
  .mutation(async ({ ctx, input }) => {
    const archived = await setProjectArchived(ctx.db, input.projectId, ctx.now());
    if (!archived) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    return archived;
  });
