/**
 * Who may read and who may change a record, as pure rules over the facts that decide it
 * (docs/product.md §6). The guard loads the facts and applies these; resolvers never check
 * roles themselves.
 *
 * - A project is read by its client, its consultant and admins; changed by its consultant and
 *   admins.
 * - A task is read by whoever reads its project, and by its assignee; changed by admins, the
 *   consultant of its project, and a consultant it is assigned to. Clients change no task;
 *   a project's client (and admins) give the client's verdict on its tasks in Review.
 * - A lead is read by consultants and admins; changed by admins and the consultant it is
 *   assigned to.
 * - A project document is read and changed by whoever may change its project (its consultant,
 *   admins); its project's client reads it once it is shared with them. Clients change none.
 * - A task's comment is read by whoever reads the task; edited by its author only, while they
 *   may still read the task; removed by its author or an admin (docs/tasks.md, "Comments").
 * - The template library (bodies, the organisation's own templates) is read by consultants and
 *   admins; anyone reads the public catalogue of names and purposes.
 * - A KPI dashboard is read by its owner, and when shared with a project, by that project's
 *   readers; changed and deleted by its owner and admins (who read every shared one, but not
 *   another person's private dashboard). It is no project data: archiving does not freeze it.
 * - An archived project is read-only for everyone, admins included: it, its tasks and its
 *   documents are read as before, and every change to them is refused until the project is
 *   restored (docs/projects.md). `accessTo` answers the fact (`archived`); the guard
 *   (procedures.ts) refuses every mutation about such a record, except the few that manage the
 *   archive itself (restoring, deleting), whose rule says so.
 */
import type { PlanId } from "@cairn/schema/plan-limits";
import type { User } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import * as facts from "./ownership.repo.js";

export type RecordType = "project" | "task" | "lead" | "document" | "comment" | "job" | "dashboard";

export interface ProjectFacts {
  clientId: number | null;
  consultantId: number | null;
}

export interface TaskFacts {
  assignedTo: number | null;
  project: ProjectFacts;
}

export interface LeadFacts {
  assignedTo: number | null;
}

export interface DocumentFacts {
  shared: boolean;
  project: ProjectFacts;
}

export interface CommentFacts {
  authorId: number | null;
  task: TaskFacts;
}

export interface DashboardFacts {
  ownerId: number;
  visibility: "private" | "shared";
  /** The project it is shared with; null for a private one. */
  project: ProjectFacts | null;
}

export type Actor = Pick<User, "id" | "role">;

export function canReadProject(actor: Actor, project: ProjectFacts): boolean {
  return (
    actor.role === "admin" || project.clientId === actor.id || project.consultantId === actor.id
  );
}

export function canWriteProject(actor: Actor, project: ProjectFacts): boolean {
  return (
    actor.role === "admin" || (actor.role === "consultant" && project.consultantId === actor.id)
  );
}

export function canReadTask(actor: Actor, task: TaskFacts): boolean {
  return canReadProject(actor, task.project) || task.assignedTo === actor.id;
}

export function canWriteTask(actor: Actor, task: TaskFacts): boolean {
  return (
    canWriteProject(actor, task.project) ||
    (actor.role === "consultant" && task.assignedTo === actor.id)
  );
}

/**
 * Ticking a task's checklist: whoever changes the task, and the person it is assigned to — a
 * client given a task does their part and says so (docs/tasks.md, "Checklist").
 */
export function canTickTask(actor: Actor, task: TaskFacts): boolean {
  return canWriteTask(actor, task) || (task.assignedTo !== null && task.assignedTo === actor.id);
}

/** The client-approval step (docs/tasks.md, "Approval"): the project's client, and admins. */
export function canApproveTask(actor: Actor, task: TaskFacts): boolean {
  return (
    actor.role === "admin" || (task.project.clientId !== null && task.project.clientId === actor.id)
  );
}

export function canReadLead(actor: Actor): boolean {
  return actor.role === "admin" || actor.role === "consultant";
}

export function canWriteLead(actor: Actor, lead: LeadFacts): boolean {
  return actor.role === "admin" || (actor.role === "consultant" && lead.assignedTo === actor.id);
}

export function canReadDocument(actor: Actor, document: DocumentFacts): boolean {
  return (
    canWriteProject(actor, document.project) ||
    (document.shared && canReadProject(actor, document.project))
  );
}

export function canWriteDocument(actor: Actor, document: DocumentFacts): boolean {
  return canWriteProject(actor, document.project);
}

export function canReadComment(actor: Actor, comment: CommentFacts): boolean {
  return canReadTask(actor, comment.task);
}

export function canEditComment(actor: Actor, comment: CommentFacts): boolean {
  return canReadComment(actor, comment) && comment.authorId === actor.id;
}

export function canRemoveComment(actor: Actor, comment: CommentFacts): boolean {
  return canEditComment(actor, comment) || actor.role === "admin";
}

export function canReadDashboard(actor: Actor, dashboard: DashboardFacts): boolean {
  return (
    dashboard.ownerId === actor.id ||
    (dashboard.visibility === "shared" &&
      dashboard.project !== null &&
      canReadProject(actor, dashboard.project))
  );
}

export function canWriteDashboard(actor: Actor, dashboard: DashboardFacts): boolean {
  return (
    dashboard.ownerId === actor.id || (actor.role === "admin" && canReadDashboard(actor, dashboard))
  );
}

/** Whether this caller reads the library itself, beyond the public catalogue. */
export function readsLibrary(actor: Pick<User, "role"> | undefined): boolean {
  return actor?.role === "admin" || actor?.role === "consultant";
}

export interface Access {
  read: boolean;
  write: boolean;
  /** Whether the caller may delete it, where that differs from changing it. */
  remove?: boolean;
  /** Only for tasks: may give the client's verdict. */
  approve?: boolean;
  /** Only for tasks: may tick its checklist. */
  tick?: boolean;
  /** The record is, or belongs to, an archived project: read-only whatever the caller. */
  archived: boolean;
  /**
   * The plan of the record's project (a lead has none): a non-admin's API token reaches only
   * the records of projects whose plan includes API access (docs/api-tokens.md).
   */
  plan?: PlanId;
}

/** Loads what decides access to one record; undefined when the record does not exist. */
export async function accessTo(
  db: Kysely<Database>,
  actor: Actor,
  type: RecordType,
  id: number,
): Promise<Access | undefined> {
  switch (type) {
    case "project": {
      const project = await facts.projectFacts(db, id);
      return (
        project && {
          read: canReadProject(actor, project),
          write: canWriteProject(actor, project),
          archived: project.archivedAt !== null,
          plan: project.planType,
        }
      );
    }
    case "task": {
      const row = await facts.taskFacts(db, id);
      if (!row) return undefined;
      const task: TaskFacts = {
        assignedTo: row.assignedTo,
        project: { clientId: row.clientId, consultantId: row.consultantId },
      };
      return {
        read: canReadTask(actor, task),
        write: canWriteTask(actor, task),
        approve: canApproveTask(actor, task),
        tick: canTickTask(actor, task),
        archived: row.archivedAt !== null,
        plan: row.planType,
      };
    }
    case "lead": {
      const lead = await facts.leadFacts(db, id);
      return (
        lead && { read: canReadLead(actor), write: canWriteLead(actor, lead), archived: false }
      );
    }
    case "document": {
      const row = await facts.documentFacts(db, id);
      if (!row) return undefined;
      const document: DocumentFacts = {
        shared: row.shared,
        project: { clientId: row.clientId, consultantId: row.consultantId },
      };
      return {
        read: canReadDocument(actor, document),
        write: canWriteDocument(actor, document),
        archived: row.archivedAt !== null,
        plan: row.planType,
      };
    }
    case "comment": {
      const row = await facts.commentFacts(db, id);
      if (!row) return undefined;
      const comment: CommentFacts = {
        authorId: row.authorId,
        task: {
          assignedTo: row.assignedTo,
          project: { clientId: row.clientId, consultantId: row.consultantId },
        },
      };
      return {
        read: canReadComment(actor, comment),
        write: canEditComment(actor, comment),
        remove: canRemoveComment(actor, comment),
        archived: row.archivedAt !== null,
        plan: row.planType,
      };
    }
    case "job": {
      // A job is its project's work: whoever may change the project follows and resumes it.
      const row = await facts.jobFacts(db, id);
      if (!row) return undefined;
      const write = canWriteProject(actor, row);
      return { read: write, write, archived: row.archivedAt !== null, plan: row.planType };
    }
    case "dashboard": {
      const row = await facts.dashboardFacts(db, id);
      if (!row) return undefined;
      const dashboard: DashboardFacts = {
        ownerId: row.ownerId,
        visibility: row.visibility,
        project:
          row.projectId === null
            ? null
            : { clientId: row.clientId ?? null, consultantId: row.consultantId ?? null },
      };
      return {
        read: canReadDashboard(actor, dashboard),
        write: canWriteDashboard(actor, dashboard),
        archived: false,
      };
    }
  }
}
