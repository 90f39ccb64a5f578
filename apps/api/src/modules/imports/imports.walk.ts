/** The permission walk's rows of the `imports` routes (test/permission-walk.ts says what a row is). */
import { project, type WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "POST /projects/{projectId}/imports": {
    // A dry run of a small Jira export, sent as the body: it reads the file and writes nothing.
    call: (ctx, variant) => ({
      params: { projectId: project(ctx, variant) },
      query: { source: "jira-csv", name: "walk.csv", dryRun: "true" },
      headers: { "content-type": "text/csv" },
      body: "Issue key,Summary,Status\nWALK-1,Walk the board,Done\n",
    }),
    expect: { anonymous: 401, client: 403, consultant: [200, 404], admin: 200 },
  },
};
