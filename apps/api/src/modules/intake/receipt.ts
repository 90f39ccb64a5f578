import { intakeReceiptParam, intakeReceiptStatus } from "@cairn/schema/intake";
import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { hashSecretToken, isSecretToken } from "../../lib/secret-token.js";
import { requestByReceipt } from "./intake.repo.js";

/**
 * `GET /api/intake-receipts/{receipt}`: a public request as its sender follows it — its status
 * and, when declined, the reason (docs/intake.md). Found by the receipt's hash.
 */
export const receipt = publicProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/intake-receipts/{receipt}",
      summary: "A public request's status, by its receipt",
    },
    access: access.anyone(),
  })
  .input(intakeReceiptParam)
  .output(intakeReceiptStatus)
  .query(async ({ ctx, input }) => {
    const found = isSecretToken(input.receipt)
      ? await requestByReceipt(ctx.db, hashSecretToken(input.receipt))
      : undefined;
    if (!found) throw appError("NOT_FOUND", "This request was not found. Check the link.");
    return found;
  });
