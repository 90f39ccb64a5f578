import { pageInput } from "@cairn/schema/common";
import { user } from "@cairn/schema/users";
import { z } from "zod";
import { access } from "../../trpc/access.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { listUsers } from "./users.repo.js";

/** Every account, newest first (admin). */
export const list = authedProcedure
  .meta({
    rest: { method: "GET", path: "/users", summary: "Every user, newest first" },
    access: access.admin(),
  })
  .input(pageInput)
  .output(z.array(user))
  .query(({ ctx, input }) => listUsers(ctx.db, input));
