import { apiToken } from "@cairn/schema/api-tokens";
import { z } from "zod";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { present } from "./present.js";
import { listTokens } from "./tokens.repo.js";

/**
 * `GET /api/tokens`: the signed-in person's tokens (an administrator's list adds every service
 * token), newest first, expired ones included until revoked.
 */
export const list = authedProcedure
  .meta({
    rest: {
      method: "GET",
      path: "/tokens",
      summary: "Your API tokens (and, for admins, service tokens)",
    },
    access: access.signedIn(),
    sessionOnly: true,
  })
  .output(z.array(apiToken))
  .query(async ({ ctx }) => (await listTokens(ctx.db, ctx.user)).map(present));
