import { createPlanInput, createPlanResult, planPath } from "@cairn/schema/plans";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { engineVersion } from "../wizard/engine-version.js";
import { servePlan } from "../wizard/serve-plan.js";
import { enforceWizardLimit } from "../wizard/wizard-rate-limit.js";
import { hashPlanToken, newPlanToken } from "./plan-token.js";
import { insertPlan } from "./plans.repo.js";

/**
 * `POST /api/plans`: the wizard's plan, made and kept. The body is the wizard's answers; the
 * server makes the plan itself (a plan sent by a client is never stored), with the same
 * enrichment the wizard serves, so the stored plan is exactly what the visitor sees. It counts
 * against the wizard's own limit (20 a minute per network, checked before the input is read).
 * The token is answered once; only its SHA-256 is stored.
 */
export const create = publicProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/plans",
      summary: "Make the setup wizard's plan and keep it behind a private link",
      status: 201,
    },
    access: access.anyone(),
  })
  .use(async ({ ctx, next }) => {
    await enforceWizardLimit(ctx);
    return next();
  })
  .input(createPlanInput)
  .output(createPlanResult)
  .mutation(async ({ ctx, input }) => {
    const { result, source } = await servePlan(ctx, input);
    ctx.reply.header("x-cairn-plan-source", source);
    const token = newPlanToken();
    const saved = await insertPlan(ctx.db, {
      tokenHash: hashPlanToken(token),
      answers: input,
      plan: result,
      engineVersion: engineVersion(source),
      createdAt: ctx.now(),
    });
    return { token, url: planPath(token), plan: result, createdAt: saved.createdAt };
  });
