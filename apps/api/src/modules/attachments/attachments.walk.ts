/** The permission walk's rows of the `attachments` routes (test/permission-walk.ts says what a row is). */
import { CSV, storedAttachment } from "../../test/attachment-fixtures.js";
import { freshTask } from "../../test/fixtures.js";
import { project, type WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /tasks/{taskId}/attachments": {
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
    }),
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "POST /tasks/{taskId}/attachments": {
    // A small file, sent as the body; the project's client may attach too.
    call: async (ctx, variant) => ({
      params: { taskId: await freshTask(ctx.t.db, project(ctx, variant)) },
      query: { name: "walk.csv" },
      headers: { "content-type": "text/csv" },
      body: CSV,
    }),
    expect: { anonymous: 401, client: [201, 404], consultant: [201, 404], admin: 201 },
  },
  "GET /tasks/{taskId}/attachments/{attachmentId}": {
    call: async (ctx, variant) => {
      const taskId = await freshTask(ctx.t.db, project(ctx, variant));
      return {
        params: {
          taskId,
          attachmentId: await storedAttachment(ctx.t, taskId, ctx.ids.users.admin),
        },
      };
    },
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 },
  },
  "DELETE /tasks/{taskId}/attachments/{attachmentId}": {
    // Another's file: its uploader or the task's writers may remove it; the client is neither.
    call: async (ctx, variant) => {
      const taskId = await freshTask(ctx.t.db, project(ctx, variant));
      return {
        params: {
          taskId,
          attachmentId: await storedAttachment(ctx.t, taskId, ctx.ids.users.admin),
        },
      };
    },
    expect: { anonymous: 401, client: [403, 404], consultant: [204, 404], admin: 204 },
  },
};
