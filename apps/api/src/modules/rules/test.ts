import {
  MAX_RULE_TEST_RESULTS,
  RULE_TEST_DAYS,
  ruleSubjectOf,
  ruleTestResult,
  testRuleInput,
} from "@cairn/schema/rules";
import { access, writeProject } from "../../core/access.js";
import { authedProcedure } from "../../core/procedures.js";
import { DAY_MS } from "../notifications/reminder-days.js";
import { listEntries } from "../raid/raid.repo.js";
import { peopleNamedBy, templatesNamedBy } from "./people.js";
import { replayRule } from "./replay.js";
import { namesFor, recordedCompletions, recordedMoves, tasksOfProject } from "./rules.repo.js";

/**
 * A rule's test mode: what it would have done over the last RULE_TEST_DAYS days, for a rule
 * being written (saved or not). Reads only: nothing is changed, nobody is told.
 */
export const test = authedProcedure
  .meta({
    rest: {
      method: "POST",
      path: "/projects/{projectId}/rules/test",
      summary: `Try a rule on the last ${RULE_TEST_DAYS} days: what it would have done (nothing is changed)`,
    },
    access: access.staff({ record: writeProject }),
    scope: "projects:write",
  })
  .input(testRuleInput)
  .output(ruleTestResult)
  .mutation(async ({ ctx, input }) => {
    const { projectId, ...rule } = input;
    const to = ctx.now();
    const from = new Date(to.getTime() - RULE_TEST_DAYS * DAY_MS);
    const { type } = rule.trigger;
    const [tasks, moves, completions, risks, names] = await Promise.all([
      ruleSubjectOf(rule.trigger) === "task" ? tasksOfProject(ctx.db, projectId) : [],
      type === "task.moved" ? recordedMoves(ctx.db, projectId, from) : [],
      type === "checklist.done" ? recordedCompletions(ctx.db, projectId, from) : [],
      type === "risk.scored" ? risksOf(ctx.db, projectId) : [],
      namesFor(ctx.db, projectId, peopleNamedBy(rule), templatesNamedBy(rule)),
    ]);
    const result = replayRule(
      { name: "", ...rule },
      tasks,
      { moves, completions, risks },
      { from, to },
      names,
      MAX_RULE_TEST_RESULTS,
    );
    return { ...result, from: from.toISOString(), to: to.toISOString() };
  });

async function risksOf(db: Parameters<typeof listEntries>[0], projectId: number) {
  return (await listEntries(db, projectId)).filter((entry) => entry.kind === "risk");
}
