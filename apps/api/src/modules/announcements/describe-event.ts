/**
 * Turns an event into the text to post, reading the names it needs; undefined when there is
 * nothing to announce (the record is gone, or a health reading did not drop a band).
 */
import { weeklyHealthReport } from "@cairn/schema/health-checks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import {
  announcedCheck,
  announcedLead,
  announcedPersonName,
  announcedProjectName,
  announcedRule,
  announcedTask,
} from "./announced-records.repo.js";
import type { NotificationEvent } from "./events.js";
import { observeBand } from "./health-band.js";
import {
  healthDroppedText,
  leadAssignedText,
  leadCreatedText,
  ruleMessageText,
  taskCompletedText,
  weeklyReportText,
} from "./messages.js";

export async function describeEvent(
  db: Kysely<Database>,
  event: NotificationEvent,
  now: Date,
): Promise<string | undefined> {
  switch (event.kind) {
    case "lead.created": {
      const lead = await announcedLead(db, event.leadId);
      return lead && leadCreatedText(lead);
    }
    case "lead.assigned": {
      const lead = await announcedLead(db, event.leadId);
      if (!lead) return undefined;
      const [consultant, by] = await Promise.all([
        announcedPersonName(db, event.consultantId),
        announcedPersonName(db, event.byId),
      ]);
      return leadAssignedText(lead, consultant, by);
    }
    case "task.completed": {
      const task = await announcedTask(db, event.taskId);
      if (!task) return undefined;
      const [project, by] = await Promise.all([
        announcedProjectName(db, task.projectId),
        announcedPersonName(db, event.byId),
      ]);
      return taskCompletedText(task, project ?? "a project", by);
    }
    case "health.observed": {
      const drop = await observeBand(db, event.projectId, event.score, now);
      if (!drop) return undefined;
      const project = await announcedProjectName(db, event.projectId);
      return project && healthDroppedText(project, drop, event.score);
    }
    case "health.weekly": {
      const check = await announcedCheck(db, event.checkId);
      if (!check) return undefined;
      return weeklyReportText(check.projectName, weeklyHealthReport.parse(check.report));
    }
    case "rule.message": {
      // A rule deleted since posts nothing: its message went with it.
      const rule = await announcedRule(db, event);
      return rule && ruleMessageText(rule, event.message);
    }
    default: {
      // Every kind is described: a new one left out here would be posted as nothing, silently.
      const unknown: never = event;
      throw new Error(`No text for the event ${JSON.stringify(unknown)}`);
    }
  }
}
