/**
 * Rules' words and shapes, apart from their screens (docs/rules.md): the triggers, actions,
 * columns, priorities and ready-made rules in words; the dialog's schema, which checks a rule
 * with the API's own rules (`@cairn/schema/rules`) and makes its input of the fields; where the
 * API's issues land in the form; the labels, milestones, people and templates a rule can name;
 * and a run's outcome as a badge.
 */
import { BOARD_COLUMNS, COLUMN_KEYS, TASK_PRIORITIES } from "@cairn/schema/constants";
import {
  createRuleInput,
  RULE_TEST_DAYS,
  type Rule,
  type RuleAction,
  type RuleConditions,
  type RulePreset,
  type RuleRun,
  type RuleTestResult,
  type RuleTrigger,
  type RuleTriggerType,
} from "@cairn/schema/rules";
import { z } from "zod";
import { pluralize } from "../../lib/format";

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
] as const satisfies readonly RuleTriggerType[];

/** The dialog's "When" choices. */
export const TRIGGER_LABELS: Readonly<Record<RuleTriggerType, string>> = {
  "task.created": "A task is created",
  "task.moved": "A task is moved",
  "task.due_in": "A task is due soon",
  "task.overdue": "A task is overdue",
  "wip.exceeded": "A column goes over its WIP limit",
  "checklist.done": "A task's checklist is completed",
};

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

/** The dialog's "Then" choices, each what the rule does to the task. */
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
const apiParts = createRuleInput.pick({ trigger: true, conditions: true, actions: true });

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

/** The parts as the API takes them, not yet checked. */
function partsOf(values: PartsValues): RuleParts {
  return {
    trigger: triggerOf(values),
    conditions: conditionsOf(values),
    actions: values.actions.map(actionOf),
  };
}

/** The form fields the API's fields land on, where their names differ or they are nested. */
const TRIGGER_FIELDS: Readonly<Record<string, string>> = {
  days: "days",
  to: "movedTo",
  from: "movedFrom",
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
 * The form field an issue of the API names (`issues[].path`, as `createRuleInput` lays a rule
 * out, or dotted in one segment), or undefined for the form's top. An action's `to` is a column
 * for `move` and a person for `notify`.
 */
export function fieldOfIssue(
  issue: readonly PropertyKey[],
  values: Pick<PartsValues, "actions">,
): string | undefined {
  const path = issuePath(issue);
  const [head, part, field] = path;
  if (head === "name") return "name";
  if (head === "trigger") return (typeof part === "string" && TRIGGER_FIELDS[part]) || "trigger";
  if (head === "conditions") return CONDITION_FIELDS.has(part) ? String(part) : undefined;
  if (head !== "actions" || typeof part !== "number") return undefined;
  const row = values.actions[part];
  if (!row) return undefined;
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

/** Checks the parts with the API's rules, each issue on its field; the checked parts, or NEVER. */
function checkParts(values: PartsValues, ctx: z.RefinementCtx): RuleParts {
  const checked = apiParts.safeParse(partsOf(values));
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
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
