import type { User } from "@cairn/schema/users";
import { appError, fromDatabaseError } from "./errors.js";
import { t } from "./init.js";
import { decide, PERMISSIONS } from "./permissions.js";

/** Unique and foreign-key violations become 409 CONFLICT on /trpc and REST alike. */
const databaseErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const conflict = fromDatabaseError(result.error.cause);
    if (conflict) throw conflict;
  }
  return result;
});

/** Applies the permission table to every call, before the input is even read. */
const guard = t.middleware(({ ctx, path, next }) => {
  const decision = decide(PERMISSIONS[path], ctx.session?.user.role);
  if (decision === "unauthorized") throw appError("UNAUTHORIZED", "Please sign in first.");
  if (decision === "forbidden") {
    throw appError("FORBIDDEN", "Your account is not allowed to do this.");
  }
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Open to whoever the permission table lets in (it may be anyone). */
export const publicProcedure = t.procedure.use(databaseErrors).use(guard);

/** For procedures that need the signed-in user: `ctx.user` is set. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  const user: User | undefined = ctx.session?.user;
  if (!ctx.session || !user) throw appError("UNAUTHORIZED", "Please sign in first.");
  return next({ ctx: { ...ctx, session: ctx.session, user } });
});
