/** The permission walk's rows of the `feeds` routes (test/permission-walk.ts says what a row is). */
import type { WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /feeds/{dataset}": {
    call: () => ({ params: { dataset: "tasks" }, query: { limit: "5" } }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
};
