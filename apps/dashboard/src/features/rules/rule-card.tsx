import type { Rule } from "@cairn/schema/rules";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import { Switch } from "@cairn/ui/switch";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { useTRPC } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { Detail, Missing } from "../routines/detail";
import { updateRuleMutation, useRulesChanged } from "./queries";
import { runCountWords } from "./rule-model";

export interface RuleActions {
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
}

/**
 * One rule: its name, the rule in a sentence (the API's, with the names of the columns, labels
 * and people it mentions), whether it is ready-made or switched off, how often it ran and when
 * last. Staff switch it off and on, edit and delete it.
 */
export function RuleCard({
  projectId,
  rule,
  editable,
  actions,
}: {
  projectId: number;
  rule: Rule;
  editable: boolean;
  actions: RuleActions;
}) {
  const headingId = useId();
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={headingId}
        data-rule={rule.id}
        className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4"
      >
        <div className="flex flex-wrap items-start gap-2">
          <h3 id={headingId} className="min-w-0 flex-1 text-sm font-semibold break-words">
            {rule.name}
          </h3>
          {rule.preset ? <Badge variant="outline">Ready-made</Badge> : null}
          {rule.enabled ? null : <Badge variant="warning">Off</Badge>}
        </div>
        <p className="text-sm break-words" data-testid="rule-summary">
          {rule.summary}
        </p>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
          <Detail term="Runs">
            {rule.runCount > 0 ? (
              runCountWords(rule.runCount)
            ) : (
              <Missing>{runCountWords(rule.runCount)}</Missing>
            )}
          </Detail>
          <Detail term="Last run">
            {rule.lastRunAt ? (
              <time dateTime={rule.lastRunAt}>{formatDateTime(rule.lastRunAt)}</time>
            ) : (
              <Missing>Never</Missing>
            )}
          </Detail>
        </dl>
        {editable ? <StaffActions projectId={projectId} rule={rule} actions={actions} /> : null}
      </article>
    </li>
  );
}

function StaffActions({
  projectId,
  rule,
  actions,
}: {
  projectId: number;
  rule: Rule;
  actions: RuleActions;
}) {
  const trpc = useTRPC();
  const switchId = useId();
  const rulesChanged = useRulesChanged(projectId);
  const toggle = useMutation({
    ...updateRuleMutation(trpc),
    onSuccess: async (saved) => {
      toast({
        title: saved.enabled ? "Rule switched on" : "Rule switched off",
        description: saved.enabled
          ? `${saved.name} acts again.`
          : `${saved.name} does nothing until it is switched on.`,
        variant: "success",
      });
      await rulesChanged();
    },
    onError: (error, input) => {
      toast({
        title: `Couldn't switch the rule ${input.enabled ? "on" : "off"}`,
        description: error.message,
        variant: "destructive",
      });
    },
  });
  // While the change is on its way (and the rules read again), the switch shows where it goes.
  const enabled = toggle.isPending ? (toggle.variables.enabled ?? rule.enabled) : rule.enabled;
  // Each control names the rule it acts on to a screen reader; the card shows it to the eye.
  const named = (verb: string) => ({ "aria-label": `${verb} ${rule.name}` });
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
      <div className="mr-auto flex items-center gap-2">
        <Switch
          id={switchId}
          checked={enabled}
          disabled={toggle.isPending}
          aria-label={`Rule on: ${rule.name}`}
          onCheckedChange={(checked) =>
            toggle.mutate({ projectId, ruleId: rule.id, enabled: checked })
          }
        />
        <label htmlFor={switchId} className="text-sm">
          Rule on
        </label>
      </div>
      <Button variant="outline" size="sm" onClick={() => actions.onEdit(rule)} {...named("Edit")}>
        <PencilIcon aria-hidden="true" />
        Edit
      </Button>
      <Button variant="ghost" size="sm" onClick={() => actions.onDelete(rule)} {...named("Delete")}>
        <Trash2Icon aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}
