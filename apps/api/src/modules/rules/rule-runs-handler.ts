/**
 * The outbox's handler of `rule.run` (queue-rule-runs.ts): one run of a rule in a transaction
 * of its own. A second delivery of the same message (a lease run out, another process) finds
 * the run's audit line and does nothing (run-rule.ts).
 */
import { withTransaction } from "../../lib/transaction.js";
import type { Handlers } from "../outbox/handlers.js";
import { RULE_RUN } from "./queue-rule-runs.js";
import { type RunRequest, runRule } from "./run-rule.js";

export const ruleRunHandlers: Handlers = {
  [RULE_RUN]: async (payload, { db, now }) => {
    await withTransaction(db, (trx) => runRule(trx, payload as RunRequest, now()));
    return { ok: true };
  },
};
