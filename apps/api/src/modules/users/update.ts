import { updateUserInput, user } from "@cairn/schema/users";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { hashPassword } from "../auth/password.js";
import { deleteUserSessions } from "../auth/sessions.repo.js";
import { countAdmins, getUser, updateUser } from "./users.repo.js";

/**
 * Edits an account (admin): name, email, company, role, a new password, or disabled/enabled.
 * A role change, a password reset or disabling ends that user's sessions at once, so the
 * change applies from the very next request. Cairn always keeps one enabled administrator,
 * and nobody disables their own account.
 */
export const update = authedProcedure
  .meta({
    rest: {
      method: "PATCH",
      path: "/users/{userId}",
      summary: "Edit an account; a role change or new password ends its sessions",
    },
    access: access.admin(),
  })
  .input(updateUserInput)
  .output(user)
  .mutation(async ({ ctx, input }) => {
    const { userId, password, disabled, ...fields } = input;
    const current = await getUser(ctx.db, userId);
    if (!current) throw appError("NOT_FOUND", `User ${userId} was not found.`);
    const roleChanges = fields.role !== undefined && fields.role !== current.role;
    const disabling = disabled === true && current.disabledAt === null;
    if (disabling && userId === ctx.user.id) {
      throw appError("CONFLICT", "You cannot disable your own account.");
    }
    const losesAdmin = current.role === "admin" && current.disabledAt === null;
    if ((roleChanges || disabling) && losesAdmin && (await countAdmins(ctx.db)) <= 1) {
      throw appError(
        "CONFLICT",
        "Cairn needs at least one enabled administrator: promote another first.",
      );
    }
    const updated = await withTransaction(ctx.db, async (trx) => {
      const saved = await updateUser(trx, userId, {
        ...fields,
        ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }),
        ...(disabled === undefined
          ? {}
          : { disabledAt: disabled ? (current.disabledAt ?? ctx.now()) : null }),
      });
      if (roleChanges || password !== undefined || disabling) {
        await deleteUserSessions(trx, userId);
      }
      return saved;
    });
    // This process's next request must see the change; others hear it from the database.
    ctx.req.server.sessionCache.forgetGroup(String(userId));
    if (!updated) throw appError("NOT_FOUND", `User ${userId} was not found.`);
    return updated;
  });
