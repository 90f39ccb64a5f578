/**
 * The facts that decide who may read or change a record (core/ownership.ts applies the rules):
 * one read per record type, joined up to the project whose people and archive state decide it.
 * Each answers undefined when the record does not exist.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

type Db = Kysely<Database>;

/** The project's people, archive state and plan, selected from a query joined to `projects`. */
const PROJECT_FACTS = [
  "projects.clientId",
  "projects.consultantId",
  "projects.archivedAt",
  "projects.planType",
] as const;

export function projectFacts(db: Db, id: number) {
  return db.selectFrom("projects").select(PROJECT_FACTS).where("id", "=", id).executeTakeFirst();
}

export function taskFacts(db: Db, id: number) {
  return db
    .selectFrom("tasks")
    .innerJoin("projects", "projects.id", "tasks.projectId")
    .select(["tasks.assignedTo", ...PROJECT_FACTS])
    .where("tasks.id", "=", id)
    .executeTakeFirst();
}

export function leadFacts(db: Db, id: number) {
  return db.selectFrom("leads").select(["assignedTo"]).where("id", "=", id).executeTakeFirst();
}

export function documentFacts(db: Db, id: number) {
  return db
    .selectFrom("projectDocuments")
    .innerJoin("projects", "projects.id", "projectDocuments.projectId")
    .select(["projectDocuments.shared", ...PROJECT_FACTS])
    .where("projectDocuments.id", "=", id)
    .executeTakeFirst();
}

export function commentFacts(db: Db, id: number) {
  return db
    .selectFrom("taskComments")
    .innerJoin("tasks", "tasks.id", "taskComments.taskId")
    .innerJoin("projects", "projects.id", "tasks.projectId")
    .select(["taskComments.authorId", "tasks.assignedTo", ...PROJECT_FACTS])
    .where("taskComments.id", "=", id)
    .executeTakeFirst();
}

export function jobFacts(db: Db, id: number) {
  return db
    .selectFrom("jobs")
    .innerJoin("projects", "projects.id", "jobs.projectId")
    .select(PROJECT_FACTS)
    .where("jobs.id", "=", id)
    .executeTakeFirst();
}

export function dashboardFacts(db: Db, id: number) {
  return db
    .selectFrom("kpiDashboards")
    .leftJoin("projects", "projects.id", "kpiDashboards.projectId")
    .select([
      "kpiDashboards.ownerId",
      "kpiDashboards.visibility",
      "kpiDashboards.projectId",
      "projects.clientId",
      "projects.consultantId",
    ])
    .where("kpiDashboards.id", "=", id)
    .executeTakeFirst();
}
