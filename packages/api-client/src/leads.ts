import { type CreateLeadInput, createLeadResult } from "@cairn/schema/leads";
import { apiRequest } from "./rest.js";

/**
 * The part of the lead-creation envelope the signup relies on: `success: true`. The lead it
 * carries is not read, so a field of it that an API of another version lacks must not turn a
 * signup that was saved into a failure (and a second lead when the visitor tries again).
 */
const leadCreated = createLeadResult.pick({ success: true });

/** The `error` of an answer's body, when it has one. */
function answeredError(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined;
  return typeof body.error === "string" ? body.error : undefined;
}

/**
 * `POST /api/leads`, the free-trial signup (docs/product.md §2.3, §7): resolves once the API says
 * the lead is saved. A refusal rejects with the API's `ApiError`; an OK answer without
 * `success: true` rejects with its `error`, or "Failed to create lead" (§7, lead-creation
 * envelope).
 */
export async function submitLead(lead: CreateLeadInput): Promise<void> {
  const response = await apiRequest("POST", "/api/leads", lead);
  const body: unknown = await response.json();
  const created = leadCreated.safeParse(body);
  if (!created.success) {
    throw new Error(answeredError(body) ?? "Failed to create lead", { cause: created.error });
  }
}
