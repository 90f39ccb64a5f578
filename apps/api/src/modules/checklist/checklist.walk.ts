/** The permission walk's rows of the `checklist` routes (test/permission-walk.ts says what a row is). */
import { freshTask } from "../../test/fixtures.js";
import { type Context, project, type Variant, type WalkRows } from "../../test/permission-walk.js";

/** A checklist item of a task of the actor's project, or of another project's. */
async function checklistParams(ctx: Context, variant: Variant) {
  const taskId = await freshTask(ctx.t.db, project(ctx, variant));
  const { id } = await ctx.t.db
    .insertInto("taskChecklistItems")
    .values({ taskId, text: "Walked" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { taskId, itemId: id };
}

export const walk: WalkRows = {
  "GET /tasks/{taskId}/checklist": {
    call: async (ctx, variant) => ({ params: await checklistParams(ctx, variant) }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /tasks/{taskId}/checklist": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      body: { text: "Walked" },
    }),
    expect: { anonymous: 401, client: 403, consultant: [201, 404], admin: 201 },
  },
  "PATCH /tasks/{taskId}/checklist/{itemId}": {
    call: async (ctx, variant) => ({
      params: await checklistParams(ctx, variant),
      body: { done: true },
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
  "PUT /tasks/{taskId}/checklist/{itemId}/done": {
    call: async (ctx, variant) => ({
      params: await checklistParams(ctx, variant),
      body: { done: true },
    }),
    // A client ticks only the tasks assigned to them (checklist.int.test.ts).
    expect: { anonymous: 401, client: [403, 404], consultant: [200, 404], admin: 200 },
  },
  "DELETE /tasks/{taskId}/checklist/{itemId}": {
    call: async (ctx, variant) => ({ params: await checklistParams(ctx, variant) }),
    expect: { anonymous: 401, client: 403, consultant: [204, 404], admin: 204 },
  },
  "PUT /tasks/{taskId}/checklist/order": {
    call: async (ctx, variant) => {
      const { taskId, itemId } = await checklistParams(ctx, variant);
      return { params: { taskId }, body: { itemIds: [itemId] } };
    },
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
};
