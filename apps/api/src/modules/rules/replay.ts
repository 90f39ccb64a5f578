/**
 * A rule's test mode, pure (docs/rules.md, "Test mode"): what the rule would have done over a
 * past window, from the project's tasks, their recorded moves, the last tick of each checklist
 * complete now, the risks logged in the window, and a schedule's occurrences. Conditions are
 * checked against each task as it is now (past labels and assignees are not kept whole), and the
 * actions are described, not made.
 */
import type { RuleTestResult } from "@cairn/schema/rules";
import type { ColumnKey } from "@cairn/schema/task-status";
import type { Task } from "@cairn/schema/tasks";
import { occurrencesBetween } from "../../lib/recurrence.js";
import { DAY_MS, startOfUtcDay, utcDay } from "../notifications/reminder-days.js";
import { describeAction, type Names } from "./describe.js";
import {
  columnTitle,
  conditionsHold,
  riskCause,
  riskCrossed,
  type ScoredRisk,
  scheduledCause,
  triggerMatches,
} from "./matching.js";
import type { PresetRule } from "./presets.js";

export interface RecordedMove {
  taskId: number;
  from: ColumnKey;
  to: ColumnKey;
  at: string;
}

/** A task whose checklist is complete now, and when its last item was ticked. */
export interface RecordedCompletion {
  taskId: number;
  at: string;
}

/** What the activity log and the register recorded that a replay reads. */
export interface RecordedHistory {
  moves: readonly RecordedMove[];
  completions: readonly RecordedCompletion[];
  /** The project's risks (a risk's past scores are not kept: each is read as it is now). */
  risks: readonly (ScoredRisk & { createdAt: string })[];
}

type Match = RuleTestResult["matches"][number];

/** When a timed rule would first have run for a task, if it would have in the window. */
function timedRunAt(rule: PresetRule, task: Task, from: number, to: number): number | undefined {
  if (task.dueDate === null) return undefined;
  const due = startOfUtcDay(new Date(task.dueDate)).getTime();
  const created = startOfUtcDay(new Date(task.createdAt)).getTime();
  let at: number;
  if (rule.trigger.type === "task.due_in") at = Math.max(due - rule.trigger.days * DAY_MS, created);
  else if (rule.trigger.type === "task.overdue") at = due + DAY_MS;
  else return undefined;
  if (at > due && rule.trigger.type === "task.due_in") return undefined;
  const done = task.completedAt === null ? Number.POSITIVE_INFINITY : Date.parse(task.completedAt);
  return at >= from && at <= to && done > at ? at : undefined;
}

export function replayRule(
  rule: PresetRule,
  tasks: readonly Task[],
  history: RecordedHistory,
  window: { from: Date; to: Date },
  names: Names,
  limit: number,
): Omit<RuleTestResult, "from" | "to"> {
  if (rule.trigger.type === "wip.exceeded") {
    return {
      replayable: false,
      note: "Past column sizes are not kept, so a WIP limit's past breaches cannot be replayed. The rule acts from the next breach on.",
      matches: [],
      truncated: false,
    };
  }
  const holder = rule.trigger.type === "risk.scored" ? "its owner" : "its assignee";
  const lines = rule.actions.map((action) => `Would ${describeAction(action, names, holder)}.`);
  const from = window.from.getTime();
  const to = window.to.getTime();
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const matches: Match[] = [];
  const add = (task: Task, at: number, cause: string) => {
    if (conditionsHold(rule.conditions, task)) {
      matches.push({
        taskId: task.id,
        taskTitle: task.title,
        at: new Date(at).toISOString(),
        cause,
        lines,
      });
    }
  };
  const { trigger } = rule;
  const untied = (at: number, cause: string) =>
    matches.push({ taskId: null, taskTitle: null, at: new Date(at).toISOString(), cause, lines });
  let note = "Conditions are checked against each task as it is now; nothing was changed.";
  if (trigger.type === "risk.scored") {
    note =
      "A risk's past scores are not kept: each risk logged in the window is shown if it scores enough now; nothing was changed.";
    for (const risk of history.risks) {
      const at = Date.parse(risk.createdAt);
      if (at >= from && at <= to && riskCrossed(trigger.min, undefined, risk)) {
        untied(at, riskCause(trigger.min, risk));
      }
    }
  } else if (trigger.type === "schedule") {
    note = "Each occurrence of the schedule in the window; nothing was changed.";
    for (const at of occurrencesBetween(trigger, from, to)) untied(at, scheduledCause(trigger, at));
  } else if (trigger.type === "task.created") {
    for (const task of tasks) {
      const at = Date.parse(task.createdAt);
      if (at >= from && at <= to) add(task, at, "task created");
    }
  } else if (trigger.type === "task.moved") {
    for (const move of history.moves) {
      const task = byId.get(move.taskId);
      const at = Date.parse(move.at);
      if (!task || at < from || at > to) continue;
      const event = {
        type: "moved" as const,
        from: move.from,
        task: { ...task, columnId: move.to },
        columnOverLimit: false,
      };
      if (triggerMatches(trigger, event)) {
        add(task, at, `task moved from ${columnTitle(move.from)} to ${columnTitle(move.to)}`);
      }
    }
  } else if (trigger.type === "checklist.done") {
    for (const completion of history.completions) {
      const task = byId.get(completion.taskId);
      const at = Date.parse(completion.at);
      if (task && at >= from && at <= to) add(task, at, "checklist completed");
    }
  } else {
    for (const task of tasks) {
      const at = timedRunAt(rule, task, from, to);
      if (at === undefined || task.dueDate === null) continue;
      const day = utcDay(new Date(task.dueDate));
      add(
        task,
        at,
        trigger.type === "task.due_in"
          ? `due ${day}, within ${trigger.days} days`
          : `overdue (due ${day})`,
      );
    }
  }
  matches.sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || (b.taskId ?? 0) - (a.taskId ?? 0));
  return {
    replayable: true,
    note,
    matches: matches.slice(0, limit),
    truncated: matches.length > limit,
  };
}
