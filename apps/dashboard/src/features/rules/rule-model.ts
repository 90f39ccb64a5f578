/**
 * Rules' words and shapes, apart from their screens (docs/rules.md): the triggers, actions,
 * columns, priorities and ready-made rules in words; what a rule on a risk or a schedule, which
 * has no task, may do; the dialog's schema, which checks a rule with the API's own rules
 * (`@cairn/schema/rules`) and makes its input of the fields (a schedule's as a routine's,
 * routines/routine-model.ts); where the API's issues land in the form; the labels, milestones,
 * people and templates a rule can name; and a run's outcome as a badge.
 */
import { BOARD_COLUMNS, COLUMN_KEYS, TASK_PRIORITIES } from "@cairn/schema/constants";
import { HIGH_RISK_SCORE } from "@cairn/schema/raid";
import {
  createRuleInput,
  RULE_TEST_DAYS,
  type Rule,
  type RuleAction,
  type RuleConditions,
  type RulePreset,
  type RuleRun,
  type RuleSubject,
  type RuleTestResult,
  type RuleTrigger,
  type RuleTriggerType,
  ruleParts,
  ruleShapeProblems,
  ruleSubjectOf,
  TASK_ACTIONS,
} from "@cairn/schema/rules";
import { z } from "zod";
import { pluralize } from "../../lib/format";
import {
  browserTimeZone,
  buildRule,
  dayInputOf,
  parseRule,
  REPEATS,
  formDefaults as routineDefaults,
  fieldOfIssue as scheduleFieldOfIssue,
  WEEKDAYS,
} from "../routines/routine-model";

export type ColumnKey = (typeof COLUMN_KEYS)[number];
export type Priority = (typeof TASK_PRIORITIES)[number];
export type ActionType = RuleAction["type"];

export function columnTitle(key: ColumnKey): string {
  return BOARD_COLUMNS.find((column) => column.key === key)?.title ?? key;
}

export const COLUMN_CHOICES = BOARD_COLUMNS.map((column) => ({
  value: column.key,
  label: column.title,
}));

export const PRIORITY_LABELS: Readonly<Record<Priority, string>> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

export const PRIORITY_CHOICES = TASK_PRIORITIES.map((priority) => ({
  value: priority,
  label: PRIORITY_LABELS[priority],
}));

export const TRIGGER_TYPES = [
  "task.created",
  "task.moved",
  "task.due_in",
  "task.overdue",
  "wip.exceeded",
  "checklist.done",
  "risk.scored",
  "schedule",
] as const satisfies readonly RuleTriggerType[];

/** The dialog's "When" choices. */
export const TRIGGER_LABELS: Readonly<Record<RuleTriggerType, string>> = {
  "task.created": "A task is created",
  "task.moved": "A task is moved",
  "task.due_in": "A task is due soon",
  "task.overdue": "A task is overdue",
  "wip.exceeded": "A column goes over its WIP limit",
  "checklist.done": "A task's checklist is completed",
  "risk.scored": "A risk reaches a score",
  schedule: "On a schedule",
};

/** What the dialog's trigger (a type alone) acts on: a task, a risk, or nothing but its moment. */
export function subjectOf(trigger: RuleTriggerType): RuleSubject {
  return ruleSubjectOf({ type: trigger });
}

export const ACTION_TYPES = [
  "flag",
  "notify",
  "notify_channel",
  "move",
  "assign",
  "add_label",
  "add_checklist",
  "add_template_checklist",
  "create_task",
] as const satisfies readonly ActionType[];

/** The dialog's "Then" choices, each what the rule does (to the task, for one on a task). */
export const ACTION_LABELS: Readonly<Record<ActionType, string>> = {
  flag: "Flag it",
  notify: "Tell someone",
  notify_channel: "Post to the team's channel",
  move: "Move it",
  assign: "Assign it",
  add_label: "Add a label",
  add_checklist: "Add checklist items",
  add_template_checklist: "Add a template's checklist",
  create_task: "Create a task",
};

function needsTask(type: ActionType): boolean {
  return (TASK_ACTIONS as readonly ActionType[]).includes(type);
}

/**
 * The actions a rule can take: all of them on a task; on a risk or a schedule, which have no task
 * to act on, only telling someone, posting to the channel and creating a task.
 */
export function actionTypesOf(subject: RuleSubject): readonly ActionType[] {
  return subject === "task" ? ACTION_TYPES : ACTION_TYPES.filter((type) => !needsTask(type));
}

/**
 * Whom "assignee" of `notify` stands for, as its choice reads: a task's assignee, a risk's owner
 * (the API tells the owner); none for a schedule, whose notice names its person.
 */
export const HOLDER_LABELS: Readonly<Record<RuleSubject, string | null>> = {
  task: "Its assignee",
  risk: "The risk's owner",
  schedule: null,
};

/** The ready-made rules as the tab offers them: the name each gets, and what it does. */
export const PRESETS: readonly { preset: RulePreset; name: string; what: string }[] = [
  {
    preset: "early-warning",
    name: "Early warning: due within 3 days",
    what: "Flags a task still in To Do when it is due within 3 days; its assignee is told.",
  },
  {
    preset: "wip-breach",
    name: "WIP limit exceeded",
    what: "Flags the card that took a column over its WIP limit and posts to the team's channel.",
  },
  {
    preset: "done-needs-review",
    name: "Done needs review",
    what: "Moves a task put in Done straight from To Do or In Progress back to Review, and tells its assignee why.",
  },
  {
    preset: "high-risk-alert",
    name: "High risk alert",
    what: "Tells a risk's owner and posts to the team's channel when a risk is logged or scored at 15 or more.",
  },
];

/** "Any column" of a move's "To", and "Anyone" of the assignee condition. */
export const ANY_COLUMN = "any";
export const ANYONE = "anyone";
/** Whom `notify` tells when it is not one person. */
export const ASSIGNEE = "assignee";

/**
 * One action as the dialog holds it: its type and every type's fields, so that a type changed
 * back keeps what was typed. People and labels are ids as text, a template its id ("" while none
 * is chosen); a checklist is its items, one a line.
 */
export interface ActionRow {
  type: ActionType;
  message: string;
  /** `notify`: "assignee" or a person's id. */
  notifyTo: string;
  /** `move`. */
  column: ColumnKey;
  /** `assign`. */
  userId: string;
  /** `add_label`. */
  labelId: string;
  /** `add_checklist`: one item a line. */
  items: string;
  /** `add_template_checklist`: the library template's id. */
  templateId: string;
  /** `create_task`. */
  title: string;
}

export function emptyAction(type: ActionType = "flag"): ActionRow {
  return {
    type,
    message: "",
    notifyTo: ASSIGNEE,
    column: "review",
    userId: "",
    labelId: "",
    items: "",
    templateId: "",
    title: "",
  };
}

function rowOf(action: RuleAction): ActionRow {
  const row = emptyAction(action.type);
  switch (action.type) {
    case "flag":
    case "notify_channel":
      return { ...row, message: action.message };
    case "notify":
      return { ...row, message: action.message, notifyTo: String(action.to) };
    case "move":
      return { ...row, column: action.to };
    case "assign":
      return { ...row, userId: String(action.userId) };
    case "add_label":
      return { ...row, labelId: String(action.labelId) };
    case "add_checklist":
      return { ...row, items: action.items.join("\n") };
    case "add_template_checklist":
      return { ...row, templateId: action.templateId };
    case "create_task":
      return { ...row, title: action.title };
  }
}

const actionRow = z.object({
  type: z.enum(ACTION_TYPES),
  message: z.string(),
  notifyTo: z.string(),
  column: z.enum(COLUMN_KEYS),
  userId: z.string(),
  labelId: z.string(),
  items: z.string(),
  templateId: z.string(),
  title: z.string(),
});

/** The fields of a rule's when, if and then, as the dialog holds them. */
const partsShape = {
  trigger: z.enum(TRIGGER_TYPES),
  /** `task.moved`: a column, or "any". */
  movedTo: z.enum([ANY_COLUMN, ...COLUMN_KEYS]),
  /** `task.moved`: none for any column. */
  movedFrom: z.array(z.enum(COLUMN_KEYS)),
  /** `task.due_in`, typed as text. */
  days: z.string(),
  /** `risk.scored`: the score a risk must reach, typed as text. */
  minScore: z.string(),
  /** `schedule`: the repeat as a routine's dialog holds it (routines/routine-model.ts). */
  repeat: z.enum(REPEATS),
  weekday: z.enum(WEEKDAYS.map((day) => day.code)),
  customRule: z.string(),
  startsOn: z.string(),
  time: z.string(),
  timeZone: z.string(),
  columns: z.array(z.enum(COLUMN_KEYS)),
  priorities: z.array(z.enum(TASK_PRIORITIES)),
  labelIds: z.array(z.number()),
  /** "anyone", "unassigned", "assigned" or a person's id. */
  assignee: z.string(),
  /** Milestones of the project's roadmap (the plan's weeks and phases). */
  milestoneIds: z.array(z.number()),
  actions: z.array(actionRow),
};
const partsValues = z.object(partsShape);
type PartsValues = z.infer<typeof partsValues>;

/** A rule's when, if and then as the API takes them. */
export interface RuleParts {
  trigger: RuleTrigger;
  conditions: RuleConditions;
  actions: RuleAction[];
}

/** The API's own check of the parts: the messages the dialog shows are the server's. */
const apiParts = ruleParts;

/** Picked choices in the board's order (a click order is no order). */
function inOrder<T>(picked: readonly T[], order: readonly T[]): T[] {
  return order.filter((value) => picked.includes(value));
}

/** A number typed as text; empty is no number (rather than 0). */
function typedNumber(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

function triggerOf(values: PartsValues): RuleTrigger {
  switch (values.trigger) {
    case "task.moved": {
      const from = inOrder(values.movedFrom, COLUMN_KEYS);
      return {
        type: "task.moved",
        ...(values.movedTo === ANY_COLUMN ? {} : { to: values.movedTo }),
        ...(from.length > 0 ? { from } : {}),
      };
    }
    case "task.due_in":
      return { type: "task.due_in", days: typedNumber(values.days) };
    case "risk.scored":
      return { type: "risk.scored", min: typedNumber(values.minScore) };
    case "schedule":
      return {
        type: "schedule",
        recurrence: buildRule({
          repeat: values.repeat,
          weekday: values.weekday,
          custom: values.customRule,
        }),
        startsOn: values.startsOn,
        time: values.time,
        timeZone: values.timeZone.trim(),
      };
    default:
      return { type: values.trigger };
  }
}

function conditionsOf(values: PartsValues): RuleConditions {
  const columns = inOrder(values.columns, COLUMN_KEYS);
  const priorities = inOrder(values.priorities, TASK_PRIORITIES);
  const { assignee } = values;
  return {
    ...(columns.length > 0 ? { columns } : {}),
    ...(values.labelIds.length > 0 ? { labelIds: values.labelIds } : {}),
    ...(priorities.length > 0 ? { priorities } : {}),
    ...(assignee === ANYONE
      ? {}
      : {
          assignee:
            assignee === "unassigned" || assignee === "assigned" ? assignee : Number(assignee),
        }),
    ...(values.milestoneIds.length > 0 ? { milestoneIds: values.milestoneIds } : {}),
  };
}

function actionOf(row: ActionRow): RuleAction {
  switch (row.type) {
    case "flag":
      return { type: "flag", message: row.message };
    case "notify":
      return {
        type: "notify",
        to: row.notifyTo === ASSIGNEE ? ASSIGNEE : typedNumber(row.notifyTo),
        message: row.message,
      };
    case "notify_channel":
      return { type: "notify_channel", message: row.message };
    case "move":
      return { type: "move", to: row.column };
    case "assign":
      return { type: "assign", userId: typedNumber(row.userId) };
    case "add_label":
      return { type: "add_label", labelId: typedNumber(row.labelId) };
    case "add_checklist":
      return {
        type: "add_checklist",
        items: row.items
          .split("\n")
          .map((item) => item.trim())
          .filter((item) => item.length > 0),
      };
    case "add_template_checklist":
      return { type: "add_template_checklist", templateId: row.templateId };
    case "create_task":
      return { type: "create_task", title: row.title };
  }
}

/**
 * The parts as the API takes them, not yet checked. A rule on a risk or a schedule has no task to
 * check: the conditions picked stay in the form (a task's trigger chosen again finds them) but are
 * not sent.
 */
function partsOf(values: PartsValues): RuleParts {
  return {
    trigger: triggerOf(values),
    conditions: subjectOf(values.trigger) === "task" ? conditionsOf(values) : {},
    actions: values.actions.map(actionOf),
  };
}

/** The form fields the API's fields land on, where their names differ or they are nested. */
const TRIGGER_FIELDS: Readonly<Record<string, string>> = {
  days: "days",
  to: "movedTo",
  from: "movedFrom",
  min: "minScore",
};
const CONDITION_FIELDS: ReadonlySet<PropertyKey | undefined> = new Set([
  "columns",
  "labelIds",
  "priorities",
  "assignee",
  "milestoneIds",
]);
const ACTION_FIELDS: ReadonlySet<PropertyKey | undefined> = new Set([
  "message",
  "userId",
  "labelId",
  "items",
  "templateId",
  "title",
]);

/**
 * An issue's path as `createRuleInput` lays a rule out. The API's own checks (a label, a
 * milestone or a template the project cannot use) name their field in one dotted segment
 * ("actions.0.templateId"), and a condition by its name alone ("labelIds").
 */
function issuePath(path: readonly PropertyKey[]): readonly PropertyKey[] {
  const [only] = path;
  if (path.length !== 1 || typeof only !== "string") return path;
  if (CONDITION_FIELDS.has(only)) return ["conditions", only];
  return only.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
}

/**
 * The trigger's field an issue names: a schedule's lands where a routine's does (its recurrence on
 * the repeat, or on the rule written out); the trigger's choice for the rest.
 */
function triggerField(
  part: PropertyKey | undefined,
  values: Pick<PartsValues, "trigger" | "repeat">,
) {
  if (typeof part !== "string") return "trigger";
  const field =
    values.trigger === "schedule"
      ? scheduleFieldOfIssue([part], values.repeat)
      : TRIGGER_FIELDS[part];
  return field ?? "trigger";
}

/**
 * The form field an issue of the API names (`issues[].path`, as `createRuleInput` lays a rule
 * out, or dotted in one segment), or undefined for the form's top. An action's `to` is a column
 * for `move` and a person for `notify`. A rule on a risk or a schedule shows no conditions, and
 * no fields of an action it cannot take: their issues go to the form's top, and to the action's
 * type.
 */
export function fieldOfIssue(
  issue: readonly PropertyKey[],
  values: Pick<PartsValues, "trigger" | "repeat" | "actions">,
): string | undefined {
  const path = issuePath(issue);
  const [head, part, field] = path;
  const subject = subjectOf(values.trigger);
  if (head === "name") return "name";
  if (head === "trigger") return triggerField(part, values);
  if (head === "conditions") {
    return subject === "task" && CONDITION_FIELDS.has(part) ? String(part) : undefined;
  }
  if (head !== "actions" || typeof part !== "number") return undefined;
  const row = values.actions[part];
  if (!row) return undefined;
  if (!actionTypesOf(subject).includes(row.type)) return `actions.${part}.type`;
  if (field === "to") return `actions.${part}.${row.type === "move" ? "column" : "notifyTo"}`;
  return `actions.${part}.${ACTION_FIELDS.has(field) ? String(field) : "type"}`;
}

/**
 * A choice left empty says so, rather than the API's word on an id ("must be a positive whole
 * number"); a checklist's item is named by its line.
 */
function issueMessage(path: readonly PropertyKey[], message: string, values: PartsValues): string {
  const [head, part, field, line] = path;
  const row = head === "actions" && typeof part === "number" ? values.actions[part] : undefined;
  if (row && field === "userId" && row.userId === "") return "Choose a person";
  if (row && field === "labelId" && row.labelId === "") return "Choose a label";
  if (row && field === "templateId" && row.templateId === "") return "Choose a template";
  if (row && field === "items" && typeof line === "number") return `Line ${line + 1}: ${message}`;
  return message;
}

/**
 * The check's issues, those of the parts' agreement first (`ruleShapeProblems`: the API's check
 * says them only once every part is well formed, and a form says every problem at once). An
 * action a rule on a risk or a schedule cannot take says only that: its own fields are not shown.
 */
function partsIssues(
  parts: RuleParts,
  issues: readonly z.core.$ZodIssue[],
): { path: readonly PropertyKey[]; message: string }[] {
  const shape = ruleShapeProblems(parts);
  const said = new Set(shape.map((problem) => problem.path.join(".")));
  const refused = new Set<PropertyKey | undefined>(
    shape
      .filter(({ path }) => path[0] === "actions" && path[2] === "type")
      .map(({ path }) => path[1]),
  );
  return [
    ...shape,
    ...issues.filter((issue) => {
      const [head, index] = issue.path;
      return !said.has(issue.path.join(".")) && !(head === "actions" && refused.has(index));
    }),
  ];
}

/** Checks the parts with the API's rules, each issue on its field; the checked parts, or NEVER. */
function checkParts(values: PartsValues, ctx: z.RefinementCtx): RuleParts {
  const parts = partsOf(values);
  const checked = apiParts.safeParse(parts);
  if (checked.success) return checked.data;
  for (const issue of partsIssues(parts, checked.error.issues)) {
    const field = fieldOfIssue(issue.path, values);
    ctx.addIssue({
      code: "custom",
      path: field
        ? field.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key))
        : ["root", "server"],
      message: issueMessage(issue.path, issue.message, values),
    });
  }
  return z.NEVER;
}

/**
 * The dialog's values, checked with the API's rules; `name` and the parts the API takes. The
 * name is checked with the parts, so that every problem shows at once.
 */
export const ruleForm = z
  .object({ name: z.string(), ...partsShape })
  .transform(({ name, ...values }, ctx) => {
    const named = createRuleInput.shape.name.safeParse(name);
    if (!named.success) {
      for (const issue of named.error.issues) {
        ctx.addIssue({ code: "custom", path: ["name"], message: issue.message });
      }
    }
    const parts = checkParts(values, ctx);
    return named.success ? { name: named.data, ...parts } : z.NEVER;
  });

/** What "Test" checks and sends: the parts alone (a rule is tried before it is named). */
export const ruleTestForm = partsValues.transform(checkParts);

export type RuleFormValues = z.input<typeof ruleForm>;
export type RuleFormOutput = z.output<typeof ruleForm>;

/**
 * The schedule's fields: the rule's own, or a new routine's (routines/routine-model.ts): from
 * today, in the person's time zone.
 */
function scheduleDefaults(trigger: RuleTrigger | undefined) {
  if (trigger?.type !== "schedule") {
    const here = { today: dayInputOf(new Date()), timeZone: browserTimeZone() };
    const { repeat, weekday, customRule, startsOn, time, timeZone } = routineDefaults(null, here);
    return { repeat, weekday, customRule, startsOn, time, timeZone };
  }
  const { repeat, weekday, custom } = parseRule(trigger.recurrence);
  const { startsOn, time, timeZone } = trigger;
  return { repeat, weekday, customRule: custom, startsOn, time, timeZone };
}

/** The dialog's values for a new rule, or for one being edited. */
export function formDefaults(rule: Rule | null): RuleFormValues {
  const trigger = rule?.trigger;
  const conditions = rule?.conditions ?? {};
  return {
    name: rule?.name ?? "",
    trigger: trigger?.type ?? "task.created",
    movedTo: trigger?.type === "task.moved" && trigger.to ? trigger.to : ANY_COLUMN,
    movedFrom: trigger?.type === "task.moved" ? [...(trigger.from ?? [])] : [],
    days: trigger?.type === "task.due_in" ? String(trigger.days) : "3",
    minScore: String(trigger?.type === "risk.scored" ? trigger.min : HIGH_RISK_SCORE),
    ...scheduleDefaults(trigger),
    columns: [...(conditions.columns ?? [])],
    priorities: [...(conditions.priorities ?? [])],
    labelIds: [...(conditions.labelIds ?? [])],
    assignee: conditions.assignee === undefined ? ANYONE : String(conditions.assignee),
    milestoneIds: [...(conditions.milestoneIds ?? [])],
    actions: rule && rule.actions.length > 0 ? rule.actions.map(rowOf) : [emptyAction()],
  };
}

/** The people a rule names (its condition, whom it tells, whom it assigns). */
export function peopleNamed(rule: Pick<Rule, "conditions" | "actions"> | null): number[] {
  if (!rule) return [];
  const ids = new Set<number>();
  if (typeof rule.conditions.assignee === "number") ids.add(rule.conditions.assignee);
  for (const action of rule.actions) {
    if (action.type === "notify" && typeof action.to === "number") ids.add(action.to);
    if (action.type === "assign") ids.add(action.userId);
  }
  return [...ids];
}

/** The labels a rule names (its condition, the label it adds). */
export function labelsNamed(rule: Pick<Rule, "conditions" | "actions"> | null): number[] {
  if (!rule) return [];
  const ids = new Set(rule.conditions.labelIds ?? []);
  for (const action of rule.actions) if (action.type === "add_label") ids.add(action.labelId);
  return [...ids];
}

/** The milestones a rule's condition names. */
export function milestonesNamed(rule: Pick<Rule, "conditions"> | null): number[] {
  return [...(rule?.conditions.milestoneIds ?? [])];
}

/**
 * The labels or milestones a rule can name: the project's, in its order, and any the rule names
 * that the project no longer has (null: shown as deleted, so that it can be unpicked).
 */
export function recordChoices<R extends { id: number }>(
  records: readonly R[],
  named: readonly number[] = [],
): { id: number; record: R | null }[] {
  const known = new Set(records.map((record) => record.id));
  return [
    ...records.map((record) => ({ id: record.id, record })),
    ...named.filter((id) => !known.has(id)).map((id) => ({ id, record: null })),
  ];
}

/**
 * Whom a rule can name: the project's people as the task dialog offers assignees, the person
 * editing, and whoever the rule already names (someone who has left shows as such; the API says
 * it when the rule is saved).
 */
export function peopleChoices(
  members: readonly { id: number; name: string }[],
  me: { id: number; name: string },
  named: readonly number[] = [],
): Map<number, string> {
  const choices = new Map<number, string>();
  for (const member of members) choices.set(member.id, member.name);
  if (!choices.has(me.id)) choices.set(me.id, me.name);
  for (const id of named) {
    if (!choices.has(id)) choices.set(id, "Someone no longer on the project");
  }
  return choices;
}

/** How many times a rule ran, in words. */
export function runCountWords(count: number): string {
  return count === 0 ? "None yet" : pluralize(count, "run");
}

export type BadgeTone = "success" | "warning" | "danger" | "info" | "neutral";

/** A run's outcome as its badge says it. */
export const OUTCOME_BADGES: Readonly<
  Record<RuleRun["outcome"], { label: string; tone: BadgeTone }>
> = {
  done: { label: "Done", tone: "success" },
  skipped: { label: "Skipped", tone: "neutral" },
  failed: { label: "Failed", tone: "danger" },
};

/**
 * What a run was about, as its line starts: its task; "A deleted task" when the task of a rule
 * on a task is gone; null when there was no task (a rule on a risk or a schedule, or one unknown
 * yet): its cause alone names the risk or the occurrence.
 */
export function runTaskWords(
  run: Pick<RuleRun, "taskTitle">,
  subject: RuleSubject | undefined,
): string | null {
  if (run.taskTitle !== null) return run.taskTitle;
  return subject === "task" ? "A deleted task" : null;
}

/** A test's answer in one sentence: why it cannot say, nothing, or how often the rule acted. */
export function testWords(result: Pick<RuleTestResult, "replayable" | "matches" | "truncated">) {
  if (!result.replayable) return null;
  const count = result.matches.length;
  if (count === 0) return `Nothing in the last ${RULE_TEST_DAYS} days`;
  const times = pluralize(count, "time");
  return result.truncated
    ? `It would have acted more than ${times} in the last ${RULE_TEST_DAYS} days; the first ${count} are shown.`
    : `It would have acted ${times} in the last ${RULE_TEST_DAYS} days.`;
}
