import { projectIdParam } from "@cairn/schema/projects";
import { routineList } from "@cairn/schema/routines";
import { access, readProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { toRoutine } from "./present.js";
import { listRoutines } from "./routines.repo.js";

/** `GET /api/projects/{projectId}/routines`: every routine of the project, by name. */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/projects/{projectId}/routines",
      summary: "A project's routines: recurring meetings and chores, each adding a task when due",
    },
    access: access.signedIn({ record: readProject }),
  })
  .input(projectIdParam)
  .output(routineList)
  .query(async ({ ctx, input }) => ({
    projectId: input.projectId,
    routines: (await listRoutines(ctx.db, input.projectId)).map(toRoutine),
  }));
