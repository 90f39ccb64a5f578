import type { PushTool } from "@cairn/schema/tool-stack";
import type { ToolAdapter } from "./adapter.js";
import { asanaPush } from "./asana.js";
import { clickupPush } from "./clickup.js";
import { jiraPush } from "./jira.js";
import { mondayPush } from "./monday.js";
import { notionPush } from "./notion.js";
import { trelloPush } from "./trello.js";

/** Each tool's push, by its integration's slug. */
export const PUSH_ADAPTERS: Readonly<Record<PushTool, ToolAdapter>> = {
  trello: trelloPush,
  jira: jiraPush,
  asana: asanaPush,
  clickup: clickupPush,
  notion: notionPush,
  "monday-com": mondayPush,
};
