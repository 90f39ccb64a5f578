/**
 * Turns an event into the text to post, reading the names it needs; undefined when there is
 * nothing to announce (the record is gone, or a health reading did not drop a band).
 */
import { weeklyHealthReport } from "@cairn/schema/health-checks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { getCheck } from "../health/health-checks.repo.js";
import type { NotificationEvent } from "./events.js";
import { observeBand } from "./health-band.js";
import {
  healthDroppedText,
  leadAssignedText,
  leadCreatedText,
  taskCompletedText,
  weeklyReportText,
} from "./messages.js";

async function personName(db: Kysely<Database>, id: number): Promise<string> {
  const user = await db
    .selectFrom("users")
    .select(["username", "firstName", "lastName"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!user) return "someone";
  const full = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return full || user.username;
}

async function projectName(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const project = await db
    .selectFrom("projects")
    .select("name")
    .where("id", "=", id)
    .executeTakeFirst();
  return project?.name;
}

export async function describeEvent(
  db: Kysely<Database>,
  event: NotificationEvent,
  now: Date,
): Promise<string | undefined> {
  switch (event.kind) {
    case "lead.created": {
      const lead = await db
        .selectFrom("leads")
        .select(["name", "company", "teamSize", "planType"])
        .where("id", "=", event.leadId)
        .executeTakeFirst();
      return lead && leadCreatedText(lead);
    }
    case "lead.assigned": {
      const lead = await db
        .selectFrom("leads")
        .select(["name", "company"])
        .where("id", "=", event.leadId)
        .executeTakeFirst();
      if (!lead) return undefined;
      const [consultant, by] = await Promise.all([
        personName(db, event.consultantId),
        personName(db, event.byId),
      ]);
      return leadAssignedText(lead, consultant, by);
    }
    case "task.completed": {
      const task = await db
        .selectFrom("tasks")
        .select(["title", "projectId"])
        .where("id", "=", event.taskId)
        .executeTakeFirst();
      if (!task) return undefined;
      const [project, by] = await Promise.all([
        projectName(db, task.projectId),
        personName(db, event.byId),
      ]);
      return taskCompletedText(task, project ?? "a project", by);
    }
    case "health.observed": {
      const drop = await observeBand(db, event.projectId, event.score, now);
      if (!drop) return undefined;
      const project = await projectName(db, event.projectId);
      return project && healthDroppedText(project, drop, event.score);
    }
    case "health.weekly": {
      const check = await getCheck(db, event.checkId);
      if (!check) return undefined;
      return weeklyReportText(check.projectName, weeklyHealthReport.parse(check.report));
    }
  }
}
