import { z } from "zod";
import { optionalText, recordId, requiredText, timestamp } from "./common.js";
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
