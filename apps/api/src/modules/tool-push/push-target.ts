/**
 * Where in the tool a push goes (pure): the options sent with the start, else the tool's saved
 * settings. Checked when the push is started (a 400 naming the field) and again when it runs
 * (settings may have changed meanwhile).
 */
import type { PushStartInput, PushTool } from "@cairn/schema/tool-stack";

/** What a push job keeps of its start: the options, never a secret. */
export type PushOptions = Omit<PushStartInput, "projectId" | "slug">;

export interface PushTarget {
  jiraProjectKey?: string;
  jiraIssueType: string;
  /** ClickUp's space, Asana's or Monday.com's workspace. */
  spaceId?: string;
  workspaceId?: string;
  /** Notion's parent page, as a UUID. */
  parentPageId?: string;
}

export type TargetResult =
  | { ok: true; target: PushTarget }
  | { ok: false; field: keyof PushOptions; message: string };

/** Plain (non-secret) settings as stored: ids and URLs. */
type PlainSettings = Readonly<Record<string, unknown>>;

const setting = (settings: PlainSettings, key: string): string | undefined => {
  const value = settings[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

export function resolvePushTarget(
  slug: PushTool,
  options: PushOptions,
  settings: PlainSettings,
): TargetResult {
  const target: PushTarget = { jiraIssueType: options.jiraIssueType ?? "Task" };
  switch (slug) {
    case "jira":
      if (!options.jiraProjectKey) {
        return {
          ok: false,
          field: "jiraProjectKey",
          message: "is required: the key of the Jira project the issues go into, such as PMO",
        };
      }
      return { ok: true, target: { ...target, jiraProjectKey: options.jiraProjectKey } };
    case "clickup": {
      const spaceId = options.clickupSpaceId ?? setting(settings, "spaceId");
      if (!spaceId) {
        return {
          ok: false,
          field: "clickupSpaceId",
          message:
            "is required, as ClickUp's settings name no space: the number after /v/s/ in the space's address",
        };
      }
      return { ok: true, target: { ...target, spaceId } };
    }
    case "asana": {
      const workspaceId = options.asanaWorkspaceId ?? setting(settings, "workspaceId");
      if (!workspaceId) {
        return {
          ok: false,
          field: "asanaWorkspaceId",
          message: "is required, as Asana's settings name no workspace: the workspace's gid",
        };
      }
      return { ok: true, target: { ...target, workspaceId } };
    }
    case "notion": {
      const parentPageId =
        options.notionParentPageId ?? notionPageIdOf(setting(settings, "pageUrl") ?? "");
      if (!parentPageId) {
        return {
          ok: false,
          field: "notionParentPageId",
          message:
            "is required, as Notion's settings name no page: the 32 hex digits at the end of the page's address",
        };
      }
      return { ok: true, target: { ...target, parentPageId: asUuid(parentPageId) } };
    }
    case "monday-com": {
      const workspaceId = options.mondayWorkspaceId ?? setting(settings, "workspaceId");
      return { ok: true, target: workspaceId ? { ...target, workspaceId } : target };
    }
    case "trello":
      return { ok: true, target };
  }
}

/** The id at the end of a Notion page's address (`…/Team-Hub-1a2b…` or `…?p=1a2b…`). */
export function notionPageIdOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const inPath = /([0-9a-f]{32})$/i.exec(parsed.pathname)?.[1];
  return inPath ?? /^[0-9a-f]{32}$/i.exec(parsed.searchParams.get("p") ?? "")?.[0];
}

/** 32 hex digits or a UUID → the UUID form Notion answers with. */
export function asUuid(id: string): string {
  const hex = id.replaceAll("-", "").toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
