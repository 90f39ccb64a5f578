/** The permission walk's rows of the `monitoring` routes (test/permission-walk.ts says what a row is). */
import type { WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /ping": {
    call: () => ({}),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "GET /monitoring/metrics": {
    call: () => ({}),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "GET /monitoring/health": {
    call: () => ({}),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "GET /monitoring/logs": {
    call: () => ({ query: { level: "error", module: "", limit: "20" } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "GET /monitoring/activity": {
    call: () => ({ query: { minutes: "10" } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
};
