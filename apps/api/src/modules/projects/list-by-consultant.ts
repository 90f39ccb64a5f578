import { pageFields, recordId } from "@cairn/schema/common";
import { project } from "@cairn/schema/projects";
import { z } from "zod";
import { access } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { listProjects } from "./projects.repo.js";

/** The projects a consultant leads, newest first. */
export const listByConsultant = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/consultant/{userId}",
      summary: "The projects a consultant leads",
    },
    access: access.staff({ self: "userId" }),
  })
  .input(z.strictObject({ userId: recordId, ...pageFields }))
  .output(z.array(project))
  .query(({ ctx, input }) =>
    listProjects(ctx.db, { consultantId: input.userId, limit: input.limit, offset: input.offset }),
  );
