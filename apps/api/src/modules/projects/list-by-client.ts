import { pageFields, recordId } from "@cairn/schema/common";
import { project } from "@cairn/schema/projects";
import { z } from "zod";
import { access } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { listProjects } from "./projects.repo.js";

/** The projects of a client, newest first. */
export const listByClient = authedProcedure
  .meta({
    rest: { method: "GET", path: "/projects/client/{userId}", summary: "The projects of a client" },
    access: access.signedIn({ self: "userId" }),
  })
  .input(z.strictObject({ userId: recordId, ...pageFields }))
  .output(z.array(project))
  .query(({ ctx, input }) =>
    listProjects(ctx.db, { clientId: input.userId, limit: input.limit, offset: input.offset }),
  );
