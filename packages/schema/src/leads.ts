import { z } from "zod";
import {
  listSearchText,
  optionalText,
  pageFields,
  queryId,
  recordId,
  requiredText,
  SORT_ORDERS,
  sortOrder,
  text,
  timestamp,
} from "./common.js";
import { LEAD_STATUSES, PLAN_TYPES, TEAM_SIZE_BANDS } from "./constants.js";
import { planToken, savedPlan } from "./plans.js";

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
  /** The saved wizard plan the visitor signed up with (`GET /api/leads/{leadId}` shows it). */
  planId: z.number().int().nullable(),
  /** Why the lead was lost (set when it moves to lost, cleared when it is reopened). */
  lostReason: z.string().nullable(),
  /** The project a won lead was converted into (docs/invitations.md). */
  projectId: z.number().int().nullable(),
  updatedAt: timestamp,
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
  /** The private token of a plan saved by the wizard (`POST /api/plans`): the lead keeps it. */
  planToken: planToken.optional(),
});
export type CreateLeadInput = z.input<typeof createLeadInput>;

export const createLeadResult = z.object({ success: z.literal(true), lead });
export type CreateLeadResult = z.infer<typeof createLeadResult>;

export const assignLeadInput = z.strictObject({
  leadId: recordId,
  consultantId: recordId,
});
export type AssignLeadInput = z.infer<typeof assignLeadInput>;

/** The statuses a lead can be moved to (new and assigned are where it starts). */
export const LEAD_MOVE_STATUSES = ["contacted", "qualified", "won", "lost"] as const;
export type LeadMoveStatus = (typeof LEAD_MOVE_STATUSES)[number];

export const LOST_REASON_REQUIRED = "Say why the lead was lost";

/** Why a lead was lost, as the lost move asks for it. */
export const lostReason = requiredText(1000, LOST_REASON_REQUIRED);

export const updateLeadStatusInput = z
  .strictObject({
    leadId: recordId,
    status: z.enum(LEAD_MOVE_STATUSES),
    /** Required when the status is lost (stored as the lead's lost reason); ignored otherwise. */
    reason: optionalText(1000),
  })
  .superRefine((value, context) => {
    if (value.status === "lost" && !value.reason) {
      context.addIssue({ code: "custom", path: ["reason"], message: LOST_REASON_REQUIRED });
    }
  });
export type UpdateLeadStatusInput = z.infer<typeof updateLeadStatusInput>;

export const leadIdParam = z.strictObject({ leadId: recordId });

export const LEAD_SORTS = ["createdAt", "name", "status", "company"] as const;
/** Shared by every sortable list (common.ts); still exported here for the leads' callers. */
export { SORT_ORDERS };

/**
 * `GET /api/leads`'s query: all optional. Without any, every lead newest first (as before).
 * `assignee` is a consultant's id or `unassigned`. The total matching count (before paging)
 * is answered in the `X-Total-Count` header; the body stays a bare array.
 */
export const listLeadsInput = z
  .strictObject({
    q: listSearchText,
    status: leadStatus.optional(),
    assignee: z
      .union([z.literal("unassigned"), queryId], {
        error: "must be a consultant's id or 'unassigned'",
      })
      .optional(),
    sort: z.enum(LEAD_SORTS).default("createdAt"),
    order: sortOrder,
    ...pageFields,
  })
  .prefault({});
export type ListLeadsInput = z.input<typeof listLeadsInput>;
export type ListLeadsQuery = z.output<typeof listLeadsInput>;

/** `GET /api/leads/{leadId}`: the lead, and the plan it came with (null without one). */
export const leadDetail = lead.extend({
  /** The assigned consultant's name (null when unassigned). */
  assigneeName: z.string().nullable(),
  plan: savedPlan.nullable(),
});
export type LeadDetail = z.infer<typeof leadDetail>;

export const LEAD_EVENT_KINDS = ["created", "assigned", "status", "converted"] as const;

/** Someone named on a timeline (null once their account is deleted, or for the public form). */
export const timelineActor = z.object({ id: z.number().int(), name: z.string() }).nullable();

/**
 * One line of a lead's timeline: an event (created, assigned, status, converted) or a note.
 * `detail` is the lost reason of a status event, the consultant's name of an assignment, or a
 * note's text.
 */
export const leadTimelineEntry = z.object({
  /** `event-<id>` or `note-<id>`: unique within the timeline. */
  id: z.string(),
  kind: z.enum([...LEAD_EVENT_KINDS, "note"]),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  detail: z.string().nullable(),
  actor: timelineActor,
  createdAt: timestamp,
});
export type LeadTimelineEntry = z.infer<typeof leadTimelineEntry>;

export const NOTE_MAX = 5000;

export const createLeadNoteInput = z.strictObject({
  leadId: recordId,
  body: requiredText(NOTE_MAX, "Write the note"),
});
export type CreateLeadNoteInput = z.input<typeof createLeadNoteInput>;

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
