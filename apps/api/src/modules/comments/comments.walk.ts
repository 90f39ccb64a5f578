/** The permission walk's rows of the `comments` routes (test/permission-walk.ts says what a row is). */
import { freshTask } from "../../test/fixtures.js";
import { type Context, project, type Variant, type WalkRows } from "../../test/permission-walk.js";

/**
 * A comment on a task of the actor's project written by the actor ("own"), or on a task of
 * another project written by someone else, named with its task.
 */
async function commentParams({ t, ids, me }: Context, variant: Variant) {
  const taskId = await freshTask(t.db, variant === "own" ? ids.relaunch : ids.payments);
  const { id } = await t.db
    .insertInto("taskComments")
    .values({ taskId, authorId: variant === "own" ? me : ids.users.priya, body: "Walked" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { taskId, commentId: id };
}

export const walk: WalkRows = {
  "GET /tasks/{taskId}/comments": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /tasks/{taskId}/comments": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      body: { body: "Walked by." },
    }),
    expect: { anonymous: 401, client: [201, 404], consultant: [201, 404], admin: 201 },
  },
  "PATCH /tasks/{taskId}/comments/{commentId}": {
    call: async (ctx, variant) => ({
      params: await commentParams(ctx, variant),
      body: { body: "Walked again." },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: [200, 403] },
  },
  "DELETE /tasks/{taskId}/comments/{commentId}": {
    call: async (ctx, variant) => ({ params: await commentParams(ctx, variant) }),
    expect: { anonymous: 401, client: [204, 404], consultant: [204, 404], admin: [204, 204] },
  },
  "GET /tasks/{taskId}/mentionable": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      query: { q: "a" },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "GET /tasks/{taskId}/follow": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "PUT /tasks/{taskId}/follow": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "DELETE /tasks/{taskId}/follow": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
};
