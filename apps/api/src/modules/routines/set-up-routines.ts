import { projectIdParam } from "@cairn/schema/projects";
import { planProcesses } from "@cairn/schema/routines";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { getProject, lockProject } from "../projects/projects.repo.js";
import { listPlanProcesses, setUpPlanRoutines } from "./plan-routines.js";

const noProject = (projectId: number) =>
  appError("NOT_FOUND", `Project ${projectId} was not found.`);

/**
 * Sets up the routine of each recurring process of the plan that the project lacks (one deleted,
 * or a project converted before routines existed), given to the project's consultant, counting
 * from now. Those it has stay as they are.
 */
export const setUpRoutines = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/plan-processes/routines",
      summary: "Set up the routines of the plan's recurring processes that the project lacks",
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(projectIdParam)
  .output(planProcesses)
  .mutation(({ ctx, input }) =>
    withTransaction(ctx.db, async (trx) => {
      // The project's lock: two clicks at once set each routine up once (and the unique index
      // holds it whatever happens).
      if (!(await lockProject(trx, input.projectId))) throw noProject(input.projectId);
      const project = await getProject(trx, input.projectId);
      if (!project) throw noProject(input.projectId);
      await setUpPlanRoutines(
        trx,
        {
          id: project.id,
          startDate: ctx.now().toISOString().slice(0, 10),
          assigneeId: project.consultantId,
        },
        { id: ctx.user.id, username: ctx.user.username },
        ctx.now(),
      );
      const processes = await listPlanProcesses(trx, input.projectId);
      return { projectId: input.projectId, processes: processes ?? [] };
    }),
  );
