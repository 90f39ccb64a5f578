/** The permission walk's rows of the `invitations` routes (test/permission-walk.ts says what a row is). */
import { freshUser } from "../../test/fixtures.js";
import type { TestApp } from "../../test/harness.js";
import type { WalkRows } from "../../test/permission-walk.js";
import { createInvitation } from "../invitations/create-invitation.js";

/** A new account's invitation link token (the account waits for its password). */
async function freshInvitation(t: TestApp): Promise<string> {
  const userId = await freshUser(t.db);
  const { token } = await createInvitation(t.db, { userId, createdBy: null });
  return token;
}

export const walk: WalkRows = {
  "GET /invitations/{token}": {
    call: async ({ t }) => ({ params: { token: await freshInvitation(t) } }),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
  "POST /invitations/{token}/accept": {
    // Accepting signs in as the invited user: a session of its own.
    call: async ({ t }) => ({
      params: { token: await freshInvitation(t) },
      body: { password: "a-long-enough-password" },
      ownSession: true,
    }),
    expect: { anonymous: 200, client: 200, consultant: 200, admin: 200 },
  },
};
