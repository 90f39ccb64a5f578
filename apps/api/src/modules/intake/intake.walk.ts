/** The permission walk's rows of the `intake` routes (test/permission-walk.ts says what a row is). */
import { freshIntakeRequest, freshTask, unique } from "../../test/fixtures.js";
import { project, type WalkRows } from "../../test/permission-walk.js";

const request = async (
  ctx: Parameters<typeof project>[0],
  variant: Parameters<typeof project>[1],
) => {
  const projectId = project(ctx, variant);
  return { projectId, requestId: await freshIntakeRequest(ctx.t.db, projectId) };
};

/** A project whose public form is on, by its link. */
const openForm = async (ctx: Parameters<typeof project>[0]) => {
  const token = `walk${unique("form").replace(/[^A-Za-z0-9]/g, "")}`.padEnd(43, "x").slice(0, 43);
  await ctx.t.db
    .updateTable("projects")
    .set({ intakeToken: token })
    .where("id", "=", project(ctx, "own"))
    .execute();
  return token;
};

export const walk: WalkRows = {
  "GET /projects/{projectId}/intake": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/intake": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { title: unique("Walked request") },
    }),
    expect: { anonymous: 401, client: [201, 404], consultant: [201, 404], admin: 201 },
  },
  "POST /projects/{projectId}/intake/{requestId}/accept": {
    call: async (ctx, variant) => ({ params: await request(ctx, variant) }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/intake/{requestId}/merge": {
    call: async (ctx, variant) => {
      const params = await request(ctx, variant);
      return { params, body: { taskId: await freshTask(ctx.t.db, params.projectId) } };
    },
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/intake/{requestId}/decline": {
    call: async (ctx, variant) => ({
      params: await request(ctx, variant),
      body: { reason: "Out of the project's scope" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "GET /projects/{projectId}/intake-link": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "PUT /projects/{projectId}/intake-link": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { enabled: true },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "GET /intake-forms/{token}": {
    call: async (ctx) => ({ params: { token: await openForm(ctx) } }),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  // Four calls, from one address: under the form's limit of five a minute.
  "POST /intake-forms/{token}/requests": {
    call: async (ctx) => ({
      params: { token: await openForm(ctx) },
      body: { name: "Walker", email: "walker@example.com", title: unique("Walked") },
    }),
    expect: { anonymous: 201, client: 201, consultant: 201, admin: 201 },
  },
  "GET /intake-receipts/{receipt}": {
    call: async (ctx) => {
      const sent = await ctx.t.request({
        method: "POST",
        url: `/api/intake-forms/${await openForm(ctx)}/requests`,
        payload: { name: "Walker", email: "walker@example.com", title: unique("Walked") },
        remoteAddress: "192.0.2.251",
      });
      return { params: { receipt: sent.json().receipt } };
    },
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
};
