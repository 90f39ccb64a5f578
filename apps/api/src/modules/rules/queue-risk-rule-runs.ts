/**
 * The rules a risk's score starts (docs/rules.md, `risk.scored`): a subscriber of the RAID
 * register's events (subscribers.ts), in the change's transaction. A risk logged at, or
 * re-scored to, a rule's score or more writes one `rule.run` message to the outbox per rule;
 * the run happens after the commit (run-rule.ts), as a change's rules do.
 *
 * A risk is changed by people only (no rule action changes one), so its runs are at depth 1.
 */
import { randomUUID } from "node:crypto";
import { ruleTrigger } from "@cairn/schema/rules";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { enqueue } from "../outbox/outbox.repo.js";
import type { RaidEvent } from "../raid/raid-events.js";
import { riskCause, riskCrossed } from "./matching.js";
import { RULE_RUN } from "./queue-rule-runs.js";
import { enabledRulesOf, storedJson } from "./rules.repo.js";
import type { RunRequest } from "./run-rule.js";

export async function queueRiskRuleRuns(trx: Kysely<Database>, event: RaidEvent): Promise<void> {
  const { before, after: risk, at } = event;
  // Only a risk open at a score can cross one: most saves end here, before any read.
  if (risk.kind !== "risk" || risk.status !== "open" || risk.score === null) return;
  for (const rule of await enabledRulesOf(trx, risk.projectId, "risk.scored")) {
    const trigger = ruleTrigger.parse(storedJson(rule.trigger));
    if (trigger.type !== "risk.scored" || !riskCrossed(trigger.min, before, risk)) continue;
    const run: RunRequest = {
      ruleId: rule.id,
      riskId: risk.id,
      // Each crossing is an event of its own, even two in one millisecond; the key travels in
      // the message, so a second delivery of it is the same event.
      eventKey: `risk:${risk.id}:${randomUUID()}`,
      cause: riskCause(trigger.min, risk),
      depth: 1,
    };
    await enqueue(trx, RULE_RUN, run, at);
  }
}
