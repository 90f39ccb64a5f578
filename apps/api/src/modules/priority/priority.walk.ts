/** The permission walk's rows of the `priority` routes (test/permission-walk.ts says what a row is). */
import { freshTask } from "../../test/fixtures.js";
import { project, type WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "POST /ai-task-priority/analyze/{projectId}": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) }, body: { tasks: [] } }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "POST /ai-task-priority/accept-all/{projectId}": {
    call: async (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: {
        changes: [
          { taskId: await freshTask(ctx.t.db, project(ctx, variant)), priority: "high" },
          { taskId: await freshTask(ctx.t.db, project(ctx, variant)), priority: "low" },
        ],
      },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
};
