/**
 * What a new or changed routine is checked against beyond its schema: a rule `rrule` can expand,
 * an assignee who may hold the project's tasks (the one shared rule, modules/tasks/assignee.ts),
 * and an agenda template of the library that can be used in a project.
 */
import type { ROLES } from "@cairn/schema/constants";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { fieldError } from "../../lib/app-error.js";
import { nextOccurrence, type Schedule, scheduleProblem } from "../../lib/recurrence.js";
import { assertAssignee } from "../tasks/assignee.js";
import { getTemplate } from "../templates/templates.repo.js";

export async function assertRoutine(
  db: Kysely<Database>,
  projectId: number,
  routine: {
    schedule: Schedule;
    assigneeId: number | null | undefined;
    agendaTemplateId?: string | null | undefined;
  },
  actorRole: (typeof ROLES)[number],
): Promise<void> {
  const problem = scheduleProblem(routine.schedule);
  if (problem) throw fieldError("recurrence", problem.replace(/^recurrence: /, ""));
  await assertAssignee(db, projectId, routine.assigneeId, actorRole, "assigneeId");
  if (routine.agendaTemplateId) {
    const template = await getTemplate(db, routine.agendaTemplateId);
    if (!template || template.retiredAt !== null || template.body === null) {
      throw fieldError("agendaTemplateId", "choose a template of the library");
    }
  }
}

/**
 * Where a routine counts from when set up, changed or resumed at `now`: its next occurrence
 * after now, none of the past being made (null when the rule has ended, or when paused).
 */
export function countingFrom(
  schedule: Schedule,
  now: Date,
  paused: boolean,
): { countsFrom: Date; nextAt: Date | null } {
  const next = paused ? null : nextOccurrence(schedule, now.getTime());
  return { countsFrom: now, nextAt: next === null ? null : new Date(next) };
}
