/** The permission walk's rows of the `wizard` routes (test/permission-walk.ts says what a row is). */
import type { WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "POST /ai-wizard/recommendations": {
    call: () => ({ body: { industry: "Technology", teamSize: 12 } }),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
};
