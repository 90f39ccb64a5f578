/** The permission walk's rows of the `plans` routes (test/permission-walk.ts says what a row is). */
import type { WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "POST /plans": {
    call: () => ({ body: { industry: "Retail", teamSize: 4 } }),
    expect: { anonymous: 201, client: 201, consultant: 201, admin: 201 },
  },
  "GET /plans/{token}": {
    call: async ({ t }) => {
      const saved = await t.request({
        method: "POST",
        url: "/api/plans",
        payload: { industry: "Retail" },
        remoteAddress: "192.0.2.250",
      });
      return { params: { token: saved.json().token } };
    },
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
};
