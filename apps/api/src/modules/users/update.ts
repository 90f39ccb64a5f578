import { updateUserInput, user } from "@cairn/schema/users";
import { appError } from "../../trpc/errors.js";
import { authedProcedure } from "../../trpc/procedures.js";
import { hashPassword } from "../auth/password.js";
import { deleteUserSessions } from "../auth/sessions.repo.js";
import { countAdmins, getUser, updateUser } from "./users.repo.js";

/**
 * Edits an account (admin): name, email, company, role, or a new password. A role change or a
 * password reset ends that user's sessions at once, so the new rights apply from the next
 * request. The last administrator cannot be demoted.
 */
export const update = authedProcedure
  .input(updateUserInput)
  .output(user)
  .mutation(async ({ ctx, input }) => {
    const { userId, password, ...fields } = input;
    const current = await getUser(ctx.db, userId);
    if (!current) throw appError("NOT_FOUND", `User ${userId} was not found.`);
    const roleChanges = fields.role !== undefined && fields.role !== current.role;
    if (roleChanges && current.role === "admin" && (await countAdmins(ctx.db)) <= 1) {
      throw appError("CONFLICT", "Cairn needs at least one administrator: promote another first.");
    }
    const updated = await ctx.db.transaction().execute(async (trx) => {
      const saved = await updateUser(trx, userId, {
        ...fields,
        ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }),
      });
      if (roleChanges || password !== undefined) await deleteUserSessions(trx, userId);
      return saved;
    });
    if (!updated) throw appError("NOT_FOUND", `User ${userId} was not found.`);
    return updated;
  });
