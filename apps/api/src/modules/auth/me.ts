import { loginResult } from "@cairn/schema/users";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";

export const me = authedProcedure
  .meta({
    rest: { method: "GET", path: "/auth/me", summary: "The signed-in user" },
    access: access.signedIn(),
  })
  .output(loginResult)
  .query(({ ctx }) => ({ user: ctx.user }));
