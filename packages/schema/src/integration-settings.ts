/**
 * The settings each integration takes (docs/product.md §3.6), as data: the API validates and stores them
 * from this list, and the Settings dialog draws its inputs from it. Secret fields are never
 * answered in clear: the API shows them masked as `••••` and their last four characters.
 */
import type { INTEGRATION_NAMES } from "./constants.js";

export type IntegrationName = (typeof INTEGRATION_NAMES)[number];

/**
 * - `secret`: a key or token, masked in answers and in the dialog;
 * - `webhook`: a webhook URL, which carries its own credential: validated as a URL, masked as
 *   a secret;
 * - `url`, `email`: checked for their format (URLs also for the provider's host);
 * - `id`: an identifier copied from the provider (a board, workspace, folder…);
 * - `text`: free text; `boolean`: a switch.
 */
export type SettingKind = "secret" | "webhook" | "url" | "email" | "id" | "text" | "boolean";

export interface SettingField {
  key: string;
  label: string;
  kind: SettingKind;
  /** Needed before Test Connection or notifications can use the integration. */
  required: boolean;
  /** Where to find the value, in a sentence. */
  hint: string;
  /** Other names accepted for this field on input (the contract's generic `apiKey`). */
  aliases?: readonly string[];
  /** An `id` made of digits only. */
  numeric?: boolean;
}

/** The prefix of a masked secret: `••••` then the secret's last four characters. */
export const MASK_PREFIX = "••••";

export function isSecretKind(kind: SettingKind): boolean {
  return kind === "secret" || kind === "webhook";
}

export const INTEGRATION_SETTINGS: Readonly<Record<IntegrationName, readonly SettingField[]>> = {
  Notion: [
    {
      key: "pageUrl",
      label: "Page URL",
      kind: "url",
      required: false,
      hint: "The Notion page Cairn syncs into, such as https://www.notion.so/Team-Hub-1a2b3c…",
    },
    {
      key: "integrationSecret",
      label: "Integration secret",
      kind: "secret",
      required: true,
      hint: "The internal integration secret from notion.so/my-integrations.",
    },
    {
      key: "syncProjects",
      label: "Sync projects",
      kind: "boolean",
      required: false,
      hint: "Keep a Notion entry for each Cairn project.",
    },
    {
      key: "syncTasks",
      label: "Sync tasks",
      kind: "boolean",
      required: false,
      hint: "Keep a Notion entry for each Cairn task.",
    },
  ],
  Trello: [
    {
      key: "apiKey",
      label: "API key",
      kind: "secret",
      required: true,
      hint: "The API key of your Power-Up at trello.com/power-ups/admin.",
    },
    {
      key: "token",
      label: "Token",
      kind: "secret",
      required: true,
      hint: "A token authorised for that API key.",
    },
    {
      key: "boardId",
      label: "Board ID",
      kind: "id",
      required: false,
      hint: "The id in the board's address: trello.com/b/{board id}/….",
    },
  ],
  "Monday.com": [
    {
      key: "apiKey",
      label: "API token",
      kind: "secret",
      required: true,
      hint: "Your personal API token: profile picture → Developers → API token.",
    },
    {
      key: "boardId",
      label: "Board ID",
      kind: "id",
      numeric: true,
      required: false,
      hint: "The number in the board's address: …/boards/{board id}.",
    },
    {
      key: "workspaceId",
      label: "Workspace ID",
      kind: "id",
      numeric: true,
      required: false,
      hint: "The number in the workspace's address: …/workspaces/{workspace id}.",
    },
  ],
  ClickUp: [
    {
      key: "apiKey",
      label: "API token",
      kind: "secret",
      required: true,
      hint: "A personal API token (pk_…): avatar → Settings → Apps.",
    },
    {
      key: "teamId",
      label: "Workspace (team) ID",
      kind: "id",
      numeric: true,
      required: false,
      hint: "The first number in ClickUp addresses: app.clickup.com/{team id}/….",
    },
    {
      key: "spaceId",
      label: "Space ID",
      kind: "id",
      numeric: true,
      required: false,
      hint: "The number after /v/s/ in a space's address.",
    },
  ],
  Jira: [
    {
      key: "siteUrl",
      label: "Site URL",
      kind: "url",
      required: true,
      hint: "Your Jira Cloud site, such as https://your-team.atlassian.net.",
    },
    {
      key: "email",
      label: "Account email",
      kind: "email",
      required: true,
      hint: "The email address of the Atlassian account the token belongs to.",
    },
    {
      key: "apiToken",
      label: "API token",
      kind: "secret",
      required: true,
      hint: "From id.atlassian.com/manage-profile/security/api-tokens.",
    },
  ],
  Asana: [
    {
      key: "personalAccessToken",
      label: "Personal access token",
      kind: "secret",
      required: true,
      hint: "From the Asana developer console: My apps → Personal access tokens.",
    },
    {
      key: "workspaceId",
      label: "Workspace ID",
      kind: "id",
      numeric: true,
      required: false,
      hint: "The workspace's gid, a number.",
    },
  ],
  Slack: [
    {
      key: "webhookUrl",
      label: "Webhook URL",
      kind: "webhook",
      required: true,
      hint: "An incoming-webhook URL: https://hooks.slack.com/services/….",
    },
    {
      key: "signingSecret",
      label: "Signing secret",
      kind: "secret",
      required: false,
      hint: "For the assistant (/cairn and @Cairn): Basic Information → App Credentials → Signing Secret of your Slack app.",
    },
    {
      key: "botToken",
      label: "Bot token",
      kind: "secret",
      required: false,
      hint: "For answers to @Cairn mentions: the Bot User OAuth Token (xoxb-…) with the chat:write scope.",
    },
  ],
  "Microsoft Teams": [
    {
      key: "webhookUrl",
      label: "Webhook URL",
      kind: "webhook",
      required: true,
      hint: "The URL of a Teams Workflows 'webhook request' trigger or of an incoming webhook.",
    },
    {
      key: "securityToken",
      label: "Outgoing webhook security token",
      kind: "secret",
      required: false,
      hint: "For the assistant (@Cairn in a channel): the security token Teams shows once when you create the outgoing webhook.",
    },
  ],
  "Google Drive": [
    {
      key: "accessToken",
      label: "Access token",
      kind: "secret",
      required: true,
      hint: "An OAuth access token with the drive.metadata.readonly scope.",
      aliases: ["apiKey"],
    },
    {
      key: "folderId",
      label: "Folder ID",
      kind: "id",
      required: false,
      hint: "The id at the end of the folder's address: drive.google.com/drive/folders/{id}.",
    },
  ],
  Dropbox: [
    {
      key: "accessToken",
      label: "Access token",
      kind: "secret",
      required: true,
      hint: "An access token of a Dropbox app with the account_info.read permission.",
      aliases: ["apiKey"],
    },
    {
      key: "folderPath",
      label: "Folder",
      kind: "text",
      required: false,
      hint: "A folder such as /Cairn; empty for the app's own folder.",
    },
  ],
};

/** `Microsoft Teams` → `microsoft-teams`, `Monday.com` → `monday-com`: path- and env-friendly. */
export function integrationSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
