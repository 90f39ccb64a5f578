/**
 * A project's intake (docs/intake.md): requests for work, sent from the project's own form in
 * the app or from its public link (which staff switch on and off), land in triage, where the
 * consultant accepts one (it becomes a task), merges it into a task that already covers it, or
 * declines it with a reason its requester sees.
 */
import { z } from "zod";
import { optionalText, recordId, requiredText, text, timestamp } from "./common.js";
import { task } from "./tasks.js";

export const INTAKE_STATUSES = ["new", "accepted", "merged", "declined"] as const;
export const intakeStatus = z.enum(INTAKE_STATUSES);
export type IntakeStatus = z.infer<typeof intakeStatus>;

/** Where a request came from: the project's form in the app, or its public link. */
export const INTAKE_SOURCES = ["app", "link"] as const;
export type IntakeSource = (typeof INTAKE_SOURCES)[number];

export const MAX_INTAKE_TITLE = 200;
export const MAX_INTAKE_TEXT = 5000;
export const MAX_DECLINE_REASON = 1000;

export const intakeRequest = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  source: z.enum(INTAKE_SOURCES),
  /** The account that asked, for a request from the app. */
  requesterId: z.number().int().nullable(),
  requesterName: z.string(),
  /** A public requester's address: answered to the project's staff only, else null. */
  requesterEmail: z.string().nullable(),
  status: intakeStatus,
  /** Why it was declined, for its requester. */
  reason: z.string().nullable(),
  /** The task it became or was merged into (null once that task is deleted). */
  taskId: z.number().int().nullable(),
  taskTitle: z.string().nullable(),
  decidedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type IntakeRequest = z.infer<typeof intakeRequest>;

/** `GET /projects/{projectId}/intake`: the project's requests, the new ones first. */
export const intakeList = z.object({
  projectId: z.number().int(),
  requests: z.array(intakeRequest),
});
export type IntakeList = z.infer<typeof intakeList>;

const title = requiredText(MAX_INTAKE_TITLE, "Say what you need");
const description = optionalText(MAX_INTAKE_TEXT);

export const createIntakeInput = z.strictObject({ projectId: recordId, title, description });
export type CreateIntakeInput = z.input<typeof createIntakeInput>;

export const intakeRequestParam = z.strictObject({ projectId: recordId, requestId: recordId });

export const mergeIntakeInput = intakeRequestParam.extend({ taskId: recordId });

export const declineIntakeInput = intakeRequestParam.extend({
  reason: requiredText(MAX_DECLINE_REASON, "Say why, for the person who asked"),
});

/** What a decision answers: the request as it now is, and the task it became (accept). */
export const intakeDecision = z.object({ request: intakeRequest, task: task.nullable() });
export type IntakeDecision = z.infer<typeof intakeDecision>;

/** The public link of a project's form: its token while it is switched on. */
export const intakeLink = z.object({
  projectId: z.number().int(),
  enabled: z.boolean(),
  /** The form's address is `/intake/{token}` on the public site. */
  token: z.string().nullable(),
});
export type IntakeLink = z.infer<typeof intakeLink>;

export const setIntakeLinkInput = z.strictObject({ projectId: recordId, enabled: z.boolean() });

/**
 * A link's or a receipt's token as sent. Cairn makes them of 43 URL-safe characters; the API
 * answers any other the same 404 as an unknown one, without a query.
 */
export const intakeToken = text().trim().max(100);

export const intakeFormParam = z.strictObject({ token: intakeToken });

/** `GET /intake-forms/{token}`: what the public form shows above its fields. */
export const intakeForm = z.object({ projectName: z.string() });

export const submitIntakeInput = z.strictObject({
  token: intakeToken,
  name: requiredText(200, "Name is required"),
  email: text({ error: "Please enter a valid email" })
    .trim()
    .max(254, { error: "must be at most 254 characters" })
    .pipe(z.email({ error: "Please enter a valid email" }))
    .meta({ format: "email" }),
  title,
  description,
});
export type SubmitIntakeInput = z.input<typeof submitIntakeInput>;

/** What a public requester keeps: the private address of their request's status. */
export const intakeReceipt = z.object({ receipt: z.string() });

export const intakeReceiptParam = z.strictObject({ receipt: intakeToken });

/** `GET /intake-receipts/{receipt}`: a public request as its requester follows it. */
export const intakeReceiptStatus = z.object({
  projectName: z.string(),
  title: z.string(),
  status: intakeStatus,
  reason: z.string().nullable(),
  taskTitle: z.string().nullable(),
  createdAt: timestamp,
  decidedAt: timestamp.nullable(),
});
export type IntakeReceiptStatus = z.infer<typeof intakeReceiptStatus>;
