/**
 * A project's rules, named once (docs/rules.md): the "Rules" tab (rules-tab.tsx) reads the rules
 * and the latest runs, both polled (rules act by themselves, after a change on the board or as
 * time passes); staff add ready-made rules, switch rules off and on and delete them there, and
 * write and try rules in the rule dialog (rule-dialog.tsx), which reads the project's people,
 * labels and roadmap milestones, and the library's templates for an action that adds one's
 * checklist (action-fields.tsx). After a change the rules, the runs and the plan's processes
 * read again: "Your routines" on the Routines tab shows each process's rule and whether it is on.
 */
import type { Api } from "@cairn/api-client/trpc";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { labelsQuery, membersQuery } from "../board/queries";
import { roadmapQuery } from "../roadmap/queries";
import { planProcessesQuery } from "../routines/queries";
import { libraryQuery } from "../templates/queries";

type Trpc = Api["trpc"];

/**
 * How often the rules and their runs read again while the tab is shown: rules run on others'
 * changes and on the clock, which no live feed of this screen announces.
 */
const RULES_POLL_MS = 30_000;

/** Every rule of the project, each with its sentence, run count and last run. */
export function rulesQuery(trpc: Trpc, projectId: number) {
  return trpc.rules.list.queryOptions({ projectId }, { refetchInterval: RULES_POLL_MS });
}

/** The latest runs of the project's rules (the audit), newest first. */
export function ruleRunsQuery(trpc: Trpc, projectId: number) {
  return trpc.rules.runs.queryOptions({ projectId }, { refetchInterval: RULES_POLL_MS });
}

/**
 * Whom a rule can name (a condition's assignee, whom to tell, whom to assign): the project's
 * members, the very read the task and routine dialogs use, so they share one cached answer.
 */
export function rulePeopleQuery(trpc: Trpc, projectId: number) {
  return membersQuery(trpc, projectId);
}

/** The labels a rule can look for or add: the project's, as the board reads them. */
export function ruleLabelsQuery(trpc: Trpc, projectId: number) {
  return labelsQuery(trpc, projectId);
}

/**
 * The milestones a rule can look for (the plan's weeks and phases): the project's roadmap, the
 * very read of the Roadmap tab, so that a milestone added or moved there is known here too.
 */
export function ruleMilestonesQuery(trpc: Trpc, projectId: number) {
  return roadmapQuery(trpc, projectId);
}

/** The templates whose checklist a rule can add: the whole library, as the library reads it. */
export function ruleTemplatesQuery(trpc: Trpc) {
  return libraryQuery(trpc);
}

export function createRuleMutation(trpc: Trpc) {
  return trpc.rules.create.mutationOptions();
}

/** A ready-made rule, added enabled. */
export function addPresetRuleMutation(trpc: Trpc) {
  return trpc.rules.addPreset.mutationOptions();
}

/** Some parts of a rule, `enabled` among them (switch off, on). */
export function updateRuleMutation(trpc: Trpc) {
  return trpc.rules.update.mutationOptions();
}

export function removeRuleMutation(trpc: Trpc) {
  return trpc.rules.remove.mutationOptions();
}

/** What a rule would have done over the last 30 days; a mutation that changes nothing. */
export function testRuleMutation(trpc: Trpc) {
  return trpc.rules.test.mutationOptions();
}

/**
 * After a change: the rules, the runs and the plan's processes (a process's state follows its
 * rule) read again; settles once they are back.
 */
export function useRulesChanged(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: rulesQuery(trpc, projectId).queryKey }),
      queryClient.invalidateQueries({ queryKey: ruleRunsQuery(trpc, projectId).queryKey }),
      queryClient.invalidateQueries({ queryKey: planProcessesQuery(trpc, projectId).queryKey }),
    ]);
}
