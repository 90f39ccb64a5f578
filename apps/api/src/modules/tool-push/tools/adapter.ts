/**
 * What each tool's push knows: how many items it goes through (for progress), and how it makes
 * them, in order, through the session (push-session.ts). The adapters only build requests and
 * read answers; waiting, retrying, linking and reporting are the session's.
 */

import type { TASK_PRIORITIES } from "@cairn/schema/constants";
import type { IntegrationName } from "@cairn/schema/integration-settings";
import type { ProviderRequest } from "../../integrations/provider-call.js";
import type { OpenedSettings } from "../../integrations/stored-settings.js";
import type { PushSession } from "../push-session.js";
import type { PushTarget } from "../push-target.js";
import type { ExportLink, ProjectSnapshot, SnapshotTask } from "../tool-push.repo.js";

export interface PushRun {
  push: PushSession;
  snapshot: ProjectSnapshot;
  settings: OpenedSettings;
  target: PushTarget;
}

/** One task's later change, sent to where the push put it (sync.ts). */
export interface SyncRun {
  /** The task as it is now. */
  task: SnapshotTask;
  snapshot: ProjectSnapshot;
  /** The task's id in the tool. */
  externalId: string;
  /** What else the push made (the list of a column, the board…). */
  linked(entity: string, localId: number): ExportLink | undefined;
  settings: OpenedSettings;
  /** One call; throws the delivery's failure (retryable or not) in words. */
  send(request: ProviderRequest): Promise<string>;
}

export interface ToolAdapter {
  name: IntegrationName;
  /** What to look at in Settings when the tool refuses the credentials. */
  credentialsHint: string;
  /** Credentials as sent in another form (Jira's Basic header), scrubbed from messages. */
  derivedSecrets?(settings: OpenedSettings): string[];
  /** The items the push goes through, existing or not. */
  count(snapshot: ProjectSnapshot): number;
  run(run: PushRun): Promise<void>;
  /** Sends a pushed task's title, column, due date and priority as they are now. */
  sync(run: SyncRun): Promise<void>;
}

export function stringSetting(settings: OpenedSettings, key: string): string {
  const value = settings[key];
  return typeof value === "string" ? value : "";
}

export function postJson(
  url: string | URL,
  headers: Record<string, string>,
  body: unknown,
): ProviderRequest {
  return {
    method: "POST",
    url: new URL(url),
    headers: { accept: "application/json", "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  };
}

export function sendJson(
  method: "PUT" | "PATCH",
  url: string | URL,
  headers: Record<string, string>,
  body: unknown,
): ProviderRequest {
  return { ...postJson(url, headers, body), method };
}

export function getJson(url: string | URL, headers: Record<string, string>): ProviderRequest {
  return { method: "GET", url: new URL(url), headers: { accept: "application/json", ...headers } };
}

type Priority = (typeof TASK_PRIORITIES)[number];

/** "high" → "High": how the tools name a priority. */
export function priorityName(priority: Priority): string {
  return `${priority.charAt(0).toUpperCase()}${priority.slice(1)}`;
}

/** How many checklist items the project has (the tools that make them one by one). */
export function checklistItems(snapshot: ProjectSnapshot): number {
  return snapshot.tasks.reduce((sum, task) => sum + task.checklist.length, 0);
}

/** Tasks that have a checklist. */
export function tasksWithChecklist(snapshot: ProjectSnapshot): number {
  return snapshot.tasks.filter((task) => task.checklist.length > 0).length;
}

/** A milestone's title by id, for the tools that show it as text. */
export function milestoneTitle(snapshot: ProjectSnapshot, id: number | null): string | undefined {
  return snapshot.milestones.find((milestone) => milestone.id === id)?.title;
}

/** The column's title on the board ("In Progress"), by its key. */
export function columnTitle(snapshot: ProjectSnapshot, key: string): string {
  return snapshot.columns.find((column) => column.key === key)?.title ?? key;
}
