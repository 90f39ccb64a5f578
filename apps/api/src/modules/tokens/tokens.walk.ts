/** The permission walk's rows of the `tokens` routes (test/permission-walk.ts says what a row is). */
import { randomUUID } from "node:crypto";
import { unique } from "../../test/fixtures.js";
import type { WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /tokens": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  // API access is the Scale plan's: the demo client and consultant belong to no Scale project.
  "POST /tokens": {
    call: () => ({ body: { name: unique("Walk"), scopes: ["read"], expiresInDays: 7 } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 201 },
  },
  "DELETE /tokens/{tokenId}": {
    // One's own token, and someone else's: admins revoke any.
    call: async ({ t, ids, me }, variant) => {
      const { id } = await t.db
        .insertInto("apiTokens")
        .values({
          userId: variant === "own" ? me : ids.users.priya,
          kind: "personal",
          name: "Walked",
          tokenHash: randomUUID(),
          prefix: "cairn_pat_walk",
          scopes: ["read"],
          expiresAt: new Date(Date.now() + 86_400_000),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { params: { tokenId: id } };
    },
    expect: { anonymous: 401, client: [204, 404], consultant: [204, 404], admin: [204, 204] },
  },
};
