/**
 * Who may call a procedure, as data. Each procedure says it in its own `.meta({ access })`,
 * written with the helpers below (`access.admin()`, `access.staff({ record: writeTask })`); the
 * guard in procedures.ts is the only place that reads it, so there is no role check scattered
 * through the resolvers. A procedure that says nothing is refused to everyone (and a test fails).
 *
 * - `who`: `anyone` (signed in or not), `signed-in` (any role), or a list of roles;
 * - `self`: non-admins must name themselves in this input field (lists "by owner", claiming a
 *   lead), else 403;
 * - `record`: the call is about the record whose id is in this input field; a caller who may
 *   not read it gets 404 (its existence is not revealed), one who may read but not change it
 *   gets 403 (rules in ownership.ts).
 */
import type { Role } from "@cairn/schema/users";
import type { RecordType } from "./ownership.js";

export type Audience = "anyone" | "signed-in" | readonly Role[];

export interface RecordRule {
  type: RecordType;
  /** The input field that holds the record's id. */
  field: string;
  /**
   * `remove`: deleting it, where that differs from changing it (`Access.remove`); `approve`: give
   * the client's verdict on a task (ownership.ts, `canApproveTask`); `tick`: tick a task's
   * checklist (`canTickTask`: whoever changes the task, and its assignee).
   */
  need: "read" | "write" | "remove" | "approve" | "tick";
  /**
   * A mutation about a record of an archived project is refused (409), whatever it needs, unless
   * this says `allowed`: only what manages the archive itself (restore, delete) does.
   */
  archived?: "allowed";
}

export interface Permission {
  who: Audience;
  self?: string;
  record?: RecordRule;
}

/** What narrows an audience: the caller's own id in `self`, a record they must relate to. */
export type Conditions = Pick<Permission, "self" | "record">;

const STAFF: readonly Role[] = ["consultant", "admin"];
const ADMIN: readonly Role[] = ["admin"];

export const access = {
  /** Anyone, signed in or not. */
  anyone: (): Permission => ({ who: "anyone" }),
  /** Any signed-in account, whatever its role. */
  signedIn: (conditions: Conditions = {}): Permission => ({ who: "signed-in", ...conditions }),
  /** Consultants and administrators. */
  staff: (conditions: Conditions = {}): Permission => ({ who: STAFF, ...conditions }),
  /** Administrators only. */
  admin: (conditions: Conditions = {}): Permission => ({ who: ADMIN, ...conditions }),
};

/** The project named by `projectId`: its members may read it, its consultant change it. */
export const readProject: RecordRule = { type: "project", field: "projectId", need: "read" };
export const writeProject: RecordRule = { type: "project", field: "projectId", need: "write" };
/**
 * The project named by `projectId`, changed even while archived: archiving, restoring and
 * deleting it (ownership.ts).
 */
export const manageProject: RecordRule = { ...writeProject, archived: "allowed" };
/** The task named by `taskId` (readers of its project and its assignee; see ownership.ts). */
export const readTask: RecordRule = { type: "task", field: "taskId", need: "read" };
export const writeTask: RecordRule = { type: "task", field: "taskId", need: "write" };
/** Approve a task in Review or request changes: its project's client and admins. */
export const approveTask: RecordRule = { type: "task", field: "taskId", need: "approve" };
/** Ticking a task's checklist: its assignee too, a client included (docs/tasks.md, "Checklist"). */
export const tickTask: RecordRule = { type: "task", field: "taskId", need: "tick" };
/** The lead named by `leadId`. */
export const readLead: RecordRule = { type: "lead", field: "leadId", need: "read" };
export const writeLead: RecordRule = { type: "lead", field: "leadId", need: "write" };

/** The project document named by `documentId` (ownership.ts: shared ones reach the client). */
export const readDocument: RecordRule = { type: "document", field: "documentId", need: "read" };
export const writeDocument: RecordRule = { type: "document", field: "documentId", need: "write" };

/**
 * A task's comment named by `commentId`: its task's readers read it, its author edits it, its
 * author or an admin removes it (ownership.ts).
 */
export const editComment: RecordRule = { type: "comment", field: "commentId", need: "write" };
export const removeComment: RecordRule = { type: "comment", field: "commentId", need: "remove" };

/** A background job named by `jobId`: its project's writers follow and resume it (ownership.ts). */
export const readJob: RecordRule = { type: "job", field: "jobId", need: "read" };
export const writeJob: RecordRule = { type: "job", field: "jobId", need: "write" };

/** A KPI dashboard named by `dashboardId`: its readers and its editors (ownership.ts). */
export const readDashboard: RecordRule = { type: "dashboard", field: "dashboardId", need: "read" };
export const writeDashboard: RecordRule = {
  type: "dashboard",
  field: "dashboardId",
  need: "write",
};

export type Decision = "allow" | "unauthorized" | "forbidden";

/** The role part of the decision: does this role (or nobody) pass the audience? */
export function decide(permission: Permission | undefined, role: Role | undefined): Decision {
  if (!permission) return "forbidden";
  if (permission.who === "anyone") return "allow";
  if (!role) return "unauthorized";
  if (permission.who === "signed-in") return "allow";
  return permission.who.includes(role) ? "allow" : "forbidden";
}
