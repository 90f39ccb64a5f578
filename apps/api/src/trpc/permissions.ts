/**
 * Who may call what, as data. Every procedure of the router has a row here; a procedure without
 * one is refused to everyone (and a test fails). The guard in procedures.ts is the only place
 * that reads this table, so there is no role check scattered through the resolvers.
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

export interface Permission {
  who: Audience;
  self?: string;
  record?: { type: RecordType; field: string; need: "read" | "write" };
}

const STAFF: readonly Role[] = ["consultant", "admin"];
const ADMIN: readonly Role[] = ["admin"];

const readProject = (field = "projectId") => ({
  type: "project" as const,
  field,
  need: "read" as const,
});
const writeProject = (field = "projectId") => ({
  type: "project" as const,
  field,
  need: "write" as const,
});
const readTask = { type: "task" as const, field: "taskId", need: "read" as const };
const writeTask = { type: "task" as const, field: "taskId", need: "write" as const };

export const PERMISSIONS: Readonly<Record<string, Permission>> = {
  "auth.login": { who: "anyone" },
  "auth.logout": { who: "anyone" },
  "auth.me": { who: "signed-in" },

  "users.list": { who: ADMIN },
  "users.create": { who: ADMIN },
  "users.update": { who: ADMIN },
  "users.remove": { who: ADMIN },

  "leads.create": { who: "anyone" },
  "leads.list": { who: STAFF },
  "leads.remove": { who: ADMIN },
  "leads.erase": { who: ADMIN },
  "leads.listByAssignee": { who: STAFF, self: "userId" },
  "leads.assign": {
    who: STAFF,
    self: "consultantId",
    record: { type: "lead", field: "leadId", need: "read" },
  },
  "leads.updateStatus": {
    who: STAFF,
    record: { type: "lead", field: "leadId", need: "write" },
  },

  "overview.get": { who: ADMIN },
  "outbox.list": { who: ADMIN },
  "outbox.retry": { who: ADMIN },

  "projects.list": { who: ADMIN },
  "projects.get": { who: "signed-in", record: readProject() },
  "projects.listByConsultant": { who: STAFF, self: "userId" },
  "projects.listByClient": { who: "signed-in", self: "userId" },
  "projects.listMembers": { who: "signed-in", record: readProject() },
  "projects.create": { who: ADMIN },
  "projects.update": { who: ADMIN, record: writeProject() },
  "projects.remove": { who: ADMIN, record: writeProject() },

  "tasks.list": { who: ADMIN },
  "tasks.listByProject": { who: "signed-in", record: readProject() },
  "tasks.listByAssignee": { who: "signed-in", self: "userId" },
  "tasks.create": { who: STAFF, record: writeProject() },
  "tasks.update": { who: STAFF, record: writeTask },
  "tasks.remove": { who: STAFF, record: writeTask },
  "tasks.setStatus": { who: STAFF, record: writeTask },
  "tasks.setPriority": { who: STAFF, record: writeTask },
  "tasks.get": { who: "signed-in", record: readTask },

  "board.get": { who: "signed-in", record: readProject() },
  "board.events": { who: "signed-in", record: readProject() },
  "board.move": { who: STAFF, record: writeTask },
  "board.reorderColumns": { who: STAFF, record: writeProject() },
  "board.setWipLimit": { who: STAFF, record: writeProject() },

  "health.get": { who: "signed-in", record: readProject() },
  "health.tasks": { who: "signed-in", record: readProject() },
  "health.team": { who: "signed-in", record: readProject() },
  "health.history": { who: "signed-in", record: readProject() },

  "priority.analyze": { who: STAFF, record: readProject() },

  // Clients read their projects' mood and add their own entries.
  "mood.list": { who: "signed-in", record: readProject("project") },
  "mood.stats": { who: "signed-in", record: readProject("project") },
  "mood.create": { who: "signed-in", record: readProject() },

  // Public: the /integrations and /system-status pages are (settings reach admins only).
  "integrations.list": { who: "anyone" },
  "integrations.toggle": { who: ADMIN },
  "integrations.updateSettings": { who: ADMIN },
  "integrations.test": { who: ADMIN },

  "monitoring.ping": { who: "anyone" },
  "monitoring.metrics": { who: "anyone" },
  "monitoring.health": { who: "anyone" },
  "monitoring.logs": { who: ADMIN },
  "monitoring.activity": { who: ADMIN },

  "wizard.recommendations": { who: "anyone" },
  "templates.list": { who: "anyone" },
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
