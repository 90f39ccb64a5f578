import { z } from "zod";
import { timestamp } from "./common.js";
import { EXPERIENCE_LEVELS } from "./constants.js";
import { wizardInput, wizardResult } from "./wizard.js";

/**
 * A saved plan's private token: 32 random bytes in base64url, so exactly 43 characters of
 * `A-Z a-z 0-9 - _`. Anything else cannot be a token and is answered 404 without a lookup.
 */
export const PLAN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isPlanToken(value: string): boolean {
  return PLAN_TOKEN_PATTERN.test(value);
}

/** A plan token as an input: the shape only (the server looks up its hash). */
export const planToken = z
  .string({ error: "must be a plan link's token" })
  .regex(PLAN_TOKEN_PATTERN, { error: "must be a plan link's token (43 characters)" });

/** `POST /api/plans`: exactly the wizard's answers; the server makes the plan itself. */
export const createPlanInput = wizardInput;
export type CreatePlanInput = z.input<typeof createPlanInput>;

/** The answers as stored: the wizard's request after validation (defaults applied). */
export const planAnswers = z.object({
  teamSize: z.number().int(),
  industry: z.string(),
  currentTools: z.array(z.string()),
  painPoints: z.array(z.string()),
  goals: z.array(z.string()),
  userRole: z.string().optional(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
});
export type PlanAnswers = z.infer<typeof planAnswers>;

export const createPlanResult = z.object({
  /** The private token: shown once, never stored (only its SHA-256 is). */
  token: z.string(),
  /** The public site's page of the plan: `/plan/<token>`. */
  url: z.string(),
  plan: wizardResult,
  createdAt: timestamp,
});
export type CreatePlanResult = z.infer<typeof createPlanResult>;

export const planTokenParam = z.strictObject({ token: z.string().max(200) });

export const savedPlan = z.object({
  answers: planAnswers,
  plan: wizardResult,
  /** The planner's version (and whether the AI provider reworded it) that made the plan. */
  engineVersion: z.string(),
  createdAt: timestamp,
});
export type SavedPlan = z.infer<typeof savedPlan>;

/** The public page of a saved plan. */
export function planPath(token: string): string {
  return `/plan/${token}`;
}
