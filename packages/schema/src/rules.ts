/**
 * A project's rules (docs/rules.md): "when … if … then …" automation in a small, safe
 * vocabulary. A trigger (a task created or moved, due within N days, overdue, a column over its WIP
 * limit, its checklist completed; a risk of the register scored N or more; a schedule),
 * conditions on the task (its column, labels, priority, assignee, the plan's milestone it belongs
 * to) and up to five actions (flag it, notify someone or the channel, move, assign, label it, add
 * checklist items, written or from a template, add a task). Each run is written down once per
 * event (its audit line), and a rule's own change starts other rules at most once more
 * (RULE_MAX_DEPTH).
 */
import { z } from "zod";
import { recordId, requiredText, timestamp } from "./common.js";
import { COLUMN_KEYS, TASK_PRIORITIES } from "./constants.js";
import { calendarDateInput } from "./milestones.js";
import { HIGH_RISK_SCORE, RISK_SCALE_MAX } from "./raid.js";
import { recurrenceRule, timeOfDay, timeZone } from "./routines.js";
import { columnKey, taskPriority } from "./tasks.js";
import { templateIdValue } from "./templates.js";

export const MAX_RULE_NAME = 120;
export const MAX_RULE_MESSAGE = 500;
export const MAX_RULE_ACTIONS = 5;
export const MAX_RULE_CHECKLIST = 20;
export const MAX_RULES_PER_PROJECT = 30;
/** How far ahead "due within N days" may look. */
export const MAX_RULE_DUE_DAYS = 30;
/** The days a rule's test mode looks back over. */
export const RULE_TEST_DAYS = 30;
/** The most a test shows; it says when there were more. */
export const MAX_RULE_TEST_RESULTS = 100;
/**
 * How deep a chain of rules may go: a person's change starts rules at depth 1; a change made by
 * a depth-1 rule starts rules at depth 2; a depth-2 rule's change starts nothing (its run says
 * so in the audit). Two rules that undo each other stop there instead of looping.
 */
export const RULE_MAX_DEPTH = 2;
/** The label the flag action puts on a task (made in the project when it is missing). */
export const FLAG_LABEL = "Flagged";

const days = z
  .int({ error: "must be a whole number of days" })
  .min(0, { error: "must be 0 or more" })
  .max(MAX_RULE_DUE_DAYS, { error: `must be at most ${MAX_RULE_DUE_DAYS}` });

export const ruleTrigger = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("task.created") }),
    /** Moved into `to` (any column when left out), from one of `from` (any when left out). */
    z.strictObject({
      type: z.literal("task.moved"),
      to: columnKey.optional(),
      from: z.array(columnKey).max(COLUMN_KEYS.length).optional(),
    }),
    /** Due today or within `days` days and not done, once per due date. */
    z.strictObject({ type: z.literal("task.due_in"), days }),
    /** Past its due date and not done, once per due date. */
    z.strictObject({ type: z.literal("task.overdue") }),
    /** A task added to or moved into a column that then holds more than its WIP limit. */
    z.strictObject({ type: z.literal("wip.exceeded") }),
    /** The last open item of a task's checklist ticked: the checklist is complete. */
    z.strictObject({ type: z.literal("checklist.done") }),
    /**
     * A risk of the project's RAID register, open, logged at or re-scored to `min` or more
     * (probability × impact, 1–25) from below it: once per crossing.
     */
    z.strictObject({
      type: z.literal("risk.scored"),
      min: z
        .int({ error: "must be a whole number" })
        .min(1, { error: "must be 1 or more" })
        .max(RISK_SCALE_MAX * RISK_SCALE_MAX, {
          error: `must be at most ${RISK_SCALE_MAX * RISK_SCALE_MAX} (${RISK_SCALE_MAX} × ${RISK_SCALE_MAX})`,
        })
        .default(HIGH_RISK_SCORE),
    }),
    /**
     * Each occurrence of an RFC 5545 recurrence, at a time of day in a time zone, as a
     * routine's (docs/routines.md); one missed while no server ran is run late, once.
     */
    z.strictObject({
      type: z.literal("schedule"),
      recurrence: recurrenceRule,
      startsOn: calendarDateInput,
      time: timeOfDay,
      timeZone: timeZone.default("UTC"),
    }),
  ],
  {
    error:
      "must be one of task.created, task.moved, task.due_in (with days), task.overdue, wip.exceeded, checklist.done, risk.scored (with min), schedule (with recurrence, startsOn and time)",
  },
);
export type RuleTrigger = z.infer<typeof ruleTrigger>;
export type RuleTriggerType = RuleTrigger["type"];

/**
 * What a rule acts on: a task for the triggers about tasks, a risk for `risk.scored`, nothing
 * but the moment for `schedule`.
 */
export type RuleSubject = "task" | "risk" | "schedule";
export function ruleSubjectOf(trigger: { type: RuleTriggerType }): RuleSubject {
  if (trigger.type === "risk.scored") return "risk";
  if (trigger.type === "schedule") return "schedule";
  return "task";
}

/** The actions that need a task to act on: a rule on a risk or a schedule cannot take them. */
export const TASK_ACTIONS = [
  "flag",
  "move",
  "assign",
  "add_label",
  "add_checklist",
  "add_template_checklist",
] as const;

/** Who a condition on the assignee accepts: anyone, nobody assigned, someone, or one person. */
export const ruleAssignee = z.union([z.enum(["unassigned", "assigned"]), recordId], {
  error: "must be unassigned, assigned or a person's id",
});

/** What the task must be for the rule to act; each condition left out accepts every task. */
export const ruleConditions = z.strictObject({
  /** In one of these columns. */
  columns: z.array(columnKey).min(1).max(COLUMN_KEYS.length).optional(),
  /** Carrying at least one of these labels. */
  labelIds: z.array(recordId).min(1).max(20).optional(),
  /** Of one of these priorities. */
  priorities: z.array(taskPriority).min(1).max(TASK_PRIORITIES.length).optional(),
  assignee: ruleAssignee.optional(),
  /**
   * In one of these milestones of the project's roadmap: the weeks and phases of its plan, when
   * the plan laid them out (docs/rules.md, "Conditions").
   */
  milestoneIds: z.array(recordId).min(1).max(20).optional(),
});
export type RuleConditions = z.infer<typeof ruleConditions>;

const message = requiredText(MAX_RULE_MESSAGE, "Message is required");

export const ruleAction = z.discriminatedUnion(
  "type",
  [
    /** Puts the "Flagged" label on the task and tells its assignee why. */
    z.strictObject({ type: z.literal("flag"), message }),
    /** A notice in the inbox of the task's assignee, or of one person of the project. */
    z.strictObject({
      type: z.literal("notify"),
      to: z.union([z.literal("assignee"), recordId], {
        error: "must be assignee or a person's id",
      }),
      message,
    }),
    /** A post to the project's Slack and Teams channels. */
    z.strictObject({ type: z.literal("notify_channel"), message }),
    /** To the bottom of a column. */
    z.strictObject({ type: z.literal("move"), to: columnKey }),
    z.strictObject({ type: z.literal("assign"), userId: recordId }),
    z.strictObject({ type: z.literal("add_label"), labelId: recordId }),
    z.strictObject({
      type: z.literal("add_checklist"),
      items: z
        .array(requiredText(300, "must not be empty"))
        .min(1, { error: "must hold at least one item" })
        .max(MAX_RULE_CHECKLIST, { error: `must hold at most ${MAX_RULE_CHECKLIST} items` }),
    }),
    /**
     * The checklist of a library template (its `- [ ]` lines, fields filled in for the project),
     * read when the rule runs, so that a change to the template reaches the next run.
     */
    z.strictObject({ type: z.literal("add_template_checklist"), templateId: templateIdValue }),
    /** A new task in the first column, linked to the one the rule ran for in its description. */
    z.strictObject({
      type: z.literal("create_task"),
      title: requiredText(200, "Title is required"),
    }),
  ],
  {
    error:
      "must be one of flag, notify, notify_channel, move, assign, add_label, add_checklist, add_template_checklist, create_task",
  },
);
export type RuleAction = z.infer<typeof ruleAction>;

const actions = z
  .array(ruleAction)
  .min(1, { error: "must hold at least one action" })
  .max(MAX_RULE_ACTIONS, { error: `must hold at most ${MAX_RULE_ACTIONS} actions` });

/**
 * What a rule's parts must agree on beyond each part's own shape: a rule on a risk's score or a
 * schedule has no task, so no condition on one and no action on one; a scheduled rule's notice
 * names its person (a risk's "assignee" is its owner). Each problem has its field's path.
 */
export function ruleShapeProblems(rule: {
  trigger: { type: RuleTriggerType };
  conditions?: RuleConditions;
  actions: readonly RuleAction[];
}): { path: (string | number)[]; message: string }[] {
  const subject = ruleSubjectOf(rule.trigger);
  if (subject === "task") return [];
  const what = subject === "risk" ? "a risk's score" : "a schedule";
  const problems: { path: (string | number)[]; message: string }[] = [];
  for (const key of Object.keys(rule.conditions ?? {})) {
    problems.push({
      path: ["conditions", key],
      message: `a rule on ${what} has no task to check: leave the conditions out`,
    });
  }
  for (const [index, action] of rule.actions.entries()) {
    if ((TASK_ACTIONS as readonly string[]).includes(action.type)) {
      problems.push({
        path: ["actions", index, "type"],
        message: `a rule on ${what} has no task to act on: it can notify, post to the channel or create a task`,
      });
    } else if (subject === "schedule" && action.type === "notify" && action.to === "assignee") {
      problems.push({
        path: ["actions", index, "to"],
        message: "a rule on a schedule has no assignee to tell: choose a person",
      });
    }
  }
  return problems;
}

function refineShape(
  rule: Parameters<typeof ruleShapeProblems>[0],
  context: z.core.$RefinementCtx,
): void {
  for (const problem of ruleShapeProblems(rule)) {
    context.addIssue({ code: "custom", input: rule, ...problem });
  }
}

/** The ready-made rules (docs/rules.md): a consultant adds one in a click and may change it. */
export const RULE_PRESETS = [
  "early-warning",
  "wip-breach",
  "done-needs-review",
  "high-risk-alert",
] as const;
export type RulePreset = (typeof RULE_PRESETS)[number];

export const rule = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  trigger: ruleTrigger,
  conditions: ruleConditions,
  actions: z.array(ruleAction),
  enabled: z.boolean(),
  /** The ready-made rule it was made from, if any. */
  preset: z.enum(RULE_PRESETS).nullable(),
  /** The plan's process it runs (docs/process-instruments.md), when a plan set it up. */
  processId: z.string().nullable(),
  /** The rule in words: "When a task is due within 3 days, if …, then …". */
  summary: z.string(),
  lastRunAt: timestamp.nullable(),
  runCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Rule = z.infer<typeof rule>;

export const ruleList = z.object({ projectId: z.number().int(), rules: z.array(rule) });
export type RuleList = z.infer<typeof ruleList>;

const ruleFields = {
  name: requiredText(MAX_RULE_NAME, "Name is required"),
  trigger: ruleTrigger,
  conditions: ruleConditions.default({}),
  actions,
  enabled: z.boolean({ error: "must be true or false" }).default(true),
};

export const createRuleInput = z
  .strictObject({ projectId: recordId, ...ruleFields })
  .superRefine(refineShape);

/** A rule's when, if and then, checked as a new rule's are (the dashboard's editor checks these). */
export const ruleParts = z
  .strictObject({
    trigger: ruleFields.trigger,
    conditions: ruleFields.conditions,
    actions: ruleFields.actions,
  })
  .superRefine(refineShape);
export type CreateRuleInput = z.input<typeof createRuleInput>;

export const createPresetRuleInput = z.strictObject({
  projectId: recordId,
  preset: z.enum(RULE_PRESETS, { error: `must be one of ${RULE_PRESETS.join(", ")}` }),
});

/** A change of some fields; a field left out stays as it is. */
export const updateRuleInput = z.strictObject({
  projectId: recordId,
  ruleId: recordId,
  name: ruleFields.name.optional(),
  trigger: ruleTrigger.optional(),
  conditions: ruleConditions.optional(),
  actions: actions.optional(),
  enabled: z.boolean({ error: "must be true or false" }).optional(),
});
export type UpdateRuleInput = z.input<typeof updateRuleInput>;

export const ruleIdInput = z.strictObject({ projectId: recordId, ruleId: recordId });

/**
 * One run of a rule (its audit line): `done` when its actions ran, `skipped` when it ran for
 * nothing (the task was gone or no longer met the conditions, or the chain was too deep), with
 * what it did or why not, line by line.
 */
export const RULE_RUN_OUTCOMES = ["done", "skipped", "failed"] as const;
export const ruleRun = z.object({
  id: z.number().int(),
  ruleId: z.number().int(),
  ruleName: z.string(),
  taskId: z.number().int().nullable(),
  taskTitle: z.string().nullable(),
  /** What started it, in words ("task moved from Review to Done", "due 2026-12-09, within 3 days"). */
  cause: z.string(),
  depth: z.number().int(),
  outcome: z.enum(RULE_RUN_OUTCOMES),
  lines: z.array(z.string()),
  at: timestamp,
});
export type RuleRun = z.infer<typeof ruleRun>;

export const ruleRunList = z.object({ projectId: z.number().int(), runs: z.array(ruleRun) });
export type RuleRunList = z.infer<typeof ruleRunList>;

/**
 * A rule tried on the last RULE_TEST_DAYS days: the tasks it would have acted on, when, and
 * what it would have done. Nothing is changed. A trigger that cannot be replayed from what is
 * recorded (a WIP limit exceeded: past column sizes are not kept) answers `replayable: false`.
 */
export const testRuleInput = z
  .strictObject({
    projectId: recordId,
    trigger: ruleTrigger,
    conditions: ruleConditions.default({}),
    actions,
  })
  .superRefine(refineShape);
export const ruleTestResult = z.object({
  replayable: z.boolean(),
  /** Why not, when not. */
  note: z.string().nullable(),
  from: timestamp,
  to: timestamp,
  matches: z.array(
    z.object({
      /** The task it would have acted on; null for a rule on a risk or a schedule (`cause` names it). */
      taskId: z.number().int().nullable(),
      taskTitle: z.string().nullable(),
      at: timestamp,
      cause: z.string(),
      lines: z.array(z.string()),
    }),
  ),
  /** More matched than are shown. */
  truncated: z.boolean(),
});
export type RuleTestResult = z.infer<typeof ruleTestResult>;
