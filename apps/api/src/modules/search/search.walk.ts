/** The permission walk's rows of the `search` routes (test/permission-walk.ts says what a row is). */
import type { WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /search": {
    // Signed in, whatever the role; what each finds is search.int.test.ts's concern.
    call: () => ({ query: { q: "relaunch" } }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
};
