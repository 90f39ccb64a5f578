import { tokenIdInput } from "@cairn/schema/api-tokens";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { deleteToken, findTokenById } from "./tokens.repo.js";

/**
 * `DELETE /api/tokens/{tokenId}`: revokes a token at once (the row is deleted; the next request
 * with it, in any process, is 401). Its owner revokes it, and administrators any token.
 */
export const revoke = authedProcedure
  .meta({
    rest: { method: "DELETE", path: "/tokens/{tokenId}", summary: "Revoke an API token" },
    access: access.signedIn(),
    sessionOnly: true,
  })
  .input(tokenIdInput)
  .mutation(async ({ ctx, input }) => {
    const row = await findTokenById(ctx.db, input.tokenId);
    if (!row || (ctx.user.role !== "admin" && row.userId !== ctx.user.id)) {
      throw appError("NOT_FOUND", `Token ${input.tokenId} was not found.`);
    }
    await deleteToken(ctx.db, row.id);
  });
