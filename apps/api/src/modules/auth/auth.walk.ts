/** The permission walk's rows of the `auth` routes (test/permission-walk.ts says what a row is). */
import type { WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "POST /auth/login": {
    // A login ends the session the browser held: give it one of its own.
    call: () => ({ body: { username: "client", password: "cairn-client-demo" }, ownSession: true }),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "POST /auth/logout": {
    call: () => ({ ownSession: true }),
    expect: { anonymous: 204, client: 204, consultant: 204, admin: 204 },
  },
  "GET /auth/me": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
};
