import { planPath } from "@cairn/schema/plans";
import { Button } from "@cairn/ui/button";
import { CheckIcon, CopyIcon, RocketIcon } from "lucide-react";
import { useId } from "react";
import { useCopy } from "../../lib/use-copy";

/** The address of a saved plan's page on this site. */
export function planUrl(token: string): string {
  return new URL(planPath(token), window.location.origin).toString();
}

/**
 * A saved plan's private link, with Copy link (and its feedback, announced to screen readers),
 * and "Start free trial with this plan".
 */
export function PlanLink({ token, onStartTrial }: { token: string; onStartTrial?: () => void }) {
  const url = planUrl(token);
  const labelId = useId();
  const { state: copy, copy: copyLink } = useCopy(url);

  return (
    <section
      aria-labelledby={labelId}
      className="grid grid-cols-1 gap-3 rounded-lg border border-border bg-muted/40 p-4 print:hidden"
    >
      <div className="grid gap-1">
        <h3 id={labelId} className="text-sm font-semibold text-foreground">
          Your plan is saved
        </h3>
        <p className="text-sm text-muted-foreground">
          Anyone with this private link can see the plan. Keep it to come back to it, print it or
          share it with your team.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <a
          href={planPath(token)}
          className="min-w-0 flex-1 truncate rounded-md border border-border bg-background px-3 py-2 font-mono text-xs text-foreground underline-offset-2 hover:underline"
        >
          {url}
        </a>
        <Button variant="outline" size="sm" onClick={() => void copyLink()}>
          {copy === "copied" ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copy === "copied" ? "Copied" : "Copy link"}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {copy === "copied"
          ? "Link copied to the clipboard."
          : copy === "failed"
            ? "Could not copy: select the link and copy it yourself."
            : ""}
      </p>
      {onStartTrial ? (
        <Button className="justify-self-start" onClick={onStartTrial}>
          <RocketIcon aria-hidden="true" />
          Start free trial with this plan
        </Button>
      ) : null}
    </section>
  );
}
