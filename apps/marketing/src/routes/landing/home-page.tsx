import { buttonVariants } from "@cairn/ui/button-variants";
import { lazy, useEffect } from "react";
import { Link, useLocation } from "react-router";
import { FEATURES, HOME_STORY, STEPS } from "../../features/landing/landing";
import {
  CallToAction,
  Claims,
  eyebrow,
  FEATURE_ICONS,
  section,
} from "../../features/landing/landing-parts";
import { FREE_TRIAL_DAYS } from "../../lib/core-constants";
import { useDialogs } from "../../lib/dialogs-context";
import { usePageMeta } from "../../lib/page-meta";
import { PlayCircleIcon, SparklesIcon } from "../../parts/icons";

// The other tabs load on demand: the first visit to / needs only the home tab.
const FeaturesTab = lazy(() =>
  import("../../features/landing/landing-tabs").then(({ FeaturesTab }) => ({
    default: FeaturesTab,
  })),
);
const PricingTab = lazy(() =>
  import("../../features/landing/landing-tabs").then(({ PricingTab }) => ({ default: PricingTab })),
);
const TestimonialsTab = lazy(() =>
  import("../../features/landing/landing-tabs").then(({ TestimonialsTab }) => ({
    default: TestimonialsTab,
  })),
);

const TABS = ["home", "features", "pricing", "testimonials"] as const;
type Tab = (typeof TABS)[number];

const META: Record<Tab, [string, string]> = {
  home: [
    "Cairn — your PMO, set up in 30 days",
    "Cairn sets up an Agile project-management office for startups, agencies and scaling teams in 30 days, without a consultant.",
  ],
  features: [
    "Features",
    "The AI onboarding wizard, automated tool setup, 150+ templates, an AI assistant bot, KPI dashboards and a 60-day roadmap engine.",
  ],
  pricing: [
    "Pricing",
    "Cairn plans: Free Trial, Pro at $99/month and Scale at $299/month. Every plan starts with a 14-day free trial.",
  ],
  testimonials: [
    "Customer stories",
    "How agencies, startups and scaling teams set up their PMO with Cairn and what changed for them.",
  ],
};

function PlanPreview() {
  const rows = [
    ["Week 1", "Foundation: roles, board, templates", "100%"],
    ["Week 2", "First sprint and stand-ups", "80%"],
    ["Week 3", "KPI dashboard and health checks", "45%"],
    ["Week 4", "Portfolio review and hand-over", "10%"],
  ];
  return (
    <div
      aria-hidden="true"
      className="rounded-2xl border border-border bg-card p-5 shadow-lg ring-1 ring-primary/5"
    >
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold">Your 30-day PMO plan</p>
        <span className="rounded-md bg-success-soft px-2 py-0.5 text-xs font-medium text-success-soft-foreground">
          Health 86
        </span>
      </div>
      <ul className="mt-4 grid gap-3">
        {rows.map(([week, label, done]) => (
          <li key={week} className="grid gap-1.5">
            <div className="flex justify-between text-xs">
              <span className="font-medium text-foreground">
                {week} · {label}
              </span>
              <span className="text-muted-foreground">{done}</span>
            </div>
            <div className="h-1.5 rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: done }} />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-5 grid grid-cols-4 gap-2 text-center text-xs">
        {["To Do", "In Progress", "Review", "Done"].map((column, index) => (
          <div key={column} className="rounded-md bg-muted px-1 py-2">
            <p className="font-medium text-foreground">{column}</p>
            <p className="mt-1 text-muted-foreground">{[6, 4, 2, 9][index]} tasks</p>
          </div>
        ))}
      </div>
    </div>
  );
}

function HomeTab() {
  const { openWizard, openSignup } = useDialogs();
  const firstStory = HOME_STORY;
  return (
    <>
      <section
        className={`${section} grid items-center gap-12 pt-14 pb-16 md:grid-cols-2 md:pt-20`}
      >
        <div className="grid gap-6">
          <p className={eyebrow}>AI-assisted PMO setup</p>
          <h1
            data-tour="welcome"
            className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl"
          >
            Your project-management office, set up in 30 days.
          </h1>
          <p className="text-lg text-pretty text-muted-foreground">
            Cairn plans, configures and runs an Agile PMO for startups, agencies and scaling teams,
            without hiring a consultant. Start with a five-minute AI wizard; finish with boards,
            health scores and reports your whole company trusts.
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              data-tour="ai-wizard"
              className={buttonVariants({ size: "lg" })}
              onClick={openWizard}
            >
              <SparklesIcon />
              Start AI Wizard
            </button>
            <Link to="/video-demo" className={buttonVariants({ variant: "outline", size: "lg" })}>
              <PlayCircleIcon />
              Watch Demo
            </Link>
          </div>
          <p className="text-sm text-muted-foreground">
            {FREE_TRIAL_DAYS}-day free trial · No credit card · Cancel anytime
          </p>
        </div>
        <PlanPreview />
      </section>

      <section aria-label="Results" className={`${section} pb-16`}>
        <Claims />
      </section>

      <section aria-labelledby="features-heading" className="border-y border-border bg-card py-16">
        <div className={section}>
          <div className="max-w-2xl">
            <p className={eyebrow}>What you get</p>
            <h2 id="features-heading" className="mt-2 text-3xl font-semibold tracking-tight">
              Everything a PMO needs, set up for you
            </h2>
          </div>
          <ul data-tour="projects" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="rounded-xl border border-border bg-background p-6">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  {FEATURE_ICONS[feature.icon]}
                </span>
                <h3 className="mt-4 font-semibold">{feature.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{feature.summary}</p>
              </li>
            ))}
          </ul>
          <Link
            to="/#features"
            className="mt-8 inline-block font-medium text-primary underline-offset-4 hover:underline"
          >
            Explore all features
          </Link>
        </div>
      </section>

      <section aria-labelledby="how-heading" className={`${section} py-16`}>
        <h2 id="how-heading" className="text-3xl font-semibold tracking-tight">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="grid content-start gap-2">
              <span className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-2 font-semibold">{step.title}</h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {firstStory ? (
        <section aria-labelledby="story-heading" className={`${section} pb-16`}>
          <h2 id="story-heading" className="sr-only">
            A customer story
          </h2>
          <figure className="rounded-2xl bg-primary-soft p-8 md:p-10">
            <blockquote className="text-xl font-medium text-balance text-primary-soft-foreground">
              “{firstStory.quote}”
            </blockquote>
            <figcaption className="mt-4 text-sm text-primary-soft-foreground">
              {firstStory.name}, {firstStory.role} at {firstStory.company}
            </figcaption>
            <Link
              to="/#testimonials"
              className="mt-6 inline-block font-medium text-primary-soft-foreground underline underline-offset-4"
            >
              Read more customer stories
            </Link>
          </figure>
        </section>
      ) : null}

      <CallToAction onStart={() => openSignup("trial")} />
    </>
  );
}

function tabFromHash(hash: string): Tab {
  const name = hash.replace("#", "");
  return (TABS as readonly string[]).includes(name) ? (name as Tab) : "home";
}

/** The landing page: home, features, pricing and testimonials tabs, switched by the URL hash. */
export function HomePage() {
  const { hash } = useLocation();
  const tab = tabFromHash(hash);
  const [title, description] = META[tab];
  usePageMeta(title, description);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [tab]);
  if (tab === "features") return <FeaturesTab />;
  if (tab === "pricing") return <PricingTab />;
  if (tab === "testimonials") return <TestimonialsTab />;
  return <HomeTab />;
}
