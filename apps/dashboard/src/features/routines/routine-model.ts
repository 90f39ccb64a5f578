/**
 * Routines' words and rules, apart from their screens (docs/routines.md): the repeat presets and
 * the RFC 5545 rules they build and are read back from, the dialog's schema and how its values
 * become the API's input, the library templates an agenda can be made from, a plan process's state
 * as a badge, and the times in words.
 */
import { optionalText, recordId } from "@cairn/schema/common";
import { calendarDateInput } from "@cairn/schema/milestones";
import {
  createRoutineInput,
  MAX_ROUTINE_CHECKLIST,
  MAX_ROUTINE_CHECKLIST_ITEM,
  MAX_ROUTINE_NAME,
  MAX_ROUTINE_TEXT,
  type PlanProcess,
  type Routine,
  recurrenceProblem,
  timeOfDay,
  timeZone,
  updateRoutineInput,
} from "@cairn/schema/routines";
import type { TemplateListEntry } from "@cairn/schema/templates";
import { z } from "zod";
import { pluralize } from "../../lib/format";
import { templateChoices } from "../templates/template-choices";

export const WEEKDAYS = [
  { code: "MO", label: "Monday" },
  { code: "TU", label: "Tuesday" },
  { code: "WE", label: "Wednesday" },
  { code: "TH", label: "Thursday" },
  { code: "FR", label: "Friday" },
  { code: "SA", label: "Saturday" },
  { code: "SU", label: "Sunday" },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]["code"];
const WEEKDAY_CODES = WEEKDAYS.map((day) => day.code) as [Weekday, ...Weekday[]];

export function weekdayLabel(code: Weekday): string {
  return WEEKDAYS.find((day) => day.code === code)?.label ?? code;
}

/**
 * The dialog's repeat choices: the cadences of most meetings and chores (those a plan sets up
 * among them), each a rule the person never has to write, and a rule of their own for the rest.
 */
export const REPEATS = ["workingDays", "weekly", "biweekly", "monthlyFirst", "custom"] as const;
export type Repeat = (typeof REPEATS)[number];

/** The presets that fall on one weekday, which the dialog then asks for. */
export function takesWeekday(repeat: Repeat): boolean {
  return repeat === "weekly" || repeat === "biweekly" || repeat === "monthlyFirst";
}

/** A repeat choice in words, its weekday said: "Every two weeks on Friday". */
export function repeatLabel(repeat: Repeat, weekday: Weekday): string {
  const day = weekdayLabel(weekday);
  switch (repeat) {
    case "workingDays":
      return "Every working day";
    case "weekly":
      return `Every week on ${day}`;
    case "biweekly":
      return `Every two weeks on ${day}`;
    case "monthlyFirst":
      return `Every month on the first ${day}`;
    case "custom":
      return "Custom rule";
  }
}

const WORKING_DAYS: readonly Weekday[] = ["MO", "TU", "WE", "TH", "FR"];

/** A rule as the API stores it: without `RRULE:`, in capitals, trimmed (as the schema does). */
export function normaliseRule(rule: string): string {
  return rule
    .trim()
    .replace(/^RRULE:/i, "")
    .toUpperCase();
}

/** What the repeat fields hold: a preset and its weekday, or a rule written out. */
export interface RepeatChoice {
  repeat: Repeat;
  weekday: Weekday;
  /** The rule of "Custom rule". */
  custom: string;
}

/** The RFC 5545 rule (without `RRULE:`) a choice stands for. */
export function buildRule({ repeat, weekday, custom }: RepeatChoice): string {
  switch (repeat) {
    case "workingDays":
      return `FREQ=WEEKLY;BYDAY=${WORKING_DAYS.join(",")}`;
    case "weekly":
      return `FREQ=WEEKLY;BYDAY=${weekday}`;
    case "biweekly":
      return `FREQ=WEEKLY;INTERVAL=2;BYDAY=${weekday}`;
    case "monthlyFirst":
      return `FREQ=MONTHLY;BYDAY=1${weekday}`;
    case "custom":
      return normaliseRule(custom);
  }
}

function isWeekday(value: string | undefined): value is Weekday {
  return WEEKDAY_CODES.includes(value as Weekday);
}

/** The rule's parts by name, or null when it repeats a part or is not `NAME=value;…`. */
function ruleParts(rule: string): Map<string, string> | null {
  const parts = new Map<string, string>();
  for (const piece of rule.split(";")) {
    const [name, value, ...rest] = piece.split("=");
    if (!name || value === undefined || rest.length > 0 || parts.has(name)) return null;
    parts.set(name, value);
  }
  return parts;
}

/** The preset a rule is, read from its parts; undefined for any other rule. */
function presetOf(parts: Map<string, string>): Omit<RepeatChoice, "custom"> | undefined {
  // A part no preset writes (COUNT, UNTIL, WKST…) would be lost on saving: such a rule is custom.
  if ([...parts.keys()].some((name) => !["FREQ", "INTERVAL", "BYDAY"].includes(name))) {
    return undefined;
  }
  const freq = parts.get("FREQ");
  const interval = parts.get("INTERVAL") ?? "1";
  const days = (parts.get("BYDAY") ?? "").split(",");
  const [day] = days;
  if (freq === "WEEKLY" && interval === "1" && days.length === WORKING_DAYS.length) {
    const same = WORKING_DAYS.every((workday) => days.includes(workday));
    if (same) return { repeat: "workingDays", weekday: "MO" };
  }
  if (freq === "WEEKLY" && days.length === 1 && isWeekday(day)) {
    if (interval === "1") return { repeat: "weekly", weekday: day };
    if (interval === "2") return { repeat: "biweekly", weekday: day };
  }
  const first = /^\+?1([A-Z]{2})$/.exec(day ?? "")?.[1];
  if (freq === "MONTHLY" && interval === "1" && days.length === 1 && isWeekday(first)) {
    return { repeat: "monthlyFirst", weekday: first };
  }
  return undefined;
}

/**
 * The choice a stored rule is: its preset when it is one (the weekday read from it), else
 * "Custom rule" with the rule as written. The custom text holds the rule either way, so that
 * switching to "Custom rule" starts from it.
 */
export function parseRule(rule: string): RepeatChoice {
  const custom = normaliseRule(rule);
  const parts = ruleParts(custom);
  const preset = parts ? presetOf(parts) : undefined;
  return preset ? { ...preset, custom } : { repeat: "custom", weekday: "MO", custom };
}

/** The browser's time zone, the dialog's first choice; UTC when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** The IANA names this browser knows, offered as the time zone is typed. */
export function timeZoneNames(): string[] {
  const known =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes("UTC") ? known : ["UTC", ...known];
}

/** A day as a date input holds it, `YYYY-MM-DD`, where the person is. */
export function dayInputOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const RULE_NEEDED = "Write a recurrence rule, such as FREQ=WEEKLY;BYDAY=MO";

/** The API's own rules for a duration and for the checklist's items, not written twice. */
const durationRule = updateRoutineInput.shape.durationMinutes.unwrap();
const agendaRule = createRoutineInput.shape.agendaTemplateId.unwrap();

/**
 * The dialog's values, checked with the API's rules (`@cairn/schema/routines`): the repeat is a
 * preset and a weekday, or a rule of its own; the duration is typed as text; empty checklist
 * items are dropped. `routineFields` makes the request's fields of them.
 */
export const routineForm = z
  .object({
    name: createRoutineInput.shape.name,
    repeat: z.enum(REPEATS),
    weekday: z.enum(WEEKDAY_CODES),
    customRule: z.string(),
    startsOn: calendarDateInput,
    time: timeOfDay,
    timeZone: z.string().trim().pipe(timeZone),
    durationMinutes: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, { error: "must be a whole number of minutes" })
      .transform(Number)
      .pipe(durationRule),
    taskTitle: optionalText(MAX_ROUTINE_NAME),
    taskDescription: optionalText(MAX_ROUTINE_TEXT),
    checklist: z
      .array(z.string())
      .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0))
      .superRefine((items, ctx) => {
        if (items.length > MAX_ROUTINE_CHECKLIST) {
          ctx.addIssue({
            code: "custom",
            message: `must hold at most ${MAX_ROUTINE_CHECKLIST} items`,
          });
        }
        const long = items.findIndex((item) => item.length > MAX_ROUTINE_CHECKLIST_ITEM);
        if (long >= 0) {
          ctx.addIssue({
            code: "custom",
            message: `Item ${long + 1} must be at most ${MAX_ROUTINE_CHECKLIST_ITEM} characters`,
          });
        }
      }),
    assigneeId: recordId.nullable(),
    /** The library template of each occurrence's agenda document; null for none. */
    agendaTemplateId: agendaRule,
  })
  .superRefine((values, ctx) => {
    if (values.repeat !== "custom") return;
    const rule = normaliseRule(values.customRule);
    const problem = rule ? recurrenceProblem(rule) : RULE_NEEDED;
    if (problem) ctx.addIssue({ code: "custom", path: ["customRule"], message: problem });
  });

export type RoutineFormValues = z.input<typeof routineForm>;
export type RoutineFormOutput = z.output<typeof routineForm>;

/**
 * The schedule's fields of a form, as the routine dialog holds them: what ScheduleFields
 * (schedule-fields.tsx) asks of a routine's form and of a scheduled rule's.
 */
export type ScheduleValues = Pick<
  RoutineFormValues,
  "repeat" | "weekday" | "customRule" | "startsOn" | "time" | "timeZone"
>;

/** The dialog's values for a new routine (today, the browser's zone), or for one being edited. */
export function formDefaults(
  routine: Routine | null,
  here: { today: string; timeZone: string },
): RoutineFormValues {
  const choice = routine ? parseRule(routine.recurrence) : null;
  return {
    name: routine?.name ?? "",
    repeat: choice?.repeat ?? "weekly",
    weekday: choice?.weekday ?? "MO",
    customRule: choice?.custom ?? "",
    startsOn: routine?.startsOn ?? here.today,
    time: routine?.time ?? "09:00",
    timeZone: routine?.timeZone ?? here.timeZone,
    durationMinutes: String(routine?.durationMinutes ?? 30),
    // The API answers the name when no title of its own was given: left empty, it follows the
    // name when that changes.
    taskTitle: routine && routine.taskTitle !== routine.name ? routine.taskTitle : "",
    taskDescription: routine?.taskDescription ?? "",
    checklist: routine ? [...routine.checklist] : [],
    assigneeId: routine?.assigneeId ?? null,
    agendaTemplateId: routine?.agendaTemplateId ?? null,
  };
}

/** The fields of a create or an update, as the API takes them. */
export interface RoutineFields {
  name: string;
  recurrence: string;
  startsOn: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  taskTitle: string | null;
  taskDescription: string | null;
  checklist: string[];
  assigneeId: number | null;
  /** Sent only when it changes: chosen for a new routine, another one or null (cleared) on edit. */
  agendaTemplateId?: string | null;
}

/**
 * The API's fields of the dialog's values; `routine` is the one being edited. Its agenda template
 * is sent only when it changes, so that a routine whose template left the library since (which
 * the API refuses to be given) can still be edited otherwise.
 */
export function routineFields(
  values: RoutineFormOutput,
  routine: Pick<Routine, "agendaTemplateId"> | null = null,
): RoutineFields {
  const agenda = values.agendaTemplateId;
  return {
    name: values.name,
    recurrence: buildRule({
      repeat: values.repeat,
      weekday: values.weekday,
      custom: values.customRule,
    }),
    startsOn: values.startsOn,
    time: values.time,
    timeZone: values.timeZone,
    durationMinutes: values.durationMinutes,
    taskTitle: values.taskTitle,
    taskDescription: values.taskDescription,
    checklist: values.checklist,
    assigneeId: values.assigneeId,
    ...(agenda !== (routine?.agendaTemplateId ?? null) ? { agendaTemplateId: agenda } : {}),
  };
}

/** The form fields the API's fields land on; `recurrence` on the field that made it. */
const FIELD_OF_INPUT: Readonly<Record<string, keyof RoutineFormValues>> = {
  name: "name",
  startsOn: "startsOn",
  time: "time",
  timeZone: "timeZone",
  durationMinutes: "durationMinutes",
  taskTitle: "taskTitle",
  taskDescription: "taskDescription",
  checklist: "checklist",
  assigneeId: "assigneeId",
  agendaTemplateId: "agendaTemplateId",
};

/** The form field an issue of the API names (`issues[].path`), or undefined for the form's top. */
export function fieldOfIssue(
  path: readonly (string | number)[],
  repeat: Repeat,
): keyof RoutineFormValues | undefined {
  const [field] = path;
  if (field === "recurrence") return repeat === "custom" ? "customRule" : "repeat";
  return typeof field === "string" ? FIELD_OF_INPUT[field] : undefined;
}

/**
 * Whom a routine's tasks can go to: the project's people as the task dialog offers assignees,
 * the person editing, and whoever the routine already names.
 */
export function peopleChoices(
  members: readonly { id: number; name: string }[],
  me: { id: number; name: string },
  named: { id: number | null; name: string | null } | null = null,
): Map<number, string> {
  const choices = new Map<number, string>();
  for (const member of members) choices.set(member.id, member.name);
  if (!choices.has(me.id)) choices.set(me.id, me.name);
  if (named?.id != null && !choices.has(named.id)) {
    choices.set(named.id, named.name ?? "Someone no longer on the project");
  }
  return choices;
}

/** What a routine's agenda template no longer offered by the library is labelled with. */
export const AGENDA_GONE = "no longer in the library";

/** A library template an agenda can be made from, as the dialog's select offers it. */
export interface AgendaChoice {
  id: string;
  /** "Name · Category", one text so that the option's name is read as it shows. */
  label: string;
  /** The routine's own, which the library (once read) no longer offers: it makes no document. */
  gone?: true;
}

/**
 * The templates a routine's agenda can be made from: the library's usable ones (`available`: they
 * have a body) by name, as a rule's checklist template is offered (rules/rule-model.ts), and the
 * one the routine already names when the library no longer offers it, so that the select still
 * says what the routine makes. While the library is unknown (`entries` undefined) the routine's
 * own is offered by its name alone.
 */
export function agendaChoices(
  entries: readonly Pick<TemplateListEntry, "id" | "name" | "category" | "available">[] | undefined,
  named: Pick<Routine, "agendaTemplateId" | "agendaTemplateName"> | null = null,
): AgendaChoice[] {
  const choices = templateChoices(entries ?? []).map(({ id, name, category }) => ({
    id,
    label: category ? `${name} · ${category}` : name,
  }));
  const id = named?.agendaTemplateId;
  if (!id || choices.some((choice) => choice.id === id)) return choices;
  const name = named?.agendaTemplateName ?? id;
  return [
    ...choices,
    entries ? { id, label: `${name} (${AGENDA_GONE})`, gone: true } : { id, label: name },
  ];
}

/**
 * An occurrence as the reader's clock shows it, with its weekday: "Mon, 7 Dec 2026, 10:00". In
 * the dashboards' one locale (@cairn/ui/format); the zone is the reader's unless one is given.
 */
export function formatOccurrence(iso: string, zone?: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    ...(zone ? { timeZone: zone } : {}),
  }).format(new Date(iso));
}

/** "15 min", "1 h", "1 h 30 min". */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function checklistWords(items: readonly string[]): string {
  return items.length === 0 ? "No checklist" : pluralize(items.length, "item");
}

/** When a routine next adds its task, in words: the moment, or why there is none. */
export function nextWords(routine: Pick<Routine, "paused" | "nextAt">, zone?: string): string {
  if (routine.paused) return "None while paused";
  return routine.nextAt ? formatOccurrence(routine.nextAt, zone) : "None: the rule has ended";
}

export type BadgeTone = "success" | "warning" | "danger" | "info" | "neutral";

/** A plan process's state as its badge says it; a waiting one names what it waits for. */
export function processBadge(process: Pick<PlanProcess, "state" | "awaits">): {
  label: string;
  tone: BadgeTone;
} {
  switch (process.state) {
    case "running":
      return { label: "Running", tone: "success" };
    case "paused":
      return { label: "Paused", tone: "warning" };
    case "missing":
      return { label: "Missing", tone: "danger" };
    case "waiting":
      return {
        label: process.awaits.length > 0 ? `Waiting for: ${process.awaits.join("; ")}` : "Waiting",
        tone: "info",
      };
  }
}

/** What runs a process in Cairn, in words. */
export function runsWords(runs: readonly string[]): string {
  if (runs.length === 0) return "Nothing in Cairn yet";
  const text = runs.join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
