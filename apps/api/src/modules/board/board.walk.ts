/** The permission walk's rows of the `board` routes (test/permission-walk.ts says what a row is). */
import { freshTask } from "../../test/fixtures.js";
import { project, type WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /projects/{projectId}/board": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "PUT /projects/{projectId}/columns": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { order: ["todo", "inprogress", "review", "done"] },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "PUT /projects/{projectId}/columns/{columnId}/wip-limit": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant), columnId: "inprogress" },
      body: { wipLimit: 5 },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "PUT /projects/{projectId}/columns/{columnId}/policy": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant), columnId: "review" },
      body: { requires: ["checklist", "approval"] },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "PUT /tasks/{taskId}/move": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      body: { columnId: "review", orderIndex: 0 },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
};
