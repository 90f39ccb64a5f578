import { isPlanToken, planTokenParam, savedPlan } from "@cairn/schema/plans";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { hashPlanToken } from "./plan-token.js";
import { findPlanByTokenHash } from "./plans.repo.js";

/** One answer for a token that is malformed or unknown: nothing tells them apart. */
const notFound = () =>
  appError("NOT_FOUND", "This plan link is not valid. Check the link, or make a new plan.");

/**
 * `GET /api/plans/{token}`: a saved plan, for whoever holds its private link. The lookup is by
 * the token's hash, so plans cannot be listed or enumerated; a token of the wrong shape is a
 * 404 without a query.
 */
export const get = publicProcedure
  .meta({
    rest: { method: "GET", path: "/plans/{token}", summary: "A saved plan, by its private link" },
    access: access.anyone(),
  })
  .input(planTokenParam)
  .output(savedPlan)
  .query(async ({ ctx, input }) => {
    if (!isPlanToken(input.token)) throw notFound();
    const plan = await findPlanByTokenHash(ctx.db, hashPlanToken(input.token));
    if (!plan) throw notFound();
    const { id: _id, ...saved } = plan;
    return saved;
  });
