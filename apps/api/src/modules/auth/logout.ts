import { access } from "../../core/access.js";
import { publicProcedure } from "../../core/procedures.js";
import { clearSessionCookie } from "./session-cookie.js";
import { deleteSession } from "./sessions.repo.js";

/** Ends the session on the server (the token stops working at once) and clears the cookie. */
export const logout = publicProcedure
  .meta({
    rest: { method: "POST", path: "/auth/logout", summary: "End the current session" },
    access: access.anyone(),
    sessionOnly: true,
  })
  .mutation(async ({ ctx }) => {
    if (ctx.session) {
      await deleteSession(ctx.db, ctx.session.id);
      ctx.req.server.sessionCache.forgetGroup(String(ctx.session.user.id));
    }
    clearSessionCookie(ctx.req, ctx.reply);
  });
