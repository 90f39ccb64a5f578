import { pageFields, recordId } from "@cairn/schema/common";
import { project } from "@cairn/schema/projects";
import { z } from "zod";
import { authedProcedure } from "../../trpc/procedures.js";
import { listProjects } from "./projects.repo.js";

/** The projects a consultant leads, newest first. */
export const listByConsultant = authedProcedure
  .input(z.strictObject({ userId: recordId, ...pageFields }))
  .output(z.array(project))
  .query(({ ctx, input }) =>
    listProjects(ctx.db, { consultantId: input.userId, limit: input.limit, offset: input.offset }),
  );
