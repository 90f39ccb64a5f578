import { project, projectIdParam } from "@cairn/schema/projects";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { getProject } from "./projects.repo.js";

export const get = authedProcedure
  .meta({
    rest: { method: "GET", path: "/projects/{projectId}", summary: "One project" },
    access: access.signedIn({ record: readProject }),
    etag: true,
  })
  .input(projectIdParam)
  .output(project)
  .query(async ({ ctx, input }) => {
    const found = await getProject(ctx.db, input.projectId);
    if (!found) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    return found;
  });
