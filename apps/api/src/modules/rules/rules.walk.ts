/** The permission walk's rows of the `rules` routes (test/permission-walk.ts says what a row is). */
import { freshRule, unique } from "../../test/fixtures.js";
import { project, type WalkRows } from "../../test/permission-walk.js";

const readers = { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 } as const;
const writers = { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 } as const;
const makers = { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 } as const;

export const walk: WalkRows = {
  "GET /projects/{projectId}/rules": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: readers,
  },
  "POST /projects/{projectId}/rules": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: {
        name: unique("Walked rule"),
        trigger: { type: "task.overdue" },
        actions: [{ type: "flag", message: "Overdue" }],
      },
    }),
    expect: makers,
  },
  "POST /projects/{projectId}/rules/presets": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { preset: "early-warning" },
    }),
    expect: makers,
  },
  "POST /projects/{projectId}/rules/test": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { trigger: { type: "task.created" }, actions: [{ type: "flag", message: "New" }] },
    }),
    expect: writers,
  },
  "PATCH /projects/{projectId}/rules/{ruleId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return {
        params: { projectId, ruleId: await freshRule(ctx.t.db, projectId) },
        body: { enabled: false },
      };
    },
    expect: writers,
  },
  "DELETE /projects/{projectId}/rules/{ruleId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return { params: { projectId, ruleId: await freshRule(ctx.t.db, projectId) } };
    },
    expect: { anonymous: 401, client: 403, consultant: [204, 404], admin: 204 },
  },
  "GET /projects/{projectId}/rule-runs": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: readers,
  },
};
