import { checkUrl, URL_RULES } from "../allowed-urls.js";
import { type Provider, text, unexpected } from "./provider.js";

/** An Adaptive Card message: what both Teams Workflows and incoming webhooks accept. */
function card(message: string) {
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [{ type: "TextBlock", text: message, wrap: true }],
        },
      },
    ],
  };
}

export const teams: Provider = {
  name: "Microsoft Teams",
  webhook: true,
  credentialsHint: "Check the webhook URL in Settings: the workflow may have been turned off.",
  request(settings, message) {
    const hook = checkUrl(URL_RULES.teamsWebhook, text(settings, "webhookUrl"));
    if (!hook.ok) return `The saved webhook URL cannot be used: it ${hook.message}.`;
    return {
      method: "POST",
      url: hook.url,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(card(message)),
    };
  },
  // Workflows answer 202 with no body; the older incoming webhooks 200 with "1". Those also
  // answer 200 with an error text when they fail, so anything else is not a success.
  read: (body) =>
    body.trim() === "" || body.trim() === "1"
      ? {
          ok: true,
          message: "Microsoft Teams accepted the message: it should show in the channel now.",
        }
      : unexpected("Microsoft Teams", `it said: ${body.trim().slice(0, 120)}`),
};
