/** The permission walk's rows of the `projects` routes (test/permission-walk.ts says what a row is). */
import { freshProject, unique } from "../../test/fixtures.js";
import { project, type WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /projects": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "POST /projects": {
    call: ({ ids }) => ({
      body: {
        name: unique("Walk"),
        clientId: ids.users.client,
        consultantId: ids.users.consultant,
      },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 201 },
  },
  "GET /projects/{projectId}": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "PATCH /projects/{projectId}": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: { description: "Walked" },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "DELETE /projects/{projectId}": {
    call: async ({ t, ids }, variant) => ({
      params: {
        projectId: await freshProject(t.db, {
          clientId: variant === "own" ? ids.users.client : ids.users.dana,
          consultantId: variant === "own" ? ids.users.consultant : ids.users.priya,
        }),
      },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 204 },
  },
  "POST /projects/{projectId}/archive": {
    // A fresh project: archiving a demo one would make the rows after it read-only.
    call: async ({ t, ids }, variant) => ({
      params: {
        projectId: await freshProject(t.db, {
          clientId: variant === "own" ? ids.users.client : ids.users.dana,
          consultantId: variant === "own" ? ids.users.consultant : ids.users.priya,
        }),
      },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "POST /projects/{projectId}/restore": {
    call: async ({ t, ids }, variant) => {
      const projectId = await freshProject(t.db, {
        clientId: variant === "own" ? ids.users.client : ids.users.dana,
        consultantId: variant === "own" ? ids.users.consultant : ids.users.priya,
      });
      await t.db
        .updateTable("projects")
        .set({ archivedAt: new Date() })
        .where("id", "=", projectId)
        .execute();
      return { params: { projectId } };
    },
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "GET /projects/{projectId}/members": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /projects/consultant/{userId}": {
    call: ({ me, ids }, variant) => ({
      params: { userId: variant === "own" ? me : ids.users.priya },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 403], admin: 200 },
  },
  "GET /projects/client/{userId}": {
    call: ({ me, ids }, variant) => ({
      params: { userId: variant === "own" ? me : ids.users.dana },
    }),
    expect: { anonymous: 401, client: [200, 403], consultant: [200, 403], admin: 200 },
  },
};
