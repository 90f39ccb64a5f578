/**
 * The AI PMO Setup Wizard's state (docs/product.md §2.5, §4 Wizard, §5): four input steps and a results
 * step, the progress shown for each, and the request built from the answers.
 */

import {
  EXPERIENCE_LEVELS,
  WIZARD_INPUT_STEPS,
  WIZARD_LIST_DEFAULTS,
} from "@cairn/schema/constants";
import type { WizardRequest, WizardResult } from "@cairn/schema/wizard";

export { EXPERIENCE_LEVELS, WIZARD_INPUT_STEPS };
export const RESULTS_STEP = WIZARD_INPUT_STEPS + 1;

export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export interface WizardAnswers {
  /** As typed in the number input; read as an integer when the plan is requested. */
  teamSize: string;
  industry: string;
  currentTools: string[];
  painPoints: string[];
  goals: string[];
  userRole: string;
  experienceLevel: ExperienceLevel;
}

/** The request and the plan are the API's own types (`@cairn/schema/wizard`). */
export type { WizardRequest };
export type WizardPlan = WizardResult;

/** What an empty list becomes in the request (docs/product.md §5). */
export type WizardListDefaults = { readonly [K in keyof typeof WIZARD_LIST_DEFAULTS]: string };

export const DEFAULT_LIST_DEFAULTS: WizardListDefaults = WIZARD_LIST_DEFAULTS;

export const DEFAULT_TEAM_SIZE = 5;

export interface WizardState {
  step: number;
  answers: WizardAnswers;
  plan: WizardPlan | null;
}

export function initialWizardState(): WizardState {
  return {
    step: 1,
    plan: null,
    answers: {
      teamSize: String(DEFAULT_TEAM_SIZE),
      industry: "",
      currentTools: [],
      painPoints: [],
      goals: [],
      userRole: "",
      experienceLevel: "intermediate",
    },
  };
}

export type WizardAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "answer"; answers: Partial<WizardAnswers> }
  | { type: "toggle"; list: "currentTools" | "painPoints" | "goals"; item: string }
  | { type: "planReady"; plan: WizardPlan }
  | { type: "reset" };

/** Adds the item to the list, or removes it when it is there already. */
export function toggleItem(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "next":
      // Steps 1 to 3 have no blocking checks; step 4 moves on only with a plan.
      return state.step < WIZARD_INPUT_STEPS ? { ...state, step: state.step + 1 } : state;
    case "previous":
      return state.step > 1 && state.step <= WIZARD_INPUT_STEPS
        ? { ...state, step: state.step - 1 }
        : state;
    case "answer":
      return { ...state, answers: { ...state.answers, ...action.answers } };
    case "toggle":
      return {
        ...state,
        answers: {
          ...state.answers,
          [action.list]: toggleItem(state.answers[action.list], action.item),
        },
      };
    case "planReady":
      return { ...state, plan: action.plan, step: RESULTS_STEP };
    case "reset":
      return initialWizardState();
  }
}

/** The progress bar's value in percent: step/4, and 100 on the results step. */
export function wizardProgress(step: number): number {
  return step >= RESULTS_STEP ? 100 : Math.round((step / WIZARD_INPUT_STEPS) * 100);
}

/** The label beside the progress bar: 'Step n of 4', or 'Complete' on the results step. */
export function wizardStepLabel(step: number): string {
  return step >= RESULTS_STEP ? "Complete" : `Step ${step} of ${WIZARD_INPUT_STEPS}`;
}

/** The industry is the one answer required before a plan is requested (docs/product.md §5). */
export function canGenerate(answers: WizardAnswers): boolean {
  return answers.industry.trim() !== "";
}

/** The request sent for the plan: team size as an integer, empty lists given their defaults. */
export function buildWizardRequest(
  answers: WizardAnswers,
  defaults: WizardListDefaults = DEFAULT_LIST_DEFAULTS,
): WizardRequest {
  const teamSize = Number.parseInt(answers.teamSize, 10);
  const listOr = (list: string[], fallback: string) => (list.length > 0 ? list : [fallback]);
  const userRole = answers.userRole.trim();
  return {
    teamSize: Number.isNaN(teamSize) ? DEFAULT_TEAM_SIZE : teamSize,
    industry: answers.industry.trim(),
    currentTools: listOr(answers.currentTools, defaults.currentTools),
    painPoints: listOr(answers.painPoints, defaults.painPoints),
    goals: listOr(answers.goals, defaults.goals),
    ...(userRole ? { userRole } : {}),
    experienceLevel: answers.experienceLevel,
  };
}
