/**
 * Which rules a change starts, and whether a task meets a rule's conditions: pure, so the
 * subscriber (queue-rule-runs.ts), the run (run-rule.ts), the timed job and the test mode
 * (replay.ts) decide alike. docs/rules.md gives the vocabulary.
 */
import { BOARD_COLUMNS } from "@cairn/schema/constants";
import type { RuleConditions, RuleTrigger } from "@cairn/schema/rules";
import type { ColumnKey } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import { wallClockOf } from "../../lib/recurrence.js";
import { DAY_MS, OVERDUE_CATCH_UP_DAYS, startOfUtcDay } from "../notifications/reminder-days.js";

/** What a change of the board was, as the rules see it. */
export type RuleEvent =
  | { type: "created"; task: Task; columnOverLimit: boolean }
  | { type: "moved"; from: ColumnKey; task: Task; columnOverLimit: boolean }
  | { type: "checklist_done"; task: Task };

/** Whether the change is one the trigger names (time triggers are the job's, never a change's). */
export function triggerMatches(trigger: RuleTrigger, event: RuleEvent): boolean {
  switch (trigger.type) {
    case "task.created":
      return event.type === "created";
    case "task.moved":
      return (
        event.type === "moved" &&
        event.from !== event.task.columnId &&
        (trigger.to === undefined || trigger.to === event.task.columnId) &&
        (trigger.from === undefined || trigger.from.includes(event.from))
      );
    case "wip.exceeded":
      return (
        (event.type === "created" && event.columnOverLimit) ||
        (event.type === "moved" && event.columnOverLimit && event.from !== event.task.columnId)
      );
    case "checklist.done":
      return event.type === "checklist_done";
    case "task.due_in":
    case "task.overdue":
    case "risk.scored":
    case "schedule":
      return false;
  }
}

/** Whether the task, as it is, meets every condition given. */
export function conditionsHold(conditions: RuleConditions, task: Task): boolean {
  if (conditions.columns && !conditions.columns.includes(task.columnId)) return false;
  if (conditions.priorities && !conditions.priorities.includes(task.priority)) return false;
  if (conditions.labelIds && !conditions.labelIds.some((id) => task.labelIds.includes(id))) {
    return false;
  }
  const { assignee } = conditions;
  if (assignee === "unassigned" && task.assignedTo !== null) return false;
  if (assignee === "assigned" && task.assignedTo === null) return false;
  if (typeof assignee === "number" && task.assignedTo !== assignee) return false;
  if (conditions.milestoneIds) {
    if (task.milestoneId === null || !conditions.milestoneIds.includes(task.milestoneId)) {
      return false;
    }
  }
  return true;
}

export function columnTitle(key: string): string {
  return BOARD_COLUMNS.find((column) => column.key === key)?.title ?? key;
}

/**
 * The key of a change's run of a rule: the rule acts once per key (`rule_runs`' unique key),
 * however often the change is delivered.
 */
export function eventKey(event: RuleEvent, at: Date): string {
  switch (event.type) {
    case "created":
      return `created:${event.task.id}`;
    case "moved":
      return `moved:${event.task.id}:${event.from}>${event.task.columnId}:${at.getTime()}`;
    case "checklist_done":
      // A checklist completed, reopened and completed again is two events.
      return `checklist_done:${event.task.id}:${at.getTime()}`;
  }
}

/** What started a run, in words, for its audit line. */
export function eventCause(trigger: RuleTrigger, event: RuleEvent): string {
  if (trigger.type === "wip.exceeded") {
    return `${columnTitle(event.task.columnId)} went over its WIP limit`;
  }
  switch (event.type) {
    case "created":
      return "task created";
    case "moved":
      return `task moved from ${columnTitle(event.from)} to ${columnTitle(event.task.columnId)}`;
    case "checklist_done":
      return `checklist completed (${event.task.checklistTotal} item${event.task.checklistTotal === 1 ? "" : "s"})`;
  }
}

/**
 * The due dates a timed trigger covers at `now`, and the key and words of a task's run. The key
 * names the task and its due day: once per task and due date, however many tasks share the day.
 */
export function timedWindow(
  trigger: { type: "task.due_in"; days: number } | { type: "task.overdue" },
  now: Date,
): {
  from: Date;
  to: Date;
  key: (taskId: number, dueDay: string) => string;
  cause: (dueDay: string) => string;
} {
  const today = startOfUtcDay(now).getTime();
  if (trigger.type === "task.due_in") {
    // Within the days, not on the last of them: a task made two days before its due date is
    // still warned of by a three-day rule.
    return {
      from: new Date(today),
      to: new Date(today + (trigger.days + 1) * DAY_MS),
      key: (taskId, day) => `due_in:${trigger.days}:${taskId}:${day}`,
      cause: (day) => `due ${day}, within ${trigger.days} day${trigger.days === 1 ? "" : "s"}`,
    };
  }
  return {
    from: new Date(today - OVERDUE_CATCH_UP_DAYS * DAY_MS),
    to: new Date(today),
    key: (taskId, day) => `overdue:${taskId}:${day}`,
    cause: (day) => `overdue (due ${day})`,
  };
}

/** A risk as the rule on its score reads it. */
export interface ScoredRisk {
  id: number;
  title: string;
  status: "open" | "closed";
  probability: number | null;
  impact: number | null;
  score: number | null;
}

/**
 * Whether a risk saved just now crossed a rule's score: open and scoring `min` or more, where it
 * was new, closed, or below `min` before. A risk that stays high through an edit of its response
 * is no new event; re-scored below and up again, or closed and reopened, it is.
 */
export function riskCrossed(
  min: number,
  before: { status: "open" | "closed"; score: number | null } | undefined,
  after: ScoredRisk,
): boolean {
  if (after.status !== "open" || after.score === null || after.score < min) return false;
  return before === undefined || before.status !== "open" || (before.score ?? 0) < min;
}

/** What started a risk's run, in words: "risk "Supplier late" scored 16 (4 × 4), 12 or more". */
export function riskCause(min: number, risk: ScoredRisk): string {
  const parts =
    risk.probability !== null && risk.impact !== null
      ? ` (${risk.probability} × ${risk.impact})`
      : "";
  return `risk "${risk.title}" scored ${risk.score}${parts}, ${min} or more`;
}

/** An occurrence in words, on the schedule's wall clock: "scheduled for 2026-12-07 09:00 UTC". */
export function scheduledCause(schedule: { timeZone: string }, at: number): string {
  const wall = new Date(wallClockOf(at, schedule.timeZone)).toISOString();
  return `scheduled for ${wall.slice(0, 10)} ${wall.slice(11, 16)} ${schedule.timeZone}`;
}
