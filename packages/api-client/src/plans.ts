import type { CreatePlanResult, SavedPlan } from "@cairn/schema/plans";
import type { WizardRequest } from "@cairn/schema/wizard";
import { apiRequest } from "./rest.js";

/**
 * `POST /api/plans`: the wizard's plan, made by the server and kept behind a private link. The
 * public site's wizard uses it instead of `requestWizardPlan`, so a plan is made once.
 */
export async function savePlan(request: WizardRequest): Promise<CreatePlanResult> {
  const response = await apiRequest("POST", "/api/plans", request);
  return (await response.json()) as CreatePlanResult;
}

/** `GET /api/plans/{token}`: a saved plan (404 `NOT_FOUND` for a link that is not valid). */
export async function fetchSavedPlan(token: string, signal?: AbortSignal): Promise<SavedPlan> {
  const response = await apiRequest("GET", `/api/plans/${encodeURIComponent(token)}`, undefined, {
    signal,
  });
  return (await response.json()) as SavedPlan;
}
