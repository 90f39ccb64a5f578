/** The permission walk's rows of the `calendar` routes (test/permission-walk.ts says what a row is). */
import { newSecretToken } from "../../lib/secret-token.js";
import { freshCalendarFeed } from "../../test/fixtures.js";
import { type Context, project, type WalkRows } from "../../test/permission-walk.js";

/** A calendar link of the actor's (to the project, or their own). */
const feedOf = (ctx: Context, projectId: number | null) =>
  freshCalendarFeed(ctx.t.db, ctx.me, projectId);

const readers = { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: 200 } as const;

export const walk: WalkRows = {
  "GET /projects/{projectId}/calendar-feed": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: readers,
  },
  // Whoever reads a project may have a calendar link to it: its client too.
  "POST /projects/{projectId}/calendar-feed": {
    call: (ctx, variant) => ({ params: { projectId: project(ctx, variant) } }),
    expect: { anonymous: 401, client: [201, 404], consultant: [201, 404], admin: 201 },
  },
  "DELETE /projects/{projectId}/calendar-feed": {
    call: async (ctx, variant) => {
      const projectId = project(ctx, variant);
      await feedOf(ctx, projectId);
      return { params: { projectId } };
    },
    expect: { anonymous: 401, client: [204, 404], consultant: [204, 404], admin: 204 },
  },
  "GET /calendar-feed": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "POST /calendar-feed": {
    call: () => ({}),
    expect: { anonymous: 401, client: 201, consultant: 201, admin: 201 },
  },
  "DELETE /calendar-feed": {
    call: async (ctx) => {
      await feedOf(ctx, null);
      return {};
    },
    expect: { anonymous: 401, client: 204, consultant: 204, admin: 204 },
  },
  // The link is the key: anyone holding one reads it (calendar apps sign in to nothing); an
  // unknown link is a 404 for everyone.
  "GET /calendar-feeds/{token}": {
    call: async (ctx, variant) => ({
      params: { token: variant === "own" ? await feedOf(ctx, null) : newSecretToken() },
    }),
    expect: {
      anonymous: [200, 404],
      client: [200, 404],
      consultant: [200, 404],
      admin: [200, 404],
    },
  },
};
