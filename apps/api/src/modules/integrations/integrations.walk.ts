/** The permission walk's rows of the `integrations` routes (test/permission-walk.ts says what a row is). */
import type { WalkRows } from "../../test/permission-walk.js";

export const walk: WalkRows = {
  "GET /integrations": {
    call: () => ({}),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "POST /integrations/{name}/toggle": {
    call: () => ({ params: { name: "Trello" }, body: { enabled: true } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "PUT /integrations/{name}/settings": {
    call: () => ({
      params: { name: "google-drive" },
      body: { accessToken: "ya29.walk-token-0001", folderId: "walk" },
    }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
  "POST /integrations/{name}/test": {
    // Dropbox is never configured here: the test answers "not configured" without a call.
    call: () => ({ params: { name: "dropbox" } }),
    expect: { anonymous: 401, client: 403, consultant: 403, admin: 200 },
  },
};
