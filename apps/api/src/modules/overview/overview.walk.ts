/** The permission walk's rows of the `overview` routes (test/permission-walk.ts says what a row is). */
import type { WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /overview": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
};
