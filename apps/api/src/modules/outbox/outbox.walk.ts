/** The permission walk's rows of the `outbox` routes (test/permission-walk.ts says what a row is). */
import type { WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /outbox": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "POST /outbox/{messageId}/retry": {
    call: async ({ t }) => {
      const { id } = await t.db
        .insertInto("outbox")
        .values({ kind: "no.such.kind", payload: "{}", status: "failed" })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { params: { messageId: id } };
    },
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
};
