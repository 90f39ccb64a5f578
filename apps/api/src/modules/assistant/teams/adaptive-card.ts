/**
 * An answer as a Microsoft Teams message with an Adaptive Card (adaptivecards.io, schema 1.4):
 * TextBlocks for the headline and each section, links in Markdown, and Action.OpenUrl buttons.
 * An outgoing webhook cannot receive button clicks, so a proposed action asks for a reply of
 * "yes" or "no" instead (docs/assistant.md).
 */
import type { Answer } from "../answer.js";

/** Markdown characters a title could use to make a link or emphasis of its own. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]()#>])/g, "\\$1");
}

export interface TeamsReply {
  type: "message";
  text: string;
  attachments: {
    contentType: "application/vnd.microsoft.card.adaptive";
    content: Record<string, unknown>;
  }[];
}

export function toAdaptiveCard(answer: Answer, base: string): TeamsReply {
  const url = (path: string) => `${base}${path}`;
  const body: Record<string, unknown>[] = [
    {
      type: "TextBlock",
      text: escapeMarkdown(answer.title),
      weight: "Bolder",
      size: "Medium",
      wrap: true,
    },
  ];
  for (const section of answer.sections) {
    body.push({
      type: "TextBlock",
      text: escapeMarkdown(section.heading),
      weight: "Bolder",
      wrap: true,
      spacing: "Medium",
    });
    const lines =
      section.items.length > 0
        ? section.items.map((item) => {
            const text = item.link
              ? `[${escapeMarkdown(item.text)}](${url(item.link.path)})`
              : escapeMarkdown(item.text);
            return `- ${text}${item.detail ? ` — ${escapeMarkdown(item.detail)}` : ""}`;
          })
        : [`_${escapeMarkdown(section.empty)}_`];
    body.push({ type: "TextBlock", text: lines.join("\n"), wrap: true });
  }
  if (answer.confirmation) {
    body.push({
      type: "TextBlock",
      text: "Reply **yes** to do it, or **no** to cancel (within 15 minutes).",
      wrap: true,
      spacing: "Medium",
    });
  }
  if (answer.suggestions.length > 0) {
    body.push({
      type: "TextBlock",
      text: `Try: ${answer.suggestions.map(escapeMarkdown).join(" · ")}`,
      isSubtle: true,
      wrap: true,
    });
  }
  return {
    type: "message",
    text: answer.title,
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body,
          actions: answer.links.slice(0, 5).map((link) => ({
            type: "Action.OpenUrl",
            title: link.label,
            url: url(link.path),
          })),
        },
      },
    ],
  };
}
