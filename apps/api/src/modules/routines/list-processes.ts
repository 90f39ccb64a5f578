import { projectIdParam } from "@cairn/schema/projects";
import { planProcesses } from "@cairn/schema/routines";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { listPlanProcesses } from "./plan-routines.js";

/**
 * `GET /api/projects/{projectId}/plan-processes`: the processes the project's plan recommends,
 * each with what runs it in Cairn, its routine and its state ("Your routines"). A project made
 * without a plan has none.
 */
export const listProcesses = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/plan-processes",
      summary: "The processes of the project's plan, what runs each in Cairn, and its state",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(planProcesses)
  .query(async ({ ctx, input }) => {
    const processes = await listPlanProcesses(ctx.db, input.projectId);
    if (!processes) throw appError("NOT_FOUND", `Project ${input.projectId} was not found.`);
    return { projectId: input.projectId, processes };
  });
