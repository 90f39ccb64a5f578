import { project, updateProjectInput } from "@cairn/schema/projects";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { assertRole } from "./member-roles.js";
import { updateProject } from "./projects.repo.js";

/** Changes a project's name, description, status, plan, client or consultant (admin). */
export const update = authedProcedure
  .meta({
    rest: { method: "PATCH", path: "/projects/{projectId}", summary: "Edit a project (admin)" },
    access: access.admin({ record: writeProject }),
    scope: "projects:write",
  })
  .input(updateProjectInput)
  .output(project)
  .mutation(async ({ ctx, input }) => {
    const { projectId, ...changes } = input;
    await assertRole(ctx.db, "clientId", changes.clientId, "user");
    await assertRole(ctx.db, "consultantId", changes.consultantId, "consultant");
    const updated = await updateProject(ctx.db, projectId, changes);
    if (!updated) throw appError("NOT_FOUND", `Project ${projectId} was not found.`);
    return updated;
  });
