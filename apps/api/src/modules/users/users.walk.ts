/** The permission walk's rows of the `users` routes (test/permission-walk.ts says what a row is). */
import { freshUser, unique } from "../../test/fixtures.js";
import type { WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /users": {
    call: () => ({}),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "POST /users": {
    call: () => ({
      body: { username: unique("walk"), password: "a-long-enough-password", email: "w@x.example" },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 201 },
  },
  "PATCH /users/{userId}": {
    call: async ({ t, me }, variant) => ({
      params: { userId: variant === "own" ? me : await freshUser(t.db) },
      body: { company: "Walked Ltd" },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "DELETE /users/{userId}": {
    call: async ({ t }) => ({ params: { userId: await freshUser(t.db) } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 204 },
  },
  "POST /users/invite": {
    call: () => ({ body: { username: unique("invited"), email: "i@x.example" } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 201 },
  },
  "POST /users/{userId}/invitation": {
    call: async ({ t }) => ({ params: { userId: await freshUser(t.db) } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 201 },
  },
};
