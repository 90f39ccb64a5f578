import { FREE_TRIAL_DAYS, PLANS } from "@cairn/schema/constants";
import { buttonVariants } from "@cairn/ui/button-variants";
import { CheckIcon, SparklesIcon, StarIcon } from "lucide-react";
import { Link } from "react-router";
import { useDialogs } from "../../lib/dialogs-context";
import { FEATURES } from "./landing";
import { FEATURE_DETAILS, TESTIMONIALS, type Testimonial } from "./landing-more";
import { CallToAction, Claims, eyebrow, FEATURE_ICONS as ICONS, section } from "./landing-parts";

function PageIntro({ kicker, title, text }: { kicker: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className={eyebrow}>{kicker}</p>
      <h1 className="mt-2 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{text}</p>
    </div>
  );
}

export function FeaturesTab() {
  const { openWizard } = useDialogs();
  return (
    <>
      <section className={`${section} py-16`}>
        <PageIntro
          kicker="Features"
          title="Built to set up a PMO, and then to run it"
          text="Six building blocks take you from a blank page to a working project-management office in 30 days."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-xl border border-border bg-card p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  {ICONS[feature.icon]}
                </span>
                <h2 className="text-lg font-semibold">{feature.title}</h2>
              </div>
              <p className="mt-3 text-muted-foreground">{feature.summary}</p>
              <ul className="mt-4 grid gap-2">
                {FEATURE_DETAILS[feature.icon].map((detail) => (
                  <li key={detail} className="flex gap-2 text-sm">
                    <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                    {detail}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonVariants({ size: "lg" })} onClick={openWizard}>
            <SparklesIcon aria-hidden="true" />
            Try the AI Wizard
          </button>
          <Link to="/#pricing" className={buttonVariants({ variant: "outline", size: "lg" })}>
            See pricing
          </Link>
        </div>
      </section>
      <section aria-labelledby="signed-in-heading" className="border-t border-border bg-card py-16">
        <div className={section}>
          <h2 id="signed-in-heading" className="text-2xl font-semibold tracking-tight">
            And every day after setup
          </h2>
          <ul className="mt-6 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {[
              ["Project boards", "Kanban boards with drag and drop, WIP limits and live updates."],
              ["Health scores", "Task completion, timeline and engagement, scored every week."],
              [
                "AI task priorities",
                "Recommendations that weigh deadlines, impact and dependencies.",
              ],
              ["Team mood tracker", "Anonymous check-ins on mood, energy and stress."],
              ["Integration settings", "Connect, pause and test each tool from one page."],
              ["System status", "Live health of the database, API and every integration."],
            ].map(([title, text]) => (
              <li key={title} className="rounded-lg border border-border p-4">
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export function PricingTab() {
  const { openSignup } = useDialogs();
  return (
    <section className={`${section} py-16`}>
      <PageIntro
        kicker="Pricing"
        title="Simple pricing that grows with your PMO"
        text={`Start free, upgrade when your PMO grows. All plans include a ${FREE_TRIAL_DAYS}-day free trial.`}
      />
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.id}
            className={`relative flex flex-col rounded-2xl border bg-card p-7 shadow-sm ${
              plan.popular ? "border-primary ring-2 ring-primary" : "border-border"
            }`}
          >
            {plan.popular ? (
              <span className="absolute -top-3 left-7 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                Popular
              </span>
            ) : null}
            <h2 className="text-xl font-semibold">{plan.name}</h2>
            <p className="mt-4">
              <span className="text-4xl font-semibold tracking-tight">${plan.pricePerMonth}</span>
              <span className="text-muted-foreground">/month</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {FREE_TRIAL_DAYS}-day free trial included
            </p>
            <ul className="mt-6 grid flex-1 content-start gap-2.5">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-sm">
                  <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {feature}
                </li>
              ))}
            </ul>
            <button
              type="button"
              aria-label={`${plan.cta}: ${plan.name}`}
              className={buttonVariants({
                size: "lg",
                variant: plan.popular ? "primary" : "outline",
                className: "mt-8 w-full",
              })}
              onClick={() => openSignup(plan.id)}
            >
              {plan.cta}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Stars() {
  return (
    <span role="img" className="flex gap-0.5 text-warning" aria-label="Rated 5 out of 5">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} aria-hidden="true" className="size-4 fill-current" />
      ))}
    </span>
  );
}

function TestimonialCard({ story }: { story: Testimonial }) {
  return (
    <figure className="flex h-full flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
      <Stars />
      <blockquote className="flex-1 text-foreground">“{story.quote}”</blockquote>
      <figcaption className="text-sm">
        <span className="block font-semibold">{story.name}</span>
        <span className="text-muted-foreground">
          {story.role}, {story.company}
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialsTab() {
  const { openSignup } = useDialogs();
  return (
    <>
      <section className={`${section} py-16`}>
        <PageIntro
          kicker="Customer stories"
          title="Teams that run their PMO on Cairn"
          text="Agencies, startups and scaling companies on what changed after their first 30 days."
        />
        <div className="mt-12">
          <Claims />
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((story) => (
            <li key={story.name}>
              <TestimonialCard story={story} />
            </li>
          ))}
        </ul>
      </section>
      <CallToAction onStart={() => openSignup("trial")} />
    </>
  );
}
