/** The permission walk's rows of the `tasks` routes (test/permission-walk.ts says what a row is). */
import { freshTask, freshTaskInReview } from "../../test/fixtures.js";
import { project, type WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /tasks": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "POST /tasks": {
    call: (ctx, variant) => ({ body: { projectId: project(ctx, variant), title: "Walked task" } }),
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 },
  },
  "GET /tasks/project/{projectId}": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /tasks/assignee/{userId}": {
    call: ({ me, ids }, variant) => ({
      params: { userId: variant === "own" ? me : ids.users.dana },
    }),
    expect: { anonymous: 401, client: [200, 403], consultant: [200, 403], admin: 200 },
  },
  "GET /tasks/{taskId}": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "PATCH /tasks/{taskId}": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      body: { title: "Walked" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "DELETE /tasks/{taskId}": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: 403, consultant: [204, 404], admin: 204 },
  },
  "PUT /tasks/{taskId}/status": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      body: { status: "in-progress" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "PATCH /tasks/{taskId}/priority": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      body: { priority: "high", aiPriorityScore: 81 },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "GET /tasks/{taskId}/activity": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      query: { limit: "20" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /tasks/{taskId}/approval": {
    // Only the project's client (and admins) may: the consultant reads the task but may not.
    call: async (ctx, variant) => ({
      params: { taskId: await freshTaskInReview(ctx.t.db, project(ctx, variant)) },
      body: { verdict: "approved" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [403, 404], admin: 200 },
  },
  "GET /tasks/awaiting-approval": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
};
