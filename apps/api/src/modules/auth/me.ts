import { loginResult } from "@cairn/schema/users";
import { authedProcedure } from "../../trpc/procedures.js";

export const me = authedProcedure.output(loginResult).query(({ ctx }) => ({ user: ctx.user }));
