import type { WizardRequest, WizardResult } from "@cairn/schema/wizard";
import { apiRequest } from "./rest.js";

/** `POST /api/ai-wizard/recommendations` (docs/product.md §2.5, §4): the plan for the answers. */
export async function requestWizardPlan(request: WizardRequest): Promise<WizardResult> {
  const response = await apiRequest("POST", "/api/ai-wizard/recommendations", request);
  return (await response.json()) as WizardResult;
}
