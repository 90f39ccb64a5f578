/** The permission walk's rows of the `exports` routes (test/permission-walk.ts says what a row is). */
import { project, type WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  // The walk's tools are switched off (the seed's state): the project's writers get 409.
  "POST /projects/{projectId}/exports/{slug}": {
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant), slug: "trello" },
      body: {},
    }),
    expect: { anonymous: 401, client: 403, consultant: [409, 404], admin: 409 },
  },
};
