/**
 * Invitations (docs/invitations.md): a single-use link, valid 7 days, where a person chooses
 * their password and lands signed in. The link's token is 32 random bytes in base64url.
 */
import { z } from "zod";
import { isDateInRange, recordId, text, timestamp } from "./common.js";
import { planType } from "./leads.js";
import { project } from "./projects.js";
import { createUserInput, newPassword, user, username } from "./users.js";

/** How long a link stays valid. */
export const INVITATION_DAYS = 7;

/** Where the dashboard opens an invitation: `/invitation/<token>`. */
export const INVITATION_PATH = "/invitation";

/** 43 base64url characters; anything else cannot be one of ours (answered 404, not 400). */
export const invitationToken = text({ error: "is required" }).min(1).max(200);

export const invitationTokenParam = z.strictObject({ token: invitationToken });

/** What the invitation page shows before the password is chosen. */
export const invitationInfo = z.object({
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  expiresAt: timestamp,
});
export type InvitationInfo = z.infer<typeof invitationInfo>;

export const acceptInvitationInput = z.strictObject({
  token: invitationToken,
  password: newPassword,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

/**
 * A new invitation as its sender sees it: the link to copy when Cairn sends no e-mail
 * (`emailed` false), or only that it went out (`emailed` true, and `url` is null: the link is
 * for the invited person's eyes).
 */
export const invitationLink = z.object({
  url: z.string().nullable(),
  expiresAt: timestamp,
  emailed: z.boolean(),
  /** Where the e-mail went, when it did. */
  email: z.string(),
});
export type InvitationLink = z.infer<typeof invitationLink>;

/** An account created without a password: its owner chooses one through the invitation. */
export const inviteUserInput = createUserInput.omit({ password: true });
export type InviteUserInput = z.input<typeof inviteUserInput>;

export const invitedUser = z.object({ user, invitation: invitationLink });
export type InvitedUser = z.infer<typeof invitedUser>;

/** A day as `YYYY-MM-DD`. */
const day = z.iso
  .date({ error: "must be a date such as 2026-12-31" })
  .refine(isDateInRange, { error: "must be a date in the years 1900 to 9999" });

export const CONVERT_PLANS = ["lead", "standard", "empty"] as const;

/** Converting a won lead into a client account, a project and an invitation. */
export const convertLeadInput = z.strictObject({
  leadId: recordId,
  /** Default: made from the lead's e-mail address. */
  username: username.optional(),
  projectName: text({ error: "is required" })
    .trim()
    .min(1, { error: "is required" })
    .max(200, { error: "must be at most 200 characters" }),
  /**
   * `lead`: the plan the visitor signed up with; `standard`: the planner's plan for the lead's
   * team size; `empty`: no roadmap.
   */
  plan: z.enum(CONVERT_PLANS, { error: "must be lead, standard or empty" }),
  /** The day the roadmap counts from; default today (UTC). */
  startDate: day.optional(),
  /**
   * The plan the client bought (its roadmap's length: 7, 30 or 60 days); default the plan the
   * lead signed up for.
   */
  planType: planType.optional(),
});
export type ConvertLeadInput = z.input<typeof convertLeadInput>;

export const convertLeadResult = z.object({
  project: project.extend({ planId: z.number().int().nullable(), startDate: z.string() }),
  user,
  invitation: invitationLink,
});
export type ConvertLeadResult = z.infer<typeof convertLeadResult>;
