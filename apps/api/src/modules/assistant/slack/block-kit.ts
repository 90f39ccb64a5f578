/**
 * An answer as a Slack message (api.slack.com/block-kit): the headline, each section as a
 * mrkdwn block with its items (links written `<url|text>`), buttons to open the product, and,
 * for a proposed action, Confirm and Cancel buttons whose value is the proposal's token. Text is
 * escaped as Slack asks (`&`, `<`, `>`), so a task title cannot inject a link or a mention.
 */
import type { Answer, AnswerItem } from "../answer.js";

export const CONFIRM_ACTION = "assistant_confirm";
export const CANCEL_ACTION = "assistant_cancel";

/** Slack's limits: 3,000 characters a text block, 50 blocks a message, 25 elements in actions. */
const TEXT_MAX = 3000;
const BLOCKS_MAX = 50;

export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function clip(text: string): string {
  return text.length <= TEXT_MAX ? text : `${text.slice(0, TEXT_MAX - 1)}…`;
}

export type Block = Record<string, unknown>;

export interface SlackMessage {
  /** The notification text and the fallback where blocks are not shown. */
  text: string;
  blocks: Block[];
}

function itemLine(item: AnswerItem, url: (path: string) => string): string {
  const text = item.link
    ? `<${url(item.link.path)}|${escapeMrkdwn(item.text)}>`
    : escapeMrkdwn(item.text);
  return `• ${text}${item.detail ? `\n   _${escapeMrkdwn(item.detail)}_` : ""}`;
}

/** `base`: the dashboard's address for the asker (`https://cairn.example/consultant-dashboard`). */
export function toBlockKit(answer: Answer, base: string): SlackMessage {
  const url = (path: string) => `${base}${path}`;
  const blocks: Block[] = [
    { type: "section", text: { type: "mrkdwn", text: clip(`*${escapeMrkdwn(answer.title)}*`) } },
  ];
  for (const section of answer.sections) {
    const lines =
      section.items.length > 0
        ? section.items.map((item) => itemLine(item, url)).join("\n")
        : `_${escapeMrkdwn(section.empty)}_`;
    blocks.push({
      type: "section",
      text: { type: "mrkdwn", text: clip(`*${escapeMrkdwn(section.heading)}*\n${lines}`) },
    });
  }
  if (answer.confirmation) {
    blocks.push({
      type: "actions",
      block_id: "assistant_confirmation",
      elements: [
        {
          type: "button",
          action_id: CONFIRM_ACTION,
          text: { type: "plain_text", text: "Confirm" },
          style: "primary",
          value: answer.confirmation.token,
        },
        {
          type: "button",
          action_id: CANCEL_ACTION,
          text: { type: "plain_text", text: "Cancel" },
          style: "danger",
          value: answer.confirmation.token,
        },
      ],
    });
  } else if (answer.links.length > 0) {
    blocks.push({
      type: "actions",
      block_id: "assistant_links",
      elements: answer.links.slice(0, 5).map((link, index) => ({
        type: "button",
        action_id: `assistant_open_${index}`,
        text: { type: "plain_text", text: link.label.slice(0, 75) },
        url: url(link.path),
      })),
    });
  }
  if (answer.suggestions.length > 0) {
    blocks.push({
      type: "context",
      elements: [
        {
          type: "mrkdwn",
          text: `Try: ${answer.suggestions.map((s) => `\`/cairn ${escapeMrkdwn(s)}\``).join(" · ")}`,
        },
      ],
    });
  }
  return { text: answer.title, blocks: blocks.slice(0, BLOCKS_MAX) };
}
