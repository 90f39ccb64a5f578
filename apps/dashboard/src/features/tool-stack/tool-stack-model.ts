/**
 * The tool-stack tab's words and rules, apart from its screens: which integration each tool is,
 * whether it can be used now, what a push asks for in each tool, the import formats, and a job's
 * title in words.
 */
import type { Integration } from "@cairn/schema/integrations";
import type { Job } from "@cairn/schema/jobs";
import type { ImportField, ImportSource, PushTool } from "@cairn/schema/tool-stack";

/** Each tool by its slug: the integration's name, as GET /api/integrations answers it. */
export const TOOL_NAMES: Readonly<Record<PushTool, string>> = {
  trello: "Trello",
  jira: "Jira",
  asana: "Asana",
  clickup: "ClickUp",
  notion: "Notion",
  "monday-com": "Monday.com",
};

export const TOOL_ORDER: readonly PushTool[] = [
  "trello",
  "jira",
  "asana",
  "clickup",
  "notion",
  "monday-com",
];

/**
 * Who gets the Tool stack tab: what the API lets change the project (docs/tool-stack.md) — an
 * admin, or the consultant who leads it; never its client, nor another consultant.
 */
export function canUseToolStack(
  role: "admin" | "consultant" | "client",
  userId: number,
  project: { consultantId: number | null } | undefined,
): boolean {
  if (role === "admin") return true;
  return role === "consultant" && project !== undefined && project.consultantId === userId;
}

/** What the push makes in each tool, for the card under its name. */
export const TOOL_MAKES: Readonly<Record<PushTool, string>> = {
  trello: "A board with a list per column and a card per task.",
  jira: "An epic per milestone and an issue per task, in a Jira project.",
  asana: "A project with a section per column and a task per task.",
  clickup: "A folder with a list and a task per task, in a space.",
  notion: "A database with a page per task, under a page.",
  "monday-com": "A board with a group per column and an item per task.",
};

/** Whether a push can start: the integration is on and has its settings (docs/tool-push.md). */
export type ToolReadiness =
  | { ready: true; warning: string | null }
  | { ready: false; reason: string };

export function toolReadiness(integration: Integration | undefined, tool: PushTool): ToolReadiness {
  const name = TOOL_NAMES[tool];
  if (!integration) return { ready: false, reason: `${name} is not available on this server.` };
  switch (integration.state) {
    case "off":
      return {
        ready: false,
        reason: `${name} is switched off. An administrator can switch it on.`,
      };
    case "not_configured":
      return {
        ready: false,
        reason: `${name} is not configured yet. An administrator can add its settings.`,
      };
    case "failing":
      return {
        ready: true,
        // The stored error is a sentence of its own: its full stop ends this one too ("(DNS).").
        warning: `The last check of ${name} failed${integration.lastError ? `: ${integration.lastError.replace(/\.$/, "")}` : ""}.`,
      };
    case "unchecked":
      return { ready: true, warning: null };
    case "connected":
      return { ready: true, warning: null };
  }
}

export function integrationOf(
  list: readonly Integration[] | undefined,
  tool: PushTool,
): Integration | undefined {
  return list?.find((integration) => integration.slug === tool);
}

export const IMPORT_SOURCE_LABELS: Readonly<Record<ImportSource, string>> = {
  "trello-json": "Trello board (JSON export)",
  "jira-csv": "Jira (CSV export)",
  "asana-csv": "Asana (CSV export)",
  csv: "Other CSV",
};

/** What the file picker accepts for each format. */
export const IMPORT_ACCEPT: Readonly<Record<ImportSource, string>> = {
  "trello-json": ".json,application/json",
  "jira-csv": ".csv,text/csv",
  "asana-csv": ".csv,text/csv",
  csv: ".csv,text/csv",
};

/** The type the file is sent as when the browser names none. */
export const IMPORT_CONTENT_TYPES: Readonly<Record<ImportSource, string>> = {
  "trello-json": "application/json",
  "jira-csv": "text/csv",
  "asana-csv": "text/csv",
  csv: "text/csv",
};

/** The Cairn fields of a generic CSV's mapping, in words. */
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportField, string>> = {
  externalId: "ID (to skip rows already imported)",
  title: "Title",
  description: "Description",
  status: "Status (column)",
  priority: "Priority",
  assignee: "Assignee (e-mail or name)",
  dueDate: "Due date",
  labels: "Labels",
};

/** A job's title in words: "Set up in Trello", "Import: Jira (CSV export)". */
export function jobTitle(job: Pick<Job, "kind" | "target">): string {
  if (job.kind === "export") {
    const name = TOOL_NAMES[job.target as PushTool] ?? job.target;
    return `Set up in ${name}`;
  }
  const label = IMPORT_SOURCE_LABELS[job.target as ImportSource] ?? job.target;
  return `Import: ${label}`;
}

/** The tool a job's report links into, when it is a push. */
export function jobToolName(job: Pick<Job, "kind" | "target">): string | undefined {
  return job.kind === "export" ? TOOL_NAMES[job.target as PushTool] : undefined;
}
