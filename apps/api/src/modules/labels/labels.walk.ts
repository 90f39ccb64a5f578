/** The permission walk's rows of the `labels` routes (test/permission-walk.ts says what a row is). */
import { freshLabel, unique } from "../../test/fixtures.js";
import { project, type WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /projects/{projectId}/labels": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/labels": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { name: unique("Walked"), color: "#15803d" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 },
  },
  "PATCH /projects/{projectId}/labels/{labelId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return {
        params: { projectId, labelId: await freshLabel(ctx.t.db, projectId) },
        body: { color: "#4338ca" },
      };
    },
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "DELETE /projects/{projectId}/labels/{labelId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return { params: { projectId, labelId: await freshLabel(ctx.t.db, projectId) } };
    },
    expect: { anonymous: 401, client: 403, consultant: [204, 404], admin: 204 },
  },
};
