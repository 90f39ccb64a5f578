/** The permission walk's rows of the `mood` routes (test/permission-walk.ts says what a row is). */
import { project, type WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /team-mood": {
    call: (ctx, variant) => ({
      query: { project: String(project(ctx, variant)), period: "month" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /team-mood/stats": {
    call: (ctx, variant) => ({ query: { project: String(project(ctx, variant)) } }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /team-mood": {
    call: (ctx, variant) => ({
      body: { projectId: project(ctx, variant), moodScore: 4, energyLevel: 3, stressLevel: 2 },
    }),
    expect: { anonymous: 401, client: [201, 404], consultant: [201, 404], admin: 201 },
  },
};
