/**
 * Project documents made from the template library (docs/templates.md): a document is a
 * template's body filled in for one project, edited in Markdown; every save is a version, a
 * stale save is refused (409) with the newer version, and a document may be shared with the
 * project's client, who then reads it.
 */
import { z } from "zod";
import { pageFields, recordId, requiredText, text, timestamp } from "./common.js";
import { PLAN_LIMITS, type PlanId, planLimitMessage } from "./plan-limits.js";
import { task } from "./tasks.js";
import { templateIdValue, templateListEntry } from "./templates.js";

/** What the renderer writes for a field it cannot fill yet: `_(team size)_`. */
export const PLACEHOLDER = /_\(([^()\n]{1,60})\)_/g;

/** `_(team size)_` for the label "team size". */
export function placeholder(label: string): string {
  return `_(${label})_`;
}

export const projectDocumentSummary = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  templateId: z.string(),
  templateName: z.string(),
  title: z.string(),
  /** Raised by every save; an edit names the version it was based on. */
  version: z.number().int(),
  /** The project's client may read it. */
  shared: z.boolean(),
  /** Who saved the current version (a display name), if their account still exists. */
  updatedBy: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ProjectDocumentSummary = z.infer<typeof projectDocumentSummary>;

export const projectDocument = projectDocumentSummary.extend({ body: z.string() });
export type ProjectDocument = z.infer<typeof projectDocument>;

/** One saved version of a document: who saved it, when, and what it said. */
export const documentVersion = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  /** The version this one brought back, when it was a restore. */
  restoredFrom: z.number().int().nullable(),
  createdAt: timestamp,
});
export type DocumentVersion = z.infer<typeof documentVersion>;

export const documentIdParam = z.strictObject({ projectId: recordId, documentId: recordId });

export const listDocumentsInput = z.strictObject({ projectId: recordId, ...pageFields });

const BODY_MAX = 200_000;

/** `POST /api/projects/{projectId}/documents`: a template filled in for the project. */
export const createDocumentInput = z.strictObject({
  projectId: recordId,
  templateId: templateIdValue,
  /** Defaults to the template's name. */
  title: requiredText(200, "Title is required").optional(),
});
export type CreateDocumentInput = z.input<typeof createDocumentInput>;

/**
 * `PATCH …/documents/{documentId}`: a new title or body is a new version and needs the version
 * it was based on (`baseVersion`); sharing alone changes no text and needs none.
 */
export const updateDocumentInput = z
  .strictObject({
    projectId: recordId,
    documentId: recordId,
    baseVersion: z
      .number()
      .int()
      .min(1)
      // An integer column: a larger number could never be a version (and would not fit).
      .max(2_147_483_647, { error: "is not a valid version (too large)" })
      .optional(),
    title: requiredText(200, "Title is required").optional(),
    body: text()
      .max(BODY_MAX, { error: `must be at most ${BODY_MAX} characters` })
      .optional(),
    shared: z.boolean().optional(),
  })
  .refine(
    (input) =>
      input.baseVersion !== undefined || (input.title === undefined && input.body === undefined),
    { error: "is required to change the title or the body", path: ["baseVersion"] },
  );
export type UpdateDocumentInput = z.input<typeof updateDocumentInput>;

export const listVersionsInput = z.strictObject({
  projectId: recordId,
  documentId: recordId,
  ...pageFields,
});

export const restoreVersionInput = z.strictObject({
  projectId: recordId,
  documentId: recordId,
  versionId: recordId,
});

export const EXPORT_FORMATS = ["md", "docx"] as const;
export const exportDocumentInput = z.strictObject({
  projectId: recordId,
  documentId: recordId,
  format: z
    .enum(EXPORT_FORMATS, { error: `must be one of ${EXPORT_FORMATS.join(", ")}` })
    .default("md"),
});

/** A file to download, as tRPC answers it (REST sends the bytes themselves). */
export const fileDownload = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** The file's bytes, base64. */
  content: z.string(),
});
export type FileDownload = z.infer<typeof fileDownload>;

/** `POST …/documents/{documentId}/tasks`: its unticked checklist items become To Do tasks. */
export const createChecklistTasksInput = z.strictObject({
  projectId: recordId,
  documentId: recordId,
  /** The roadmap milestone the new tasks go under (one of the project's). */
  milestoneId: recordId.optional(),
});

export const checklistTasksResult = z.object({
  created: z.array(task),
  /** Items already made into tasks from this document before (not made again). */
  skipped: z.array(z.string()),
});
export type ChecklistTasksResult = z.infer<typeof checklistTasksResult>;

/** The checklist items of a document that are on the board already, as they are written. */
export const checklistItemsWithTasks = z.object({ items: z.array(z.string()) });

/** A Markdown checklist line: `- [ ] Book the room`, `* [x] Done`. */
const CHECKLIST_ITEM = /^\s{0,3}[-*+] \[( |x|X)\] +(.+?)\s*$/;

export interface ChecklistItem {
  text: string;
  done: boolean;
}

/** The checklist items of a Markdown text, in order (fenced code skipped). */
export function checklistItems(markdown: string): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  let fenced = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^\s{0,3}(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = CHECKLIST_ITEM.exec(line);
    if (match?.[2]) items.push({ text: match[2], done: match[1] !== " " });
  }
  return items;
}

/** The items a checklist turns into tasks: the unticked ones, each once. */
export function openChecklistItems(markdown: string): string[] {
  return [
    ...new Set(
      checklistItems(markdown)
        .filter((item) => !item.done)
        .map((item) => item.text),
    ),
  ];
}

/**
 * A checklist item as a task's title: Markdown's emphasis, code marks and links as their text,
 * a placeholder as its words in brackets, at most `max` characters.
 */
export function checklistTaskTitle(item: string, max = 200): string {
  const plain = item
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/_\(([^()\n]+)\)_/g, "($1)")
    .replace(/(\*\*|__|~~|`)/g, "")
    .replace(/(^|\s)[*_]([^*_\s][^*_]*?)[*_](?=\s|$|[.,;:!?])/g, "$1$2")
    .replace(/\\([\\`*_[\]<>|#])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/**
 * Whether one more document from `templateId` fits a project on its plan (docs/templates.md,
 * "Limits"): a Trial project holds documents from at most PLAN_LIMITS.trial.templatesPerProject
 * templates; another document from a template it already uses always fits.
 */
export function templateRoom(
  plan: PlanId,
  usedTemplateIds: readonly string[],
  templateId?: string,
): { fits: boolean; used: number; allowed: number | null; message: string } {
  const allowed = PLAN_LIMITS[plan].templatesPerProject;
  const used = new Set(usedTemplateIds).size;
  const already = templateId !== undefined && usedTemplateIds.includes(templateId);
  const fits = already || allowed === null || used < allowed;
  return { fits, used, allowed, message: templatesLimitMessage(plan) };
}

/** "The Free Trial plan includes 3 templates per project. Upgrade to Pro for more." */
export function templatesLimitMessage(plan: PlanId): string {
  const allowed = PLAN_LIMITS[plan].templatesPerProject;
  return planLimitMessage(plan, templatesLimitWhat(allowed), (limits) => {
    const more = limits.templatesPerProject;
    return more === null || (allowed !== null && more > allowed);
  });
}

/** What requireRoom says a plan includes: "includes 3 templates per project". */
export function templatesLimitWhat(allowed: number | null): string {
  return allowed === null
    ? "includes any number of templates per project"
    : `includes ${allowed} template${allowed === 1 ? "" : "s"} per project`;
}

/**
 * `GET /api/projects/{projectId}/recommended-templates`: the templates the plan the project was
 * made from recommends, in the plan's order, each with the document already made from it.
 */
export const recommendedTemplate = templateListEntry.extend({
  /** The project's document made from it, if one was. */
  documentId: z.number().int().nullable(),
});
export type RecommendedTemplate = z.infer<typeof recommendedTemplate>;
