import { createProjectInput, project } from "@cairn/schema/projects";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { assertRole } from "./member-roles.js";
import { insertProject } from "./projects.repo.js";

/** A new project, with its four board columns (admin). */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects",
      summary: "Create a project with its four board columns (admin)",
      status: 201,
    },
    access: access.admin(),
    scope: "projects:write",
  })
  .input(createProjectInput)
  .output(project)
  .mutation(async ({ ctx, input }) => {
    await assertRole(ctx.db, "clientId", input.clientId, "user");
    await assertRole(ctx.db, "consultantId", input.consultantId, "consultant");
    return insertProject(ctx.db, {
      name: input.name,
      description: input.description,
      clientId: input.clientId ?? null,
      consultantId: input.consultantId ?? null,
      status: input.status,
      planType: input.planType,
    });
  });
