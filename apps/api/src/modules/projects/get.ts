import { project, projectIdParam } from "@cairn/schema/projects";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { getProject } from "./projects.repo.js";

export const get = authedProcedure
  .input(projectIdParam)
  .output(project)
  .query(async ({ ctx, input }) => {
    const found = await getProject(ctx.db, input.projectId);
    if (!found) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    return found;
  });
