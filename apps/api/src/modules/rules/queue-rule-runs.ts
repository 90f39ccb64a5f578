/**
 * The rules a change of the board starts (docs/rules.md): a subscriber of the task aggregate's
 * events (subscribers.ts), in the change's transaction. For each enabled rule whose trigger
 * names the change and whose conditions the task meets, it writes a `rule.run` message to the
 * outbox: the run happens after the commit, in the outbox's worker (rule-runs-handler.ts), and
 * exists exactly when the change does.
 *
 * A timed rule ("due within N days", "overdue") is heard here too when a task is added or given
 * a due date inside its window, so the warning comes with the change rather than at the job's
 * next minute; its run has the key the job would give it (matching.ts, `timedWindow`), so the
 * two never both act.
 *
 * A task added or moved by a person starts its rules at depth 1; by a rule, one deeper than
 * that rule's run (run-rule.ts stops a chain beyond RULE_MAX_DEPTH, and says so in the audit).
 * Imports start no rules: a board of 500 imported tasks is not 500 events of the team's work.
 */
import { ruleConditions, ruleTrigger } from "@cairn/schema/rules";
import type { Task } from "@cairn/schema/tasks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { columnSize, listColumns } from "../board/board.repo.js";
import type { TaskEvent } from "../board/task-events.js";
import { utcDay } from "../notifications/reminder-days.js";
import { enqueue } from "../outbox/outbox.repo.js";
import {
  conditionsHold,
  eventCause,
  eventKey,
  type RuleEvent,
  timedWindow,
  triggerMatches,
} from "./matching.js";
import { enabledRulesOf, storedJson } from "./rules.repo.js";
import type { RunRequest } from "./run-rule.js";

export const RULE_RUN = "rule.run";

/** The task a change is about, and whether it may start change rules, timed rules or both. */
function heard(event: TaskEvent): { task: Task; change: boolean; due: boolean } | undefined {
  switch (event.type) {
    case "task.created":
      return { task: event.task, change: true, due: event.task.dueDate !== null };
    case "task.placed":
      return event.before.columnId === event.after.columnId
        ? undefined
        : { task: event.after, change: true, due: false };
    case "task.checklist_done":
      return { task: event.task, change: true, due: false };
    case "task.edited":
      return event.before.dueDate === event.after.dueDate || event.after.dueDate === null
        ? undefined
        : { task: event.after, change: false, due: true };
    default:
      return undefined;
  }
}

export async function queueRuleRuns(trx: Kysely<Database>, event: TaskEvent): Promise<void> {
  const about = heard(event);
  if (!about) return;
  const { task } = about;
  const rules = (await enabledRulesOf(trx, task.projectId)).map((rule) => ({
    id: rule.id,
    trigger: ruleTrigger.parse(storedJson(rule.trigger)),
    conditions: ruleConditions.parse(storedJson(rule.conditions)),
  }));
  if (rules.length === 0) return;
  const depth = (event.actor.ruleDepth ?? 0) + 1;
  const runs: RunRequest[] = [];
  if (about.change) {
    // Column sizes are read only when a rule watches a WIP limit.
    const columnOverLimit =
      event.type !== "task.checklist_done" &&
      rules.some((rule) => rule.trigger.type === "wip.exceeded")
        ? await overLimit(trx, task.projectId, task.columnId)
        : false;
    const change: RuleEvent =
      event.type === "task.placed"
        ? { type: "moved", from: event.before.columnId, task, columnOverLimit }
        : event.type === "task.checklist_done"
          ? { type: "checklist_done", task }
          : { type: "created", task, columnOverLimit };
    for (const rule of rules) {
      if (!triggerMatches(rule.trigger, change) || !conditionsHold(rule.conditions, task)) continue;
      const key = eventKey(change, event.at);
      runs.push({
        ruleId: rule.id,
        taskId: task.id,
        eventKey: key,
        cause: eventCause(rule.trigger, change),
        depth,
      });
    }
  }
  if (about.due && task.dueDate !== null && task.status !== "completed") {
    const due = new Date(task.dueDate);
    for (const rule of rules) {
      const { trigger } = rule;
      if (trigger.type !== "task.due_in" && trigger.type !== "task.overdue") continue;
      const window = timedWindow(trigger, event.at);
      if (due < window.from || due >= window.to || !conditionsHold(rule.conditions, task)) continue;
      const day = utcDay(due);
      runs.push({
        ruleId: rule.id,
        taskId: task.id,
        eventKey: window.key(task.id, day),
        cause: window.cause(day),
        depth,
      });
    }
  }
  for (const run of runs) await enqueue(trx, RULE_RUN, run, event.at);
}

async function overLimit(
  trx: Kysely<Database>,
  projectId: number,
  columnId: Task["columnId"],
): Promise<boolean> {
  const column = (await listColumns(trx, projectId)).find((c) => c.key === columnId);
  if (!column || column.wipLimit === null) return false;
  return (await columnSize(trx, projectId, columnId)) > column.wipLimit;
}
