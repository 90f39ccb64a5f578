import { intakeLink } from "@cairn/schema/intake";
import { projectIdParam } from "@cairn/schema/projects";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { intakeTokenOf } from "./intake.repo.js";

/**
 * The project's public request form (docs/intake.md): its token while it is switched on. The
 * link is for sharing, so its staff may read it again; switching it off ends it.
 */
export const getLink = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/intake-link",
      summary: "The project's public request form: on or off, and its link",
    },
    access: access.staff({ record: writeProject }),
  })
  .input(projectIdParam)
  .output(intakeLink)
  .query(async ({ ctx, input }) => {
    const token = await intakeTokenOf(ctx.db, input.projectId);
    if (token === undefined)
      throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    return { projectId: input.projectId, enabled: token !== null, token };
  });
