/**
 * A project's routines (docs/routines.md): the recurring meetings and chores of its plan — the
 * stand-up, the weekly risk review, the retrospective, the steering report — each a schedule
 * (an RFC 5545 recurrence rule, at a time of day in a time zone) that puts a task on the board
 * at each occurrence, with its checklist. Calendar apps subscribe to them through an `.ics`
 * feed behind a revocable link.
 */
import { z } from "zod";
import { optionalText, recordId, requiredText, timestamp } from "./common.js";
import { calendarDate, calendarDateInput } from "./milestones.js";
import { templateIdValue } from "./templates.js";

export const MAX_ROUTINE_NAME = 120;
export const MAX_ROUTINE_TEXT = 5000;
export const MAX_ROUTINE_CHECKLIST = 20;
export const MAX_ROUTINE_CHECKLIST_ITEM = 300;
/** The routines one project may have: a plan sets up a handful, and a board is not a calendar. */
export const MAX_ROUTINES_PER_PROJECT = 30;
export const MAX_ROUTINE_DURATION_MINUTES = 8 * 60;
/**
 * How far back an occurrence missed while no server ran is still made (its task added, late):
 * a stand-up of three weeks ago is no chore any more. At most MAX_CATCH_UP_OCCURRENCES of a
 * routine are made at once, the latest ones.
 */
export const ROUTINE_CATCH_UP_DAYS = 7;
export const MAX_CATCH_UP_OCCURRENCES = 3;

/**
 * The parts of a recurrence rule Cairn accepts, as RFC 5545 §3.3.10 names them. No rule may
 * recur more often than daily (no HOURLY, MINUTELY or SECONDLY): each occurrence makes a task.
 */
export const ROUTINE_FREQUENCIES = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
const RULE_PARTS: Record<string, RegExp> = {
  FREQ: new RegExp(`^(${ROUTINE_FREQUENCIES.join("|")})$`),
  INTERVAL: /^([1-9]|[1-4]\d|5[0-2])$/,
  COUNT: /^[1-9]\d{0,3}$/,
  UNTIL: /^\d{8}(T\d{6}Z)?$/,
  BYDAY: /^([+-]?[1-5]?(MO|TU|WE|TH|FR|SA|SU))(,[+-]?[1-5]?(MO|TU|WE|TH|FR|SA|SU))*$/,
  BYMONTHDAY: /^(-?([1-9]|[12]\d|3[01]))(,-?([1-9]|[12]\d|3[01]))*$/,
  BYMONTH: /^([1-9]|1[0-2])(,([1-9]|1[0-2]))*$/,
  BYSETPOS: /^(-?[1-5])(,-?[1-5])*$/,
  WKST: /^(MO|TU|WE|TH|FR|SA|SU)$/,
};

const RULE_MESSAGE =
  "must be a recurrence rule such as FREQ=WEEKLY;BYDAY=MO (RFC 5545: FREQ DAILY, WEEKLY, MONTHLY or YEARLY, with INTERVAL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, COUNT, UNTIL or WKST)";

/** The problem with a rule's text, or null when every part is known and well formed. */
export function recurrenceProblem(rule: string): string | null {
  const parts = rule.split(";").map((part) => part.split("="));
  const seen = new Set<string>();
  for (const [key, value, ...rest] of parts) {
    const pattern = key === undefined ? undefined : RULE_PARTS[key];
    if (!pattern || value === undefined || rest.length > 0 || !pattern.test(value)) {
      return RULE_MESSAGE;
    }
    if (seen.has(key as string)) return `${RULE_MESSAGE}; ${key} is given twice`;
    seen.add(key as string);
  }
  if (!seen.has("FREQ")) return `${RULE_MESSAGE}; FREQ is missing`;
  if (seen.has("COUNT") && seen.has("UNTIL")) return "must not give both COUNT and UNTIL";
  return null;
}

export const recurrenceRule = z
  .string({ error: RULE_MESSAGE })
  .trim()
  .transform((rule) => rule.replace(/^RRULE:/i, "").toUpperCase())
  .superRefine((rule, ctx) => {
    const problem = recurrenceProblem(rule);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A time of day on a 24-hour clock, `HH:MM`. */
export const timeOfDay = z
  .string({ error: "must be a time of day, HH:MM" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "must be a time of day, HH:MM" });

/** An IANA time zone this runtime knows ("Europe/Paris", "UTC"). */
export const timeZone = z.string({ error: "must be a time zone such as Europe/Paris" }).refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return zone.length <= 64;
    } catch {
      return false;
    }
  },
  { error: "must be a time zone such as Europe/Paris" },
);

export const routine = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  /** The rule's parts without `RRULE:`, e.g. `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO`. */
  recurrence: z.string(),
  /** The rule in words ("every 2 weeks on Monday at 09:30 (Europe/Paris)"). */
  schedule: z.string(),
  /** The first day the rule counts from. */
  startsOn: calendarDate,
  time: z.string(),
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  /** The task each occurrence adds, due on the occurrence's day. */
  taskTitle: z.string(),
  taskDescription: z.string().nullable(),
  checklist: z.array(z.string()),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  /**
   * The library template each occurrence makes an agenda document from (named for the
   * occurrence's day, linked from its task); null for none.
   */
  agendaTemplateId: z.string().nullable(),
  agendaTemplateName: z.string().nullable(),
  /** The plan's process it runs (docs/process-instruments.md), when a plan set it up. */
  processId: z.string().nullable(),
  paused: z.boolean(),
  /** The next occurrence still to come; null when paused or when the rule has ended. */
  nextAt: timestamp.nullable(),
  /** The last occurrence made, and the task it added (null once that task is deleted). */
  lastAt: timestamp.nullable(),
  lastTaskId: z.number().int().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Routine = z.infer<typeof routine>;

export const routineList = z.object({
  projectId: z.number().int(),
  routines: z.array(routine),
});
export type RoutineList = z.infer<typeof routineList>;

const checklist = z
  .array(requiredText(MAX_ROUTINE_CHECKLIST_ITEM, "must not be empty"))
  .max(MAX_ROUTINE_CHECKLIST, { error: `must hold at most ${MAX_ROUTINE_CHECKLIST} items` });

const durationMinutes = z
  .int({ error: "must be a whole number of minutes" })
  .min(5, { error: "must be at least 5 minutes" })
  .max(MAX_ROUTINE_DURATION_MINUTES, {
    error: `must be at most ${MAX_ROUTINE_DURATION_MINUTES} minutes`,
  });

const routineFields = {
  name: requiredText(MAX_ROUTINE_NAME, "Name is required"),
  recurrence: recurrenceRule,
  startsOn: calendarDateInput,
  time: timeOfDay,
  timeZone: timeZone.default("UTC"),
  durationMinutes: durationMinutes.default(30),
  /** The task's title; the routine's name when left out. */
  taskTitle: optionalText(MAX_ROUTINE_NAME),
  taskDescription: optionalText(MAX_ROUTINE_TEXT),
  checklist: checklist.default([]),
  assigneeId: recordId.nullish(),
  agendaTemplateId: templateIdValue.nullish(),
};

export const createRoutineInput = z.strictObject({ projectId: recordId, ...routineFields });
export type CreateRoutineInput = z.input<typeof createRoutineInput>;

/** A change of some fields; a field left out stays as it is. */
export const updateRoutineInput = z.strictObject({
  projectId: recordId,
  routineId: recordId,
  name: routineFields.name.optional(),
  recurrence: recurrenceRule.optional(),
  startsOn: calendarDateInput.optional(),
  time: timeOfDay.optional(),
  timeZone: timeZone.optional(),
  durationMinutes: durationMinutes.optional(),
  taskTitle: routineFields.taskTitle.optional(),
  taskDescription: routineFields.taskDescription.optional(),
  checklist: checklist.optional(),
  assigneeId: recordId.nullish(),
  agendaTemplateId: templateIdValue.nullish(),
  paused: z.boolean({ error: "must be true or false" }).optional(),
});
export type UpdateRoutineInput = z.input<typeof updateRoutineInput>;

export const routineIdInput = z.strictObject({ projectId: recordId, routineId: recordId });

/**
 * A calendar feed's link (`GET /calendar/{token}.ics`): shown once when made, as the token is
 * kept only as a hash. Making a new one revokes the one before.
 */
export const calendarFeedLink = z.object({
  url: z.string(),
  createdAt: timestamp,
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLink>;

/** Whether a calendar feed exists (its link is not shown again). */
export const calendarFeedState = z.object({
  active: z.boolean(),
  createdAt: timestamp.nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedState>;

/**
 * How a process of the project's plan is run in Cairn ("Your routines" on the Overview):
 * - `running`: everything it needs is in place (its routine and its rule, when it has them,
 *   active);
 * - `paused`: its routine is paused or its rule switched off;
 * - `missing`: its routine or its rule was deleted, or its column policy cleared (the consultant
 *   may set it up again);
 * - `waiting`: part of it waits for an instrument Cairn does not have yet (`awaits`).
 */
export const PLAN_PROCESS_STATES = ["running", "paused", "missing", "waiting"] as const;
export type PlanProcessState = (typeof PLAN_PROCESS_STATES)[number];

export const planProcess = z.object({
  processId: z.string(),
  name: z.string(),
  what: z.string(),
  /** The instruments that run it, in words ("the risk and decision register"). */
  runs: z.array(z.string()),
  /** What it still waits for, in words; empty once Cairn runs all of it. */
  awaits: z.array(z.string()),
  /** Its routine in this project, when it has one. */
  routine: z
    .object({
      id: z.number().int(),
      name: z.string(),
      schedule: z.string(),
      paused: z.boolean(),
      nextAt: timestamp.nullable(),
    })
    .nullable(),
  /** Its ready-made rule in this project, when it has one (docs/rules.md). */
  rule: z
    .object({
      id: z.number().int(),
      name: z.string(),
      enabled: z.boolean(),
    })
    .nullable(),
  /** The column policies a plan sets for it, in words (docs/column-policies.md). */
  policy: z.string().nullable(),
  /** What a plan sets up for it that this project no longer has (its state is then `missing`). */
  missing: z.array(z.enum(["routine", "rule", "policy"])),
  state: z.enum(PLAN_PROCESS_STATES),
});
export type PlanProcess = z.infer<typeof planProcess>;

/** `GET /projects/{projectId}/plan-processes`: empty for a project made without a plan. */
export const planProcesses = z.object({
  projectId: z.number().int(),
  processes: z.array(planProcess),
});
export type PlanProcesses = z.infer<typeof planProcesses>;
