/** The permission walk's rows of the `raid` routes (test/permission-walk.ts says what a row is). */
import { freshRaidEntry, unique } from "../../test/fixtures.js";
import { project, type WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /projects/{projectId}/raid": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /projects/{projectId}/raid/csv": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  // A risk: the project's client raises one too (any other kind is the consultant's).
  "POST /projects/{projectId}/raid": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { kind: "risk", title: unique("Walked"), probability: 2, impact: 4 },
    }),
    expect: { anonymous: 401, client: [201, 404], consultant: [201, 404], admin: 201 },
  },
  "PATCH /projects/{projectId}/raid/{entryId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return {
        params: { projectId, entryId: await freshRaidEntry(ctx.t.db, projectId) },
        body: { status: "closed" },
      };
    },
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "DELETE /projects/{projectId}/raid/{entryId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return { params: { projectId, entryId: await freshRaidEntry(ctx.t.db, projectId) } };
    },
    expect: { anonymous: 401, client: 403, consultant: [204, 404], admin: 204 },
  },
  "POST /projects/{projectId}/raid/{entryId}/tasks": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return {
        params: { projectId, entryId: await freshRaidEntry(ctx.t.db, projectId) },
        body: { title: unique("Response") },
      };
    },
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 },
  },
};
