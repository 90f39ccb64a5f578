/**
 * What a Slack or Teams message names, read when it is posted (describe-event.ts): a record may
 * have changed or gone since its event was enqueued, and the message says what is there now.
 */
import { personName } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";

export async function announcedPersonName(db: Kysely<Database>, id: number): Promise<string> {
  const user = await db
    .selectFrom("users")
    .select(["username", "firstName", "lastName"])
    .where("id", "=", id)
    .executeTakeFirst();
  return user ? personName(user) : "someone";
}

export async function announcedProjectName(
  db: Kysely<Database>,
  id: number,
): Promise<string | undefined> {
  const project = await db
    .selectFrom("projects")
    .select("name")
    .where("id", "=", id)
    .executeTakeFirst();
  return project?.name;
}

export function announcedLead(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("leads")
    .select(["name", "company", "teamSize", "planType"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export function announcedTask(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("tasks")
    .select(["title", "projectId"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** A weekly health check's report, with its project's name. */
export function announcedCheck(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("healthChecks")
    .innerJoin("projects", "projects.id", "healthChecks.projectId")
    .select(["healthChecks.report", "projects.name as projectName"])
    .where("healthChecks.id", "=", id)
    .executeTakeFirst();
}

/** A rule and its project's name, with the title of the task or risk its message is about. */
export function announcedRule(
  db: Kysely<Database>,
  event: { ruleId: number; taskId: number | null; riskId?: number | null },
) {
  return db
    .selectFrom("rules")
    .innerJoin("projects", "projects.id", "rules.projectId")
    .select((eb) => [
      "rules.name",
      "projects.name as projectName",
      eb
        .selectFrom("tasks")
        .select("tasks.title")
        .where("tasks.id", "=", event.taskId ?? 0)
        .whereRef("tasks.projectId", "=", "rules.projectId")
        .as("taskTitle"),
      eb
        .selectFrom("raidEntries")
        .select("raidEntries.title")
        .where("raidEntries.id", "=", event.riskId ?? 0)
        .whereRef("raidEntries.projectId", "=", "rules.projectId")
        .as("riskTitle"),
    ])
    .where("rules.id", "=", event.ruleId)
    .executeTakeFirst();
}
