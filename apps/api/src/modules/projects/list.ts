import { pageInput } from "@cairn/schema/common";
import { project } from "@cairn/schema/projects";
import { z } from "zod";
import { access } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { listProjects } from "./projects.repo.js";

/** Every project, newest first (admin). */
export const list = authedProcedure
  .meta({
    rest: { method: "GET", path: "/projects", summary: "Every project, newest first (admin)" },
    access: access.admin(),
  })
  .input(pageInput)
  .output(z.array(project))
  .query(({ ctx, input }) => listProjects(ctx.db, input));
