import { createdToken, createTokenInput } from "@cairn/schema/api-tokens";
import { PLAN_NAMES } from "@cairn/schema/plan-limits";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { TOKEN_PLANS } from "../../core/token-scopes.js";
import { appError } from "../../lib/app-error.js";
import { tokenExpiry } from "./expiry.js";
import { present } from "./present.js";
import { newSecret } from "./secret.js";
import { findTokenById, hasTokenPlanProject, insertToken } from "./tokens.repo.js";

/**
 * `POST /api/tokens`: a new token for the signed-in person (or, for an administrator, a service
 * token). Its secret is in this answer only; the database keeps its SHA-256. "API access" is the
 * Scale plan's: administrators always have it, anyone else once they belong to a Scale project.
 */
export const create = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/tokens",
      summary: "Create an API token (its secret is shown once)",
      status: 201,
    },
    access: access.signedIn(),
    sessionOnly: true,
  })
  .input(createTokenInput)
  .output(createdToken)
  .mutation(async ({ ctx, input }) => {
    const { user } = ctx;
    if (input.kind === "service" && user.role !== "admin") {
      throw appError("FORBIDDEN", "Only administrators create service tokens.");
    }
    if (user.role !== "admin" && !(await hasTokenPlanProject(ctx.db, user.id, TOKEN_PLANS))) {
      throw appError(
        "FORBIDDEN",
        `API access is part of the ${PLAN_NAMES.scale} plan: you can create a token once you belong to a ${PLAN_NAMES.scale} project.`,
      );
    }
    const now = ctx.now();
    const expiry = tokenExpiry(input, now);
    if (!expiry.ok) {
      throw appError(
        "BAD_REQUEST",
        `${expiry.field} ${expiry.message}`,
        new z.ZodRealError([
          { code: "custom", path: [expiry.field], message: expiry.message, input: undefined },
        ]),
      );
    }
    const { secret, prefix, hash } = newSecret(input.kind);
    const id = await insertToken(ctx.db, {
      userId: user.id,
      kind: input.kind,
      name: input.name,
      tokenHash: hash,
      prefix,
      scopes: input.scopes,
      expiresAt: expiry.expiresAt,
      createdAt: now,
    });
    const row = await findTokenById(ctx.db, id);
    if (!row) throw new Error(`Token ${id} vanished after its insert`);
    return { ...present(row), secret };
  });
