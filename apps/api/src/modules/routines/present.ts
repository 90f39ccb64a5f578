/** A routine's row as the API answers it (@cairn/schema/routines). */
import type { Routine } from "@cairn/schema/routines";
import { describeSchedule, type Schedule } from "../../lib/recurrence.js";
import type { RoutineRow } from "./routines.repo.js";

export function scheduleOf(row: Pick<RoutineRow, keyof Schedule>): Schedule {
  return {
    recurrence: row.recurrence,
    startsOn: row.startsOn,
    time: row.time,
    timeZone: row.timeZone,
  };
}

/** The checklist as stored (a JSON array of strings), whatever the driver gave back. */
export function checklistOf(stored: unknown): string[] {
  const value = typeof stored === "string" ? (JSON.parse(stored) as unknown) : stored;
  return Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
}

export function toRoutine(row: RoutineRow): Routine {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    recurrence: row.recurrence,
    schedule: describeSchedule(scheduleOf(row)),
    startsOn: row.startsOn,
    time: row.time,
    timeZone: row.timeZone,
    durationMinutes: row.durationMinutes,
    taskTitle: row.taskTitle ?? row.name,
    taskDescription: row.taskDescription,
    checklist: checklistOf(row.checklist),
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    agendaTemplateId: row.agendaTemplateId,
    agendaTemplateName: row.agendaTemplateName,
    processId: row.processId,
    paused: row.paused,
    nextAt: row.paused ? null : row.nextAt,
    lastAt: row.lastAt,
    lastTaskId: row.lastTaskId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
