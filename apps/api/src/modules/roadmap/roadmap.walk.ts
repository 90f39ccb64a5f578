/** The permission walk's rows of the `roadmap` routes (test/permission-walk.ts says what a row is). */
import { freshMilestone } from "../../test/fixtures.js";
import { project, type WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /projects/{projectId}/roadmap": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /projects/{projectId}/milestones": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/milestones": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { title: "Walked", startDate: "2026-03-02", dueDate: "2026-03-08" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 },
  },
  "PATCH /projects/{projectId}/milestones/{milestoneId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return {
        params: { projectId, milestoneId: await freshMilestone(ctx.t.db, projectId) },
        body: { title: "Walked" },
      };
    },
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "DELETE /projects/{projectId}/milestones/{milestoneId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return { params: { projectId, milestoneId: await freshMilestone(ctx.t.db, projectId) } };
    },
    expect: { anonymous: 401, client: 403, consultant: [204, 404], admin: 204 },
  },
};
