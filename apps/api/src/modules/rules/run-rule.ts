/**
 * One run of a rule (docs/rules.md), in the caller's transaction: the outbox's for a change's
 * rules and a risk's (rule-runs-handler.ts), the job's for the timed and scheduled ones
 * (run-timed-rules.ts). A run is about a task, a risk (`risk.scored`) or only its moment
 * (`schedule`).
 *
 * Once per event, whatever delivers it twice: the run first writes its audit line, whose unique
 * key is the rule and the event; a second delivery finds it there and does nothing. The line,
 * the actions' changes and their own events commit together, so a crash between the change
 * and the rule's action leaves the outbox message to deliver again, and nothing half done.
 */
import {
  RULE_MAX_DEPTH,
  type RuleRun,
  type RuleTrigger,
  ruleAction,
  ruleConditions,
  ruleTrigger,
} from "@cairn/schema/rules";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/database.js";
import { getTask } from "../board/board.repo.js";
import { getEntry } from "../raid/raid.repo.js";
import { applyActions, type RunAbout } from "./actions.js";
import { conditionsHold } from "./matching.js";
import { peopleNamedBy, templatesNamedBy } from "./people.js";
import {
  claimRun,
  finishRun,
  lockRuleForRun,
  namesFor,
  ruleActor,
  storedJson,
} from "./rules.repo.js";

/**
 * What starts a run: the rule, what it is about (a task, a risk; neither for a schedule), the
 * event's key and words, and the chain's depth.
 */
export interface RunRequest {
  ruleId: number;
  taskId?: number;
  riskId?: number;
  eventKey: string;
  cause: string;
  depth: number;
}

export type RunOutcome = RuleRun["outcome"] | "already" | "gone";

const actions = z.array(ruleAction);

/** What the run is about as it is now, or why there is nothing to run on. */
async function subjectOf(
  trx: Kysely<Database>,
  rule: { projectId: number; conditions: unknown },
  trigger: RuleTrigger,
  request: RunRequest,
): Promise<RunAbout | string> {
  if (trigger.type === "schedule") return { kind: "schedule", cause: request.cause };
  if (trigger.type === "risk.scored") {
    const risk =
      request.riskId === undefined
        ? undefined
        : await getEntry(trx, rule.projectId, request.riskId);
    if (risk?.kind !== "risk") return "Not run: the risk was deleted.";
    if (risk.status !== "open") return "Not run: the risk was closed before the rule ran.";
    if ((risk.score ?? 0) < trigger.min) {
      return `Not run: the risk no longer scores ${trigger.min} or more.`;
    }
    return { kind: "risk", risk };
  }
  const found = request.taskId === undefined ? undefined : await getTask(trx, request.taskId);
  if (found?.projectId !== rule.projectId) return "Not run: the task was deleted.";
  if (!conditionsHold(ruleConditions.parse(storedJson(rule.conditions)), found)) {
    return "Not run: the task no longer meets the rule's conditions.";
  }
  return { kind: "task", task: found };
}

export async function runRule(
  trx: Kysely<Database>,
  request: RunRequest,
  now: Date,
): Promise<RunOutcome> {
  // Locked: an edit or a deletion of the rule waits for the run in flight, and the run reads
  // the rule as it is.
  const rule = await lockRuleForRun(trx, request.ruleId);
  if (!rule) return "gone";
  const trigger = ruleTrigger.parse(storedJson(rule.trigger));
  const about = await subjectOf(trx, rule, trigger, request);
  const task = typeof about === "object" && about.kind === "task" ? about.task : undefined;
  const runId = await claimRun(trx, {
    ruleId: rule.id,
    projectId: rule.projectId,
    taskId: task?.id ?? null,
    taskTitle: task?.title ?? null,
    eventKey: request.eventKey,
    cause: request.cause,
    depth: request.depth,
    outcome: "skipped",
    lines: [],
    at: now,
  });
  if (runId === undefined) return "already";
  const skip = async (why: string) => {
    await finishRun(trx, runId, "skipped", [why]);
    return "skipped" as const;
  };
  if (!rule.enabled) return skip("Not run: the rule was switched off before it ran.");
  if (request.depth > RULE_MAX_DEPTH) {
    return skip(
      `Not run: started by another rule's change, and a chain of rules stops at depth ${RULE_MAX_DEPTH}.`,
    );
  }
  if (typeof about === "string") return skip(about);
  const actor = await ruleActor(trx, rule);
  if (!actor)
    return skip("Not run: neither the rule's author nor the project's consultant can act.");
  const todo = actions.parse(storedJson(rule.actions));
  const holder =
    about.kind === "task"
      ? about.task.assignedTo
      : about.kind === "risk"
        ? about.risk.ownerId
        : null;
  const names = await namesFor(
    trx,
    rule.projectId,
    peopleNamedBy({ actions: todo }, { assignedTo: holder }),
    templatesNamedBy({ actions: todo }),
  );
  const lines = await applyActions(
    trx,
    todo,
    {
      rule: { id: rule.id, name: rule.name, projectId: rule.projectId },
      actor: { ...actor, ruleDepth: request.depth },
      about,
      names,
      now,
    },
    async () => (task ? getTask(trx, task.id) : undefined),
  );
  await finishRun(trx, runId, "done", lines);
  return "done";
}
