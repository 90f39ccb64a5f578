import { createUserInput, user } from "@cairn/schema/users";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { hashPassword } from "../auth/password.js";
import { insertUser } from "./users.repo.js";

/** A new account (admin). The username is unique whatever its case (409 otherwise). */
export const create = authedProcedure
  .meta({
    rest: { method: "POST", path: "/users", summary: "Create an account", status: 201 },
    access: access.admin(),
  })
  .input(createUserInput)
  .output(user)
  .mutation(async ({ ctx, input }) => {
    const { password, ...fields } = input;
    return insertUser(ctx.db, { ...fields, passwordHash: await hashPassword(password) });
  });
