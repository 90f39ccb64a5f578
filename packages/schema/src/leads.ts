import { z } from "zod";
import { optionalText, recordId, requiredText, text, timestamp } from "./common.js";
import { LEAD_STATUSES, PLAN_TYPES, TEAM_SIZE_BANDS } from "./constants.js";

export const leadStatus = z.enum(LEAD_STATUSES);
export const planType = z.enum(PLAN_TYPES);
export const teamSizeBand = z.enum(TEAM_SIZE_BANDS, {
  error: `must be one of ${TEAM_SIZE_BANDS.join(", ")}`,
});

export const lead = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  teamSize: z.string().nullable(),
  planType,
  status: leadStatus,
  assignedTo: z.number().int().nullable(),
  createdAt: timestamp,
});
export type Lead = z.infer<typeof lead>;

/** The signup (free-trial) form (docs/product.md §2.3, §5). */
export const createLeadInput = z.strictObject({
  name: requiredText(200, "Name is required"),
  email: text({ error: "Please enter a valid email" })
    .trim()
    .max(254, { error: "must be at most 254 characters" })
    .pipe(z.email({ error: "Please enter a valid email" }))
    // The pipe hides the format from the input's JSON Schema; say it for openapi.json.
    .meta({ format: "email" }),
  company: optionalText(200),
  teamSize: z
    .union([teamSizeBand, z.literal("")])
    .nullish()
    .transform((value) => (value ? value : null)),
  planType: planType.default("trial"),
  // The signup form sends status 'new'; a visitor may not choose any other.
  status: z.literal("new", { error: "must be 'new' for a new lead" }).optional(),
});
export type CreateLeadInput = z.input<typeof createLeadInput>;

export const createLeadResult = z.object({ success: z.literal(true), lead });
export type CreateLeadResult = z.infer<typeof createLeadResult>;

export const assignLeadInput = z.strictObject({
  leadId: recordId,
  consultantId: recordId,
});
export type AssignLeadInput = z.infer<typeof assignLeadInput>;

export const updateLeadStatusInput = z.strictObject({
  leadId: recordId,
  status: z.enum(["contacted", "qualified", "won", "lost"]),
});
export type UpdateLeadStatusInput = z.infer<typeof updateLeadStatusInput>;

export const leadIdParam = z.strictObject({ leadId: recordId });

/** An administrator's answer to a person who asks to be forgotten: every lead with the e-mail. */
export const eraseLeadsInput = z.strictObject({
  email: text({ error: "Please enter a valid email" })
    .trim()
    .max(254, { error: "must be at most 254 characters" })
    .pipe(z.email({ error: "Please enter a valid email" }))
    .meta({ format: "email" }),
});
export type EraseLeadsInput = z.infer<typeof eraseLeadsInput>;

export const eraseLeadsResult = z.object({
  /** How many leads were erased, with the log lines that carried them. */
  erased: z.number().int().min(0),
});
export type EraseLeadsResult = z.infer<typeof eraseLeadsResult>;
