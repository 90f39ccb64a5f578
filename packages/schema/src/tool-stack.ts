/**
 * Tool-stack setup (docs/tool-stack.md): pushing a project into a team's own tool, and importing
 * another tool's export into a project. Both run as background jobs (jobs.ts); what is shared
 * here is what a client sends to start one and what a dry run of an import answers.
 */
import { z } from "zod";
import { queryBoolean, recordId, text } from "./common.js";
import { COLUMN_KEYS, TASK_PRIORITIES } from "./constants.js";

/** The tools a project can be set up in, by the slug of their integration. */
export const PUSH_TOOLS = ["trello", "jira", "asana", "clickup", "notion", "monday-com"] as const;
export type PushTool = (typeof PUSH_TOOLS)[number];

/**
 * `POST /api/projects/{projectId}/exports/{slug}`: start (or answer the running) push of the
 * project into the tool. The tool's credentials and defaults come from its saved settings; the
 * body says what the settings cannot:
 * - Jira: the key of the Jira project the issues go into (required), and their issue type;
 * - ClickUp, Asana, Monday.com: the space or workspace, when the settings name none;
 * - Notion: the page the database is made under, when the settings name none.
 */
export const pushStartInput = z.strictObject({
  projectId: recordId,
  slug: z.enum(PUSH_TOOLS, { error: `must be one of ${PUSH_TOOLS.join(", ")}` }),
  jiraProjectKey: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{1,9}$/, {
      error: "must be a Jira project key: 2 to 10 capital letters, digits or _, such as PMO",
    })
    .optional(),
  jiraIssueType: text().trim().min(1).max(60).optional(),
  clickupSpaceId: z
    .string()
    .regex(/^\d{1,20}$/, { error: "must be a number" })
    .optional(),
  asanaWorkspaceId: z
    .string()
    .regex(/^\d{1,20}$/, { error: "must be a number" })
    .optional(),
  mondayWorkspaceId: z
    .string()
    .regex(/^\d{1,20}$/, { error: "must be a number" })
    .optional(),
  notionParentPageId: z
    .string()
    .regex(/^[0-9a-f]{32}$|^[0-9a-f-]{36}$/i, { error: "must be a Notion page id (32 hex digits)" })
    .optional(),
});
export type PushStartInput = z.infer<typeof pushStartInput>;

/** The formats a project can import. */
export const IMPORT_SOURCES = ["trello-json", "jira-csv", "asana-csv", "csv"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The largest file an import takes: 20 MiB. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/** The Cairn fields a generic CSV's columns can be mapped to (`title` is required). */
export const IMPORT_FIELDS = [
  "externalId",
  "title",
  "description",
  "status",
  "priority",
  "assignee",
  "dueDate",
  "labels",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** For a generic CSV: which column (by its header) holds each Cairn field. */
export const importMapping = z
  .partialRecord(z.enum(IMPORT_FIELDS), text().trim().min(1).max(200))
  .refine((mapping) => mapping.title !== undefined, {
    error: "must name the column that holds the title",
  });
export type ImportMapping = z.infer<typeof importMapping>;

/**
 * `POST /api/projects/{projectId}/imports?source=…&name=…`: the body is the file itself (as for
 * attachments). `dryRun=true` reads it and answers the preview without writing anything; a
 * generic CSV needs `mapping` (JSON, in the query) except in a dry run, which proposes one.
 */
export const importStartInput = z.strictObject({
  projectId: recordId,
  source: z.enum(IMPORT_SOURCES, { error: `must be one of ${IMPORT_SOURCES.join(", ")}` }),
  name: text().trim().min(1).max(200),
  dryRun: queryBoolean.optional(),
  mapping: z
    .union([
      importMapping,
      z
        .string()
        .transform((value, context) => {
          try {
            return JSON.parse(value) as unknown;
          } catch {
            context.addIssue({ code: "custom", message: "must be a JSON object" });
            return z.NEVER;
          }
        })
        .pipe(importMapping),
    ])
    .optional(),
});
export type ImportStartInput = z.infer<typeof importStartInput>;

/** One row as it would be imported (the first rows of a dry run). */
export const importPreviewRow = z.object({
  /** 1-based, as a spreadsheet numbers the data rows (the header is not counted). */
  row: z.number().int(),
  externalId: z.string().nullable(),
  title: z.string(),
  column: z.enum(COLUMN_KEYS),
  priority: z.enum(TASK_PRIORITIES),
  assignee: z.string().nullable(),
  dueDate: z.string().nullable(),
  labels: z.array(z.string()),
});

export const importRowError = z.object({
  row: z.number().int(),
  /** The field or column at fault, when there is one. */
  field: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/** What a dry run answers: nothing is written. */
export const importPreview = z.object({
  source: z.enum(IMPORT_SOURCES),
  /** A generic CSV's headers, for the mapping step (empty for the other formats). */
  headers: z.array(z.string()),
  /** The mapping used: the one sent, or the one proposed from the headers. */
  mapping: z.partialRecord(z.enum(IMPORT_FIELDS), z.string()),
  rows: z.number().int(),
  firstRows: z.array(importPreviewRow),
  errors: z.array(importRowError),
  /**
   * What rows are imported with, not refused for: a date Cairn cannot read (the task comes
   * without one), a status with no column of its own (the task goes to To Do).
   */
  notes: z.array(importRowError),
  /** E-mail addresses or names of people with no Cairn account: their tasks stay unassigned. */
  unknownPeople: z.array(z.string()),
  /** Rows already imported from this file (a second import skips them). */
  alreadyImported: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreview>;

/**
 * What the token saved for each tool must be allowed to do for a push (docs/tool-push.md), in
 * words the settings dialog shows beside the credentials.
 */
export const PUSH_SCOPES: Readonly<Record<PushTool, string>> = {
  trello:
    "A token authorised with the read and write scopes (scope=read,write) for the API key: it creates a board, its lists, labels, cards and checklists.",
  jira: "An API token of an account that may browse the Jira project and create issues in it (the Create Issues project permission), Epics included; the priority and due date fields must be on the create screen.",
  asana:
    "A personal access token of a member of the workspace (full access: personal access tokens have no narrower scopes); in an organisation, a workspace where members may create projects without a team.",
  clickup:
    "A personal API token (pk_…) of a member of the space who may create lists and tasks in it.",
  notion:
    "An internal integration with the Read content, Update content and Insert content capabilities, and the parent page shared with it (… → Connections).",
  "monday-com":
    "A personal API token (or an app's token with the boards:write scope) of a member who may create boards in the workspace.",
};
