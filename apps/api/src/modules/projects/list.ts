import { pageInput } from "@cairn/schema/common";
import { project } from "@cairn/schema/projects";
import { z } from "zod";
import { authedProcedure } from "../../trpc/procedures.js";
import { listProjects } from "./projects.repo.js";

/** Every project, newest first (admin). */
export const list = authedProcedure
  .input(pageInput)
  .output(z.array(project))
  .query(({ ctx, input }) => listProjects(ctx.db, input));
