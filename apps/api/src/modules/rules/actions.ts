/**
 * What a rule does (docs/rules.md), to a task, about a risk or at its scheduled moment: each
 * action goes through the module that owns what it changes — the board for a move, an assignee, a label or a new task, the checklist,
 * the inbox, the channel's outbox — in the run's transaction, so the run's audit line and its
 * effects commit together or not at all. The changes are made as the rule's actor with the
 * run's depth (`ruleDepth`), so the rules they start know how deep the chain is.
 *
 * An action the task's state refuses (a full checklist, a label deleted since) is written down
 * in the audit line and the next action still runs; anything else rolls the run back for the
 * outbox or the next minute to try again.
 */
import { MAX_RAID_TASKS, type RaidEntry } from "@cairn/schema/raid";
import {
  FLAG_LABEL,
  MAX_RULE_CHECKLIST,
  type RuleAction,
  type TASK_ACTIONS,
} from "@cairn/schema/rules";
import type { Task } from "@cairn/schema/tasks";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { asAppError } from "../../lib/app-error.js";
import { enqueueNotification } from "../announcements/delivery.js";
import { listColumns } from "../board/board.repo.js";
import { addTask, editTask, moveTask } from "../board/placement.js";
import type { Actor } from "../board/task-events.js";
import { addItem } from "../checklist/checklist-changes.js";
import { fillTemplate } from "../documents/fill-template.js";
import { notify } from "../notifications/notify.js";
import { linkTasks } from "../raid/raid.repo.js";
import { mayHoldTask } from "../tasks/assignee.js";
import { areLabelsOf } from "../tasks/tasks.repo.js";
import { checklistLines } from "../templates/checklist-lines.js";
import { getTemplate } from "../templates/templates.repo.js";
import type { Names } from "./describe.js";
import { columnTitle } from "./matching.js";
import { flagLabelOf } from "./rules.repo.js";

/** What a run is about: a task, a risk (`risk.scored`), or only its moment (`schedule`). */
export type RunAbout =
  | { kind: "task"; task: Task }
  | { kind: "risk"; risk: RaidEntry }
  /** `cause` says which occurrence it is. */
  | { kind: "schedule"; cause: string };

export interface ActionRun {
  rule: { id: number; name: string; projectId: number };
  actor: Actor;
  about: RunAbout;
  names: Names;
  now: Date;
}

type TaskAction = Extract<RuleAction, { type: (typeof TASK_ACTIONS)[number] }>;

/** One action; answers its line for the audit. */
async function act(trx: Kysely<Database>, action: RuleAction, run: ActionRun): Promise<string> {
  const { rule, now, about } = run;
  switch (action.type) {
    case "notify": {
      if (action.to === "assignee") {
        const told = await tellHolder(trx, run, action.message);
        if (told) return `Told ${told}: ${quoted(action.message)}`;
        return about.kind === "risk"
          ? "Nobody told: the risk has no owner on the project."
          : "Nobody told: the task has no assignee.";
      }
      if (!(await mayHoldTask(trx, rule.projectId, action.to, "consultant"))) {
        return `Nobody told: ${run.names.person(action.to)} no longer works on this project.`;
      }
      await notify(trx, [notice(run, action.to, action.message)], now);
      return `Told ${run.names.person(action.to)}: ${quoted(action.message)}`;
    }
    case "notify_channel":
      await enqueueNotification(
        trx,
        {
          kind: "rule.message",
          ruleId: rule.id,
          taskId: about.kind === "task" ? about.task.id : null,
          riskId: about.kind === "risk" ? about.risk.id : null,
          message: action.message,
        },
        now,
      );
      return `Posted to the team's channel: ${quoted(action.message)}`;
    case "create_task":
      return createTask(trx, action.title, run);
    default:
      // The rule's checks keep task actions to rules on tasks; one saved before cannot act.
      if (about.kind !== "task") return "Not done: this action needs a task.";
      return actOnTask(trx, action, run, about.task);
  }
}

/** An action on the run's task. */
async function actOnTask(
  trx: Kysely<Database>,
  action: TaskAction,
  run: ActionRun,
  task: Task,
): Promise<string> {
  const { rule, actor, now } = run;
  switch (action.type) {
    case "flag": {
      const labelId = await flagLabelOf(trx, rule.projectId, now);
      if (labelId === undefined)
        return `Not flagged: the project has no room for a "${FLAG_LABEL}" label.`;
      if (!task.labelIds.includes(labelId)) {
        await editTask(trx, actor, task.id, { labelIds: [...task.labelIds, labelId] }, now);
      }
      const told = await tellHolder(trx, run, action.message);
      return `Flagged${told ? ` and told ${told}` : ""}: ${quoted(action.message)}`;
    }
    case "move":
      if (task.columnId === action.to) return `Already in ${columnTitle(action.to)}.`;
      await moveTask(
        trx,
        actor,
        task.id,
        { columnId: action.to, index: Number.MAX_SAFE_INTEGER },
        now,
      );
      return `Moved to ${columnTitle(action.to)}.`;
    case "assign":
      if (task.assignedTo === action.userId)
        return `Already assigned to ${run.names.person(action.userId)}.`;
      if (!(await mayHoldTask(trx, rule.projectId, action.userId, "consultant"))) {
        return `Not assigned: ${run.names.person(action.userId)} no longer works on this project.`;
      }
      await editTask(trx, actor, task.id, { assignedTo: action.userId }, now);
      return `Assigned to ${run.names.person(action.userId)}.`;
    case "add_label":
      if (task.labelIds.includes(action.labelId))
        return `Already labelled ${run.names.label(action.labelId)}.`;
      if (!(await areLabelsOf(trx, rule.projectId, [action.labelId]))) {
        return "Not labelled: the label was deleted.";
      }
      await editTask(trx, actor, task.id, { labelIds: [...task.labelIds, action.labelId] }, now);
      return `Labelled ${run.names.label(action.labelId)}.`;
    case "add_checklist":
      for (const text of action.items) await addItem(trx, actor, task.id, text, now);
      return `Added ${action.items.length} checklist item${action.items.length === 1 ? "" : "s"}.`;
    case "add_template_checklist":
      return addTemplateChecklist(trx, action.templateId, run, task);
  }
}

/**
 * A new task at the bottom of the first column, naming what the rule ran for. A risk's is given
 * to the risk's owner and linked to the risk, as the register's own "make a task" does.
 */
async function createTask(trx: Kysely<Database>, title: string, run: ActionRun): Promise<string> {
  const { rule, actor, now, about } = run;
  const [first] = await listColumns(trx, rule.projectId);
  if (!first) return "No task created: the project has no board.";
  const owner =
    about.kind === "risk" &&
    about.risk.ownerId !== null &&
    (await mayHoldTask(trx, rule.projectId, about.risk.ownerId, "consultant"))
      ? about.risk.ownerId
      : null;
  const made = await addTask(
    trx,
    actor,
    {
      projectId: rule.projectId,
      title,
      description: `Added by the rule "${rule.name}" ${forWhat(about)}.`,
      priority: "medium",
      columnId: first.key,
      ...(owner === null ? {} : { assignedTo: owner }),
    },
    now,
  );
  const line = `Created task #${made.id} "${made.title}"`;
  if (about.kind !== "risk") return `${line}.`;
  if (about.risk.taskIds.length >= MAX_RAID_TASKS) {
    return `${line}, not linked to the risk: it names ${MAX_RAID_TASKS} tasks already.`;
  }
  await linkTasks(trx, about.risk.id, [made.id]);
  return `${line}, linked to the risk${owner === null ? "" : ` and given to ${run.names.person(owner)}`}.`;
}

/** What a run was for, as a new task's description names it. */
function forWhat(about: RunAbout): string {
  switch (about.kind) {
    case "task":
      return `for task #${about.task.id} "${about.task.title}"`;
    case "risk":
      return `for the risk "${about.risk.title}" of the project's RAID register`;
    case "schedule":
      return `(${about.cause})`;
  }
}

/**
 * Adds the checklist of a library template, read and filled in for the project now: the first
 * MAX_RULE_CHECKLIST of its task-list lines, as a written list may hold.
 */
async function addTemplateChecklist(
  trx: Kysely<Database>,
  templateId: string,
  run: ActionRun,
  task: Task,
): Promise<string> {
  const template = await getTemplate(trx, templateId);
  const name = run.names.template(templateId);
  if (!template || template.retiredAt !== null || template.body === null) {
    return `No checklist added: the template ${name} is no longer in the library.`;
  }
  const filled = await fillTemplate(trx, run.rule.projectId, template.body);
  const lines = filled ? checklistLines(filled.markdown) : [];
  if (lines.length === 0) return `No checklist added: the template ${name} has no checklist.`;
  const items = lines.slice(0, MAX_RULE_CHECKLIST);
  for (const text of items) await addItem(trx, run.actor, task.id, text, run.now);
  const some = items.length < lines.length ? `the first ${items.length} of ` : "";
  return `Added ${some}the ${lines.length} checklist items of the template ${name}.`;
}

/** A message as an audit line ends with it: quoted, with a full stop unless it has one. */
function quoted(message: string): string {
  return /[.!?]$/.test(message) ? `"${message}"` : `"${message}".`;
}

function notice(run: ActionRun, userId: number, message: string) {
  const { about } = run;
  return {
    userId,
    kind: "rule" as const,
    // A rule is nobody's own doing: its author is told too when the task is theirs.
    actorId: null,
    title:
      about.kind === "task"
        ? `${run.rule.name}: ${about.task.title}`
        : about.kind === "risk"
          ? `${run.rule.name}: the risk "${about.risk.title}"`
          : run.rule.name,
    body: message,
    projectId: run.rule.projectId,
    taskId: about.kind === "task" ? about.task.id : null,
  };
}

/**
 * Tells who holds what the run is about — the task's assignee, the risk's owner while they work
 * on the project — and answers their name, or undefined when nobody does.
 */
async function tellHolder(
  trx: Kysely<Database>,
  run: ActionRun,
  message: string,
): Promise<string | undefined> {
  const { about } = run;
  const holder =
    about.kind === "task"
      ? about.task.assignedTo
      : about.kind === "risk"
        ? about.risk.ownerId
        : null;
  if (holder === null) return undefined;
  if (
    about.kind === "risk" &&
    !(await mayHoldTask(trx, run.rule.projectId, holder, "consultant"))
  ) {
    return undefined;
  }
  await notify(trx, [notice(run, holder, message)], run.now);
  return run.names.person(holder);
}

/**
 * Runs the actions in order, each on the task (when the run is about one) as the one before
 * left it; answers the audit's lines. `reread` gives the task as it now is (an action's change
 * is the next one's start).
 */
export async function applyActions(
  trx: Kysely<Database>,
  actions: readonly RuleAction[],
  run: ActionRun,
  reread: () => Promise<Task | undefined>,
): Promise<string[]> {
  const lines: string[] = [];
  let about: RunAbout = run.about;
  for (const [index, action] of actions.entries()) {
    if (index > 0 && about.kind === "task") {
      const task = await reread();
      if (!task) {
        lines.push("Stopped: the task was deleted.");
        break;
      }
      about = { kind: "task", task };
    }
    try {
      lines.push(await act(trx, action, { ...run, about }));
    } catch (error) {
      const refusal = asAppError(error);
      if (!refusal) throw error;
      lines.push(`Not done: ${refusal.message}`);
    }
  }
  return lines;
}
