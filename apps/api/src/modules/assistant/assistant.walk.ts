/** The permission walk's rows of the `assistant` routes (test/permission-walk.ts says what a row is). */
import { unique } from "../../test/fixtures.js";
import type { WalkRows } from "../../test/permission-walk.js";
import { createLinkRequest } from "../assistant/chat-accounts.repo.js";

export const walk: WalkRows = {
  // The assistant answers as the caller: each role gets its own answer (an action proposed to a
  // client is refused inside the answer, as the API would).
  "POST /assistant/ask": {
    call: () => ({ body: { question: "help" } }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  "POST /assistant/links": {
    call: () => ({ body: { platform: "microsoft-teams" } }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  // A link the Slack bot sent: anyone signed in may read whose chat account it names.
  "GET /assistant/links/{token}": {
    call: async ({ t }) => ({
      params: {
        token: await createLinkRequest(
          t.db,
          { platform: "slack", workspaceId: "T0WALK", externalUserId: `U${unique("walk")}` },
          new Date(),
        ),
      },
    }),
    expect: { anonymous: 401, client: 200, consultant: 200, admin: 200 },
  },
  // Slack and Teams sign their requests; a session is no use there, and no chat is set up here.
  "POST /integrations/slack/commands": {
    call: () => ({
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "text=help",
    }),
    expect: { anonymous: 401, client: 401, consultant: 401, admin: 401 },
  },
  "POST /integrations/slack/events": {
    call: () => ({
      headers: { "content-type": "application/json" },
      body: '{"type":"url_verification","challenge":"x"}',
    }),
    expect: { anonymous: 401, client: 401, consultant: 401, admin: 401 },
  },
  "POST /integrations/slack/interactions": {
    call: () => ({
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "payload=%7B%7D",
    }),
    expect: { anonymous: 401, client: 401, consultant: 401, admin: 401 },
  },
  "POST /integrations/microsoft-teams/messages": {
    call: () => ({
      headers: { "content-type": "application/json" },
      body: '{"type":"message","text":"help"}',
    }),
    expect: { anonymous: 401, client: 401, consultant: 401, admin: 401 },
  },
};
