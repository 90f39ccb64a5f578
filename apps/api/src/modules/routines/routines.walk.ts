/** The permission walk's rows of the `routines` routes (test/permission-walk.ts says what a row is). */
import { freshRoutine, unique } from "../../test/fixtures.js";
import { project, type WalkRows } from "../../test/permission-walk.js";

const readers = { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 } as const;

export const walk: WalkRows = {
  "GET /projects/{projectId}/routines": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: readers,
  },
  "POST /projects/{projectId}/routines": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      body: {
        name: unique("Walked routine"),
        recurrence: "FREQ=WEEKLY;BYDAY=MO",
        startsOn: "2026-01-05",
        time: "09:00",
      },
    }),
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 },
  },
  "PATCH /projects/{projectId}/routines/{routineId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return {
        params: { projectId, routineId: await freshRoutine(ctx.t.db, projectId) },
        body: { paused: true },
      };
    },
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "DELETE /projects/{projectId}/routines/{routineId}": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      return { params: { projectId, routineId: await freshRoutine(ctx.t.db, projectId) } };
    },
    expect: { anonymous: 401, client: 403, consultant: [204, 404], admin: 204 },
  },
  "GET /projects/{projectId}/plan-processes": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: readers,
  },
  "POST /projects/{projectId}/plan-processes/routines": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
};
