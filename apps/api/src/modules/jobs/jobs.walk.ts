/** The permission walk's rows of the `jobs` routes (test/permission-walk.ts says what a row is). */
import { randomUUID } from "node:crypto";
import { type Context, project, type Variant, type WalkRows } from "../../test/permission-walk.js";

/**
 * A job of the actor's project or of another, failed (so no runner takes it and it can resume),
 * each with a target of its own: a project has one open job per target.
 */
const failedJob = async (ctx: Context, variant: Variant) => {
  const { id } = await ctx.t.db
    .insertInto("jobs")
    .values({
      kind: "export",
      projectId: project(ctx, variant),
      target: `walk-${randomUUID()}`,
      createdBy: null,
      state: "failed",
      error: "Walk",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
};

export const walk: WalkRows = {
  "GET /jobs/{jobId}": {
    call: async (ctx, variant) => ({ params: { jobId: await failedJob(ctx, variant) } }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "POST /jobs/{jobId}/resume": {
    call: async (ctx, variant) => ({ params: { jobId: await failedJob(ctx, variant) } }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "GET /projects/{projectId}/jobs": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
};
