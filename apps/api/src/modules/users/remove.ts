import { userIdParam } from "@cairn/schema/users";
import { access } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { appError } from "../../lib/app-error.js";
import { deleteUser, getUser, userReferences } from "./users.repo.js";

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/**
 * Deletes an account (admin). Refused with 409 while projects, tasks or leads still point at
 * it (reassign them first), and for one's own account. Sessions and mood entries go with it.
 */
export const remove = authedProcedure
  .meta({
    rest: {
      method: "DELETE",
      path: "/users/{userId}",
      summary: "Delete an account nothing refers to",
    },
    access: access.admin(),
  })
  .input(userIdParam)
  .mutation(async ({ ctx, input }) => {
    if (input.userId === ctx.user.id) {
      throw appError("CONFLICT", "You cannot delete your own account.");
    }
    if (!(await getUser(ctx.db, input.userId))) {
      throw appError("NOT_FOUND", `User ${input.userId} was not found.`);
    }
    const refs = await userReferences(ctx.db, input.userId);
    const held = [
      refs.projects > 0 ? plural(refs.projects, "project") : undefined,
      refs.tasks > 0 ? plural(refs.tasks, "task") : undefined,
      refs.leads > 0 ? plural(refs.leads, "lead") : undefined,
    ].filter((part): part is string => part !== undefined);
    if (held.length > 0) {
      throw appError(
        "CONFLICT",
        `User ${input.userId} still has ${held.join(", ")}. Reassign them before deleting the account.`,
      );
    }
    await deleteUser(ctx.db, input.userId);
    ctx.req.server.sessionCache.forgetGroup(String(input.userId));
  });
