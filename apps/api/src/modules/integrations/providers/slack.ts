import { checkUrl, URL_RULES } from "../allowed-urls.js";
import { type Provider, text, unexpected } from "./provider.js";

/** Slack's mrkdwn treats &, < and > as markup: escaped, names and titles show as typed. */
function escapeSlack(message: string): string {
  return message.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export const slack: Provider = {
  name: "Slack",
  webhook: true,
  credentialsHint:
    "Check the webhook URL in Settings: it may have been removed or its channel archived.",
  request(settings, message) {
    const hook = checkUrl(URL_RULES.slackWebhook, text(settings, "webhookUrl"));
    if (!hook.ok) return `The saved webhook URL cannot be used: it ${hook.message}.`;
    return {
      method: "POST",
      url: hook.url,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: escapeSlack(message) }),
    };
  },
  // An incoming webhook answers the two letters "ok" when it posted the message.
  read: (body) =>
    body.trim() === "ok"
      ? { ok: true, message: "Slack accepted the message: it should show in the channel now." }
      : unexpected("Slack", "it did not say ok"),
};
