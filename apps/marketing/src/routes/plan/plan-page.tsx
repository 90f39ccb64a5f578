import { fetchSavedPlan } from "@cairn/api-client/plans";
import { ApiError } from "@cairn/api-client/rest";
import type { SavedPlan } from "@cairn/schema/plans";
import { isPlanToken } from "@cairn/schema/plans";
import { Button } from "@cairn/ui/button";
import { buttonVariants } from "@cairn/ui/button-variants";
import { Skeleton } from "@cairn/ui/skeleton";
import { PlanView } from "@cairn/ui/widgets/plan-view";
import { PrinterIcon, RocketIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { PlanLink } from "../../features/plan/plan-link";
import { useDialogs } from "../../lib/dialogs-context";
import { usePageMeta } from "../../lib/page-meta";

type Load =
  | { state: "loading" }
  | { state: "ready"; saved: SavedPlan }
  | { state: "not-found" }
  | { state: "error" };

const TEAM_LEVEL = {
  beginner: "a team new to project management",
  intermediate: "an intermediate team",
  advanced: "an advanced team",
} as const;

const DATE = new Intl.DateTimeFormat("en", { dateStyle: "long" });

/**
 * `/plan/<token>`: a plan saved by the wizard, behind its private link. It shows the plan as the
 * wizard did, every section on one page, and prints cleanly (index.css: no header, footer or
 * buttons; a page per phase) for "Print / Save as PDF".
 */
export default function PlanPage() {
  const { token = "" } = useParams();
  const { openSignup } = useDialogs();
  const [load, setLoad] = useState<Load>(() =>
    isPlanToken(token) ? { state: "loading" } : { state: "not-found" },
  );
  const [attempt, setAttempt] = useState(0);
  usePageMeta("Your PMO setup plan", "A PMO setup plan made with Cairn's AI PMO Setup Wizard.");

  useEffect(() => {
    // A link that cannot be a token is not looked up (the API would answer 404 anyway).
    if (!isPlanToken(token)) {
      setLoad({ state: "not-found" });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: "loading" });
    fetchSavedPlan(token, controller.signal).then(
      (saved) => setLoad({ state: "ready", saved }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(
          error instanceof ApiError && error.status === 404
            ? { state: "not-found" }
            : { state: "error" },
        );
      },
    );
    return () => controller.abort();
    // `attempt` is the Try again button.
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <div className="plan-page mx-auto grid max-w-3xl gap-8 px-6 py-12">
      {load.state === "loading" ? (
        <div role="status" aria-busy="true" aria-label="Loading the plan" className="grid gap-4">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : load.state === "not-found" ? (
        <div className="grid gap-4">
          <h1 className="text-3xl font-semibold tracking-tight">Plan not found</h1>
          <p className="text-muted-foreground">
            This plan link is not valid. Check that the whole link was copied, or make a new plan
            with the setup wizard.
          </p>
          <p>
            <Link className={buttonVariants({ variant: "outline" })} to="/">
              Back to the home page
            </Link>
          </p>
        </div>
      ) : load.state === "error" ? (
        <div role="alert" className="grid gap-4">
          <h1 className="text-3xl font-semibold tracking-tight">Couldn't load the plan</h1>
          <p className="text-muted-foreground">
            Something went wrong while loading it. Check your connection and try again.
          </p>
          <p>
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          </p>
        </div>
      ) : (
        <>
          <header className="grid gap-3">
            <p className="text-sm font-semibold text-primary">Your PMO setup plan</p>
            <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
              {load.saved.answers.industry} team of {load.saved.answers.teamSize}
            </h1>
            <p className="text-muted-foreground">
              Made with Cairn's AI PMO Setup Wizard on {DATE.format(new Date(load.saved.createdAt))}{" "}
              for {TEAM_LEVEL[load.saved.answers.experienceLevel]}.
            </p>
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button variant="outline" onClick={() => window.print()}>
                <PrinterIcon aria-hidden="true" />
                Print / Save as PDF
              </Button>
              <Button onClick={() => openSignup("trial", token, load.saved.answers.teamSize)}>
                <RocketIcon aria-hidden="true" />
                Start free trial with this plan
              </Button>
            </div>
          </header>
          <PlanView plan={load.saved.plan} layout="sections" headingLevel={2} />
          <PlanLink token={token} />
        </>
      )}
    </div>
  );
}
