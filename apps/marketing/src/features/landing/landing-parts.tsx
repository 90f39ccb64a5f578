import { buttonVariants } from "@cairn/ui/button-variants";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CLAIMS, FREE_TRIAL_DAYS } from "../../lib/core-constants";
import {
  BarChart3Icon,
  BotIcon,
  FileTextIcon,
  MapIcon,
  PlugIcon,
  SparklesIcon,
} from "../../parts/icons";
import type { FeatureIcon } from "./landing";

export const FEATURE_ICONS: Record<FeatureIcon, ReactNode> = {
  wizard: <SparklesIcon className="size-5" />,
  tools: <PlugIcon className="size-5" />,
  templates: <FileTextIcon className="size-5" />,
  assistant: <BotIcon className="size-5" />,
  kpi: <BarChart3Icon className="size-5" />,
  roadmap: <MapIcon className="size-5" />,
};

export const section = "mx-auto max-w-6xl px-4 sm:px-6";
/** An outlined button on the teal call-to-action band. */
const onPrimaryOutline =
  "inline-flex h-11 items-center justify-center rounded-md border border-primary-foreground/70 px-6 font-medium text-primary-foreground transition-colors hover:bg-primary-hover";
export const eyebrow = "text-sm font-semibold tracking-wide text-primary uppercase";

export function Claims() {
  const claims = [
    [CLAIMS.teamsOnboarded, "teams onboarded"],
    [`${CLAIMS.averageSetupDays} days`, "average setup"],
    [CLAIMS.successRate, "success rate"],
  ];
  return (
    <dl className="grid gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:grid-cols-3">
      {claims.map(([value, label]) => (
        <div key={label} className="text-center">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="order-first text-3xl font-semibold tracking-tight text-foreground">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function CallToAction({ onStart }: { onStart: () => void }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-primary py-16 text-primary-foreground">
      <div
        className={`${section} flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between`}
      >
        <div>
          <h2 id="cta-heading" className="text-3xl font-semibold tracking-tight">
            Start your PMO this week
          </h2>
          <p className="mt-2 text-primary-foreground/90">
            Every plan includes a {FREE_TRIAL_DAYS}-day free trial with all features.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={onStart}
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            Start Free Trial
          </button>
          <Link to="/#pricing" className={onPrimaryOutline}>
            See pricing
          </Link>
        </div>
      </div>
    </section>
  );
}
