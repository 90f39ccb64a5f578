/** The permission walk's rows of the `dashboards` routes (test/permission-walk.ts says what a row is). */
import { freshDashboard } from "../../test/dashboard-fixtures.js";
import { type Context, project, type Variant, type WalkRows } from "../../test/permission-walk.js";

/**
 * The actor's own dashboard, shared with their project ("own"), or another person's private one
 * (which nobody else reads, admins included).
 */
async function dashboardParams(ctx: Context, variant: Variant) {
  const dashboard =
    variant === "own"
      ? await freshDashboard(ctx.t.db, ctx.me, project(ctx, variant))
      : await freshDashboard(ctx.t.db, ctx.ids.users.priya);
  return { dashboardId: dashboard.id, widgetId: dashboard.widgetId };
}

export const walk: WalkRows = {
  "GET /dashboards": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "POST /dashboards": {
    // The walk's only creation for each role, so no plan limit is reached.
    call: () => ({
      body: { name: "Walked", visibility: "private", projectId: null, widgets: [] },
    }),
    expect: { anonymous: 401, client: 201, consultant: 201, admin: 201 },
  },
  "GET /dashboards/{dashboardId}": {
    call: async (ctx, variant) => ({ params: await dashboardParams(ctx, variant) }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: [200, 404] },
  },
  "PATCH /dashboards/{dashboardId}": {
    call: async (ctx, variant) => ({
      params: await dashboardParams(ctx, variant),
      body: { version: 1, name: "Walked" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: [200, 404] },
  },
  "DELETE /dashboards/{dashboardId}": {
    call: async (ctx, variant) => ({ params: await dashboardParams(ctx, variant) }),
    expect: { anonymous: 401, client: [204, 404], consultant: [204, 404], admin: [204, 404] },
  },
  "GET /dashboards/{dashboardId}/csv": {
    call: async (ctx, variant) => ({ params: await dashboardParams(ctx, variant) }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: [200, 404] },
  },
  "GET /dashboards/{dashboardId}/widgets/{widgetId}/csv": {
    call: async (ctx, variant) => ({ params: await dashboardParams(ctx, variant) }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: [200, 404] },
  },
};
