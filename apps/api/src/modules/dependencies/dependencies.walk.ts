/** The permission walk's rows of the `dependencies` routes (test/permission-walk.ts says what a row is). */
import { freshTask } from "../../test/fixtures.js";
import { type Context, project, type Variant, type WalkRows } from "../../test/permission-walk.js";

/** Two tasks of the actor's project (or of another project's), the first waiting on the second. */
async function linkedPair(ctx: Context, variant: Variant, linked: boolean) {
  const projectId = project(ctx, variant);
  const taskId = await freshTask(ctx.t.db, projectId);
  const blockerId = await freshTask(ctx.t.db, projectId);
  if (linked) {
    await ctx.t.db
      .insertInto("taskDependencies")
      .values({ blockedId: taskId, blockerId })
      .execute();
  }
  return { taskId, blockerId };
}

export const walk: WalkRows = {
  "GET /tasks/{taskId}/dependencies": {
    call: async (ctx, variant) => ({ params: await linkedPair(ctx, variant, true) }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /tasks/{taskId}/dependencies": {
    call: async (ctx, variant) => {
      const { taskId, blockerId } = await linkedPair(ctx, variant, false);
      return { params: { taskId }, body: { blockerId } };
    },
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 },
  },
  "DELETE /tasks/{taskId}/dependencies/{blockerId}": {
    call: async (ctx, variant) => ({ params: await linkedPair(ctx, variant, true) }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
};
