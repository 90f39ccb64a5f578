import { z } from "zod";
import {
  listSearchText,
  optionalText,
  pageFields,
  recordId,
  requiredText,
  sortOrder,
  text,
  timestamp,
} from "./common.js";
import { PROJECT_STATUSES } from "./constants.js";
import { planType } from "./leads.js";

export const projectStatus = z.enum(PROJECT_STATUSES);

export const project = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  clientId: z.number().int().nullable(),
  consultantId: z.number().int().nullable(),
  status: projectStatus,
  planType,
  createdAt: timestamp,
  /**
   * When the project was archived; null while it is in use. An archived project is kept and
   * readable, out of the default lists, and read-only for everyone until restored (docs/projects.md).
   */
  archivedAt: timestamp.nullable(),
});
export type Project = z.infer<typeof project>;

export const projectIdParam = z.strictObject({ projectId: recordId });

export const createProjectInput = z.strictObject({
  name: requiredText(200),
  description: optionalText(5000),
  clientId: recordId.nullish(),
  consultantId: recordId.nullish(),
  status: projectStatus.default("active"),
  planType: planType.default("trial"),
});
export type CreateProjectInput = z.infer<typeof createProjectInput>;

export const updateProjectInput = z.strictObject({
  projectId: recordId,
  name: requiredText(200).optional(),
  description: optionalText(5000).optional(),
  clientId: recordId.nullable().optional(),
  consultantId: recordId.nullable().optional(),
  status: projectStatus.optional(),
  planType: planType.optional(),
});
export type UpdateProjectInput = z.infer<typeof updateProjectInput>;

/** Someone who works on a project, as its other members may see them: a name, no contact. */
export const projectMember = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(["admin", "consultant", "user"]),
  /** Their part in this project. */
  part: z.enum(["client", "consultant", "assignee"]),
});
export type ProjectMember = z.infer<typeof projectMember>;

export const PROJECT_SORTS = ["createdAt", "name", "status"] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/**
 * Which projects a list holds by their archive: `exclude` (the default: those in use), `include`
 * (both) or `only` (the archived ones).
 */
export const PROJECT_ARCHIVE_FILTERS = ["exclude", "include", "only"] as const;
export type ProjectArchiveFilter = (typeof PROJECT_ARCHIVE_FILTERS)[number];

/**
 * The query of every projects list (`GET /api/projects`, `/projects/consultant/{userId}`,
 * `/projects/client/{userId}`): all optional. Without any, the projects in use, newest first.
 * `q` matches the name or description (any case); the total before paging is answered in
 * `X-Total-Count`; the body stays a bare array.
 */
export const listProjectsFields = {
  q: listSearchText,
  status: projectStatus.optional(),
  archived: z
    .enum(PROJECT_ARCHIVE_FILTERS, { error: "must be exclude, include or only" })
    .default("exclude"),
  sort: z.enum(PROJECT_SORTS).default("createdAt"),
  order: sortOrder,
  ...pageFields,
};
export const listProjectsInput = z.strictObject(listProjectsFields).prefault({});
export type ListProjectsInput = z.input<typeof listProjectsInput>;
export type ListProjectsQuery = z.output<typeof listProjectsInput>;

/** A projects list of one person: `{ userId, ...the list's query }`. */
export const listOwnProjectsInput = z.strictObject({ userId: recordId, ...listProjectsFields });

/**
 * `DELETE /api/projects/{projectId}`: an empty project goes without more; one holding tasks only
 * with `confirm`, the project's name typed exactly (compared as typed, spaces at the ends aside).
 */
export const deleteProjectInput = z.strictObject({
  projectId: recordId,
  confirm: text().trim().max(200, { error: "must be at most 200 characters" }).optional(),
});
export type DeleteProjectInput = z.infer<typeof deleteProjectInput>;
