/**
 * One run of a rule for one task (docs/rules.md), in the caller's transaction: the outbox's for
 * a change's rules (rule-runs-handler.ts), the job's for the timed ones (run-timed-rules.ts).
 *
 * Once per event, whatever delivers it twice: the run first writes its audit line, whose unique
 * key is the rule and the event; a second delivery finds it there and does nothing. The line,
 * the actions' changes and their own events commit together, so a crash between the change
 * and the rule's action leaves the outbox message to deliver again, and nothing half done.
 */
import { RULE_MAX_DEPTH, type RuleRun, ruleAction, ruleConditions } from "@cairn/schema/rules";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/database.js";
import { getTask } from "../board/board.repo.js";
import { applyActions } from "./actions.js";
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

/** What starts a run: the rule, the task, the event's key and words, and the chain's depth. */
export interface RunRequest {
  ruleId: number;
  taskId: number;
  eventKey: string;
  cause: string;
  depth: number;
}

export type RunOutcome = RuleRun["outcome"] | "already" | "gone";

const actions = z.array(ruleAction);

export async function runRule(
  trx: Kysely<Database>,
  request: RunRequest,
  now: Date,
): Promise<RunOutcome> {
  // Locked: an edit or a deletion of the rule waits for the run in flight, and the run reads
  // the rule as it is.
  const rule = await lockRuleForRun(trx, request.ruleId);
  if (!rule) return "gone";
  const found = await getTask(trx, request.taskId);
  const task = found?.projectId === rule.projectId ? found : undefined;
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
  if (!task) return skip("Not run: the task was deleted.");
  if (request.depth > RULE_MAX_DEPTH) {
    return skip(
      `Not run: started by another rule's change, and a chain of rules stops at depth ${RULE_MAX_DEPTH}.`,
    );
  }
  if (!conditionsHold(ruleConditions.parse(storedJson(rule.conditions)), task)) {
    return skip("Not run: the task no longer meets the rule's conditions.");
  }
  const actor = await ruleActor(trx, rule);
  if (!actor)
    return skip("Not run: neither the rule's author nor the project's consultant can act.");
  const todo = actions.parse(storedJson(rule.actions));
  const names = await namesFor(
    trx,
    rule.projectId,
    peopleNamedBy({ actions: todo }, task),
    templatesNamedBy({ actions: todo }),
  );
  const lines = await applyActions(
    trx,
    todo,
    {
      rule: { id: rule.id, name: rule.name, projectId: rule.projectId },
      actor: { ...actor, ruleDepth: request.depth },
      task,
      names,
      now,
    },
    () => getTask(trx, task.id),
  );
  await finishRun(trx, runId, "done", lines);
  return "done";
}
