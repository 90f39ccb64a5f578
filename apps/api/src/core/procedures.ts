import { queryId } from "@cairn/schema/common";
import type { User } from "@cairn/schema/users";
import { appError } from "../lib/app-error.js";
import { decide, type Permission } from "./access.js";
import { DATABASE_UNAVAILABLE, fromDatabaseError, isDatabaseUnavailable } from "./errors.js";
import { t } from "./init.js";
import { accessTo, type RecordType } from "./ownership.js";
import { planAllowsTokens, planRefusal, scopeRefusal } from "./token-scopes.js";

/**
 * Unique and foreign-key violations become 409 CONFLICT, an unreachable database 503, on /trpc
 * and REST alike.
 */
const databaseErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const conflict = fromDatabaseError(result.error.cause);
    if (conflict) throw conflict;
    if (isDatabaseUnavailable(result.error.cause)) {
      throw appError("SERVICE_UNAVAILABLE", DATABASE_UNAVAILABLE, result.error.cause);
    }
  }
  return result;
});

const RECORD_NAMES: Record<RecordType, string> = {
  project: "Project",
  task: "Task",
  lead: "Lead",
  document: "Document",
  comment: "Comment",
  job: "Job",
  dashboard: "Dashboard",
};

/**
 * An id field of the raw input, read leniently: when it is not a valid id the ownership check
 * is skipped and input validation answers 400 before anything is read or changed.
 */
function idField(raw: unknown, field: string): number | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  // As lenient as any id schema: a stricter reading here would skip the check for an id that
  // the procedure's own schema then accepts.
  const parsed = queryId.safeParse((raw as Record<string, unknown>)[field]);
  return parsed.success ? parsed.data : undefined;
}

/** What a change to a record of an archived project is told (docs/projects.md). */
function archivedMessage(type: RecordType, id: number): string {
  return type === "project"
    ? `Project ${id} is archived, so it is read-only. Restore it before changing it or its tasks.`
    : `${RECORD_NAMES[type]} ${id} belongs to an archived project, so it is read-only. Restore the project before changing it.`;
}

async function checkOwnership(
  permission: Permission,
  user: User,
  getRawInput: () => Promise<unknown>,
  db: Parameters<typeof accessTo>[0],
  mutation: boolean,
  viaToken: boolean,
): Promise<void> {
  if (user.role === "admin" && !permission.record) return;
  const raw = await getRawInput();
  if (permission.self && user.role !== "admin") {
    const named = idField(raw, permission.self);
    if (named !== undefined && named !== user.id) {
      throw appError("FORBIDDEN", "You can only do this for your own account.");
    }
  }
  if (permission.record) {
    const id = idField(raw, permission.record.field);
    if (id === undefined) return;
    const access = await accessTo(db, user, permission.record.type, id);
    const name = RECORD_NAMES[permission.record.type];
    if (!access?.read) throw appError("NOT_FOUND", `${name} ${id} was not found.`);
    // "API access" is the Scale plan's: a non-admin's token reaches only its projects' records.
    if (viaToken && user.role !== "admin" && access.plan && !planAllowsTokens(access.plan)) {
      throw appError("FORBIDDEN", planRefusal(access.plan));
    }
    const need = permission.record.need;
    if (need === "approve") {
      if (!access.approve) {
        throw appError(
          "FORBIDDEN",
          `Your account may see ${name.toLowerCase()} ${id} but not approve it: only the project's client can.`,
        );
      }
    } else if (need === "tick") {
      if (!access.tick) {
        throw appError(
          "FORBIDDEN",
          `Your account may see ${name.toLowerCase()} ${id} but not tick its checklist: only its assignee and the project's team can.`,
        );
      }
    } else if (
      need !== "read" &&
      !(need === "write" ? access.write : (access.remove ?? access.write))
    ) {
      throw appError(
        "FORBIDDEN",
        `Your account may see ${name.toLowerCase()} ${id} but not change it.`,
      );
    }
    // Every change about a record of an archived project, whatever it needs to pass above
    // (a client's mood entry needs only to read the project): read-only is for everyone.
    if (mutation && access.archived && permission.record.archived !== "allowed") {
      throw appError("CONFLICT", archivedMessage(permission.record.type, id));
    }
  }
}

/**
 * Applies the called procedure's `access` (its meta) to every call: an API token's scopes and
 * the session-only flag first (docs/api-tokens.md), then role, then ownership of the record. A
 * procedure that declares none is refused to everyone.
 */
const guard = t.middleware(async ({ ctx, meta, path, type, getRawInput, next }) => {
  const permission = meta?.access;
  const user = ctx.session?.user;
  if (ctx.token) {
    const refusal = scopeRefusal(ctx.token.scopes, {
      path,
      type,
      scope: meta?.scope,
      sessionOnly: meta?.sessionOnly,
    });
    if (refusal) throw appError("FORBIDDEN", refusal);
  }
  const decision = decide(permission, user?.role);
  if (decision === "unauthorized") throw appError("UNAUTHORIZED", "Please sign in first.");
  if (decision === "forbidden") {
    throw appError("FORBIDDEN", "Your account is not allowed to do this.");
  }
  if (permission && user && (permission.self || permission.record)) {
    await checkOwnership(
      permission,
      user,
      getRawInput,
      ctx.db,
      type === "mutation",
      ctx.token !== undefined,
    );
  }
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Open to whoever the procedure's `access` lets in (it may be anyone). */
export const publicProcedure = t.procedure.use(databaseErrors).use(guard);

/** For procedures that need the signed-in user: `ctx.user` is set. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  const user: User | undefined = ctx.session?.user;
  if (!ctx.session || !user) throw appError("UNAUTHORIZED", "Please sign in first.");
  return next({ ctx: { ...ctx, session: ctx.session, user } });
});
