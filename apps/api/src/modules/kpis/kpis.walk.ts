/** The permission walk's rows of the `kpis` routes (test/permission-walk.ts says what a row is). */
import { project, type WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /kpis": {
    call: (ctx, variant) => ({
      query: { projectIds: String(project(ctx, variant)), kpis: "throughput,wip" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /kpis/csv": {
    call: (ctx, variant) => ({
      query: { projectIds: String(project(ctx, variant)), kpis: "throughput" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
};
