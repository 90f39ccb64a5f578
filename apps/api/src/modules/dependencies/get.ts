import { taskDependencies, taskDependenciesInput } from "@cairn/schema/dependencies";
import { access, readTask } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { dependenciesOf } from "./present.js";

/** `GET /api/tasks/{taskId}/dependencies`: what the task waits on and what waits on it. */
export const get = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/tasks/{taskId}/dependencies",
      summary: "What a task is blocked by and what it blocks",
    },
    access: access.signedIn({ record: readTask }),
  })
  .input(taskDependenciesInput)
  .output(taskDependencies)
  .query(({ ctx, input }) => dependenciesOf(ctx.db, ctx.user, input.taskId));
