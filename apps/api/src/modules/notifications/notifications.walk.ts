/** The permission walk's rows of the `notifications` routes (test/permission-walk.ts says what a row is). */
import { unique } from "../../test/fixtures.js";
import type { WalkRows } from "../../test/permission-walk.js";
import { notify } from "../notifications/notify.js";

export const walk: WalkRows = {
  "GET /notifications": {
    call: () => ({ query: { unread: "true", limit: "5" } }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "GET /notifications/unread-count": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "POST /notifications/{notificationId}/read": {
    // One's own notification, and someone else's: a notification is its recipient's alone.
    call: async ({ t, ids, me }, variant) => {
      const userId = variant === "own" ? me : ids.users.luis;
      const [notificationId] = await notify(
        t.db,
        [{ userId, kind: "assigned", actorId: null, title: unique("Walked notice") }],
        new Date(),
      );
      return { params: { notificationId: notificationId ?? 0 } };
    },
    expect: { anonymous: 401, client: [200, 404], consultant: [200, 404], admin: [200, 404] },
  },
  "POST /notifications/read-all": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "GET /notifications/preferences": {
    call: () => ({}),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "PUT /notifications/preferences": {
    call: () => ({ body: { mutedKinds: [], emailDigest: "daily" } }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
};
