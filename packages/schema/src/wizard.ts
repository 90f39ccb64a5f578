import { z } from "zod";
import { text } from "./common.js";
import { EXPERIENCE_LEVELS, TEAM_SIZE, TEAM_SIZE_MESSAGE } from "./constants.js";

const option = text().trim().min(1).max(100, { error: "must be at most 100 characters" });
const optionList = z.array(option).max(20, { error: "must list at most 20 items" }).default([]);

const teamSize = z.coerce
  .number({ error: TEAM_SIZE_MESSAGE })
  .int({ error: TEAM_SIZE_MESSAGE })
  .min(TEAM_SIZE.min, { error: TEAM_SIZE_MESSAGE })
  .max(TEAM_SIZE.max, { error: TEAM_SIZE_MESSAGE });

/** The wizard request (docs/product.md §3.3, validation of §5). */
export const wizardInput = z.strictObject({
  teamSize: teamSize.default(5),
  industry: text({ error: "Please select an industry before proceeding." })
    .trim()
    .min(1, { error: "Please select an industry before proceeding." })
    .max(100, { error: "must be at most 100 characters" }),
  currentTools: optionList,
  painPoints: optionList,
  goals: optionList,
  userRole: text().trim().max(100).optional(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).default("intermediate"),
});
export type WizardInput = z.input<typeof wizardInput>;
/** The request after validation: trimmed, defaults applied (teamSize 5, experience intermediate). */
export type WizardRequest = z.output<typeof wizardInput>;

export const setupPhase = z.object({
  phase: z.string(),
  duration: z.string(),
  tasks: z.array(z.string()),
});

/** The wizard answer, exactly the shape of docs/product.md §3.3. */
export const wizardResult = z.object({
  recommendations: z.object({
    tools: z.array(z.string()),
    processes: z.array(z.string()),
    templates: z.array(z.string()),
  }),
  setup_plan: z.array(setupPhase),
  next_steps: z.array(z.string()),
});
export type WizardResult = z.infer<typeof wizardResult>;

/** One entry of the SOP and template catalogue (docs/product.md §1: 150+), as `GET /api/templates` lists it. */
export const templateEntry = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  purpose: z.string(),
});
export type TemplateEntry = z.infer<typeof templateEntry>;
