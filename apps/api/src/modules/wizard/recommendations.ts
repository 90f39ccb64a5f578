import { wizardInput, wizardResult } from "@cairn/schema/wizard";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { servePlan } from "./serve-plan.js";
import { enforceWizardLimit } from "./wizard-rate-limit.js";

/**
 * The setup wizard's plan (docs/product.md §2.5, §3.3). Public and rate-limited per IP; the limit is
 * checked before the input is parsed, so invalid requests count too.
 */
export const recommendations = publicProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/ai-wizard/recommendations",
      summary: "The AI PMO setup plan for a team's answers (20 requests a minute per IP)",
      plainMessages: true,
    },
    access: access.anyone(),
  })
  .use(async ({ ctx, next }) => {
    await enforceWizardLimit(ctx);
    return next();
  })
  .input(wizardInput)
  .output(wizardResult)
  .mutation(async ({ ctx, input }) => {
    const { result, source } = await servePlan(ctx, input);
    // Tells operators (and tests) whether the provider's text was used; the body is the same shape.
    ctx.reply.header("x-cairn-plan-source", source);
    return result;
  });
