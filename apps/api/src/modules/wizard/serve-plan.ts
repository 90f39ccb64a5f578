/**
 * The plan a visitor receives: the deterministic plan, enriched by the AI provider when one is
 * configured and its answer passes every check. A failed enrichment is logged (app log and
 * system log, without the API key) and the deterministic plan is served.
 */
import type { WizardRequest, WizardResult } from "@cairn/schema/wizard";
import type { Context } from "../../core/context.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { enrichPlan } from "./enrichment.js";
import { makePlan, planToResult } from "./planner.js";
import { PROVIDER_TIMEOUT_MS } from "./provider-settings.js";

export type PlanSource = "deterministic" | "enriched";

/** Only the host: a base URL may carry credentials in its user-info part. */
function providerHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return "invalid URL";
  }
}

export async function servePlan(
  ctx: Context,
  input: WizardRequest,
): Promise<{ result: WizardResult; source: PlanSource }> {
  const plan = makePlan(input);
  const deterministic = planToResult(plan);
  const ai = ctx.config.ai;
  if (!ai) return { result: deterministic, source: "deterministic" };

  const outcome = await enrichPlan(deterministic, plan.answers, {
    ai,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  });
  if (outcome.ok) return { result: outcome.result, source: "enriched" };

  const metadata = { reason: outcome.reason, model: ai.model, provider: providerHost(ai.baseUrl) };
  ctx.req.log.warn(
    metadata,
    "AI enrichment of a wizard plan failed; serving the deterministic plan",
  );
  await writeSystemLog(ctx.db, {
    level: "warn",
    module: "wizard",
    message: `AI enrichment failed (${outcome.reason}); the deterministic plan was served`,
    metadata,
  });
  return { result: deterministic, source: "deterministic" };
}
