import { CLAIMS } from "@cairn/schema/constants";
import { buttonVariants } from "@cairn/ui/button-variants";
import { EyeIcon, HeartHandshakeIcon, RocketIcon, ScaleIcon } from "lucide-react";
import { Link } from "react-router";
import { useDialogs } from "../../lib/dialogs-context";
import { usePageMeta } from "../../lib/page-meta";
import { PageHeader } from "../../parts/page-parts";

const STATS = [
  { value: CLAIMS.teamsOnboarded, label: "teams onboarded" },
  { value: CLAIMS.successRate, label: "success rate" },
  { value: String(CLAIMS.averageSetupDays), label: "days average setup" },
  { value: "10", label: "tools Cairn connects to" },
];

const VALUES = [
  {
    icon: <RocketIcon aria-hidden="true" className="size-5" />,
    title: "Outcomes over ceremony",
    text: "Process exists to ship work. We add a meeting, a field or a template only when it makes delivery faster or clearer.",
  },
  {
    icon: <EyeIcon aria-hidden="true" className="size-5" />,
    title: "Radical transparency",
    text: "Everyone, from a new hire to the client, should see the same truth about a project. No separate slide deck for executives.",
  },
  {
    icon: <HeartHandshakeIcon aria-hidden="true" className="size-5" />,
    title: "People before plans",
    text: "Plans fail when teams burn out. We measure mood and energy alongside deadlines because both predict success.",
  },
  {
    icon: <ScaleIcon aria-hidden="true" className="size-5" />,
    title: "Explainable AI",
    text: "Every recommendation Cairn makes comes with its reasons, so a person can check it, challenge it and decide.",
  },
];

const TEAM = [
  {
    name: "Maya Lindqvist",
    role: "Co-founder & CEO",
    bio: "Ran the delivery office of a 2,000-person consultancy for eight years and set up more than forty PMOs for its clients.",
  },
  {
    name: "Daniel Osei",
    role: "Co-founder & CTO",
    bio: "Built project tooling at two developer-tools companies. Believes the best process is the one the software does for you.",
  },
  {
    name: "Sofia Marquez",
    role: "Head of Product",
    bio: "Former Scrum coach who has trained over 300 teams. Designs every Cairn workflow with the people who use it daily.",
  },
  {
    name: "Aiko Tanaka",
    role: "Lead AI Engineer",
    bio: "Works on the wizard and priority engines, with a focus on recommendations that explain themselves.",
  },
  {
    name: "James Whitaker",
    role: "Head of Customer Success",
    bio: "Leads the team that helps every new customer through their first 30 days, from kickoff to the first portfolio review.",
  },
  {
    name: "Rahul Mehta",
    role: "PMO Practice Lead",
    bio: "Maintains Cairn's library of more than 150 templates and SOPs, drawn from fifteen years of portfolio management.",
  },
];

const TIMELINE = [
  {
    year: "2019",
    title: "The idea",
    text: "Maya and Daniel see the same pattern at client after client: growing teams drowning in projects, with no time to set up a PMO.",
  },
  {
    year: "2020",
    title: "First customers",
    text: "A template library and a setup playbook help the first twelve agencies run their projects from one board during a remote-first year.",
  },
  {
    year: "2021",
    title: "Seed funding",
    text: "A seed round funds the product team. Integrations with Jira, Trello and Asana ship, and the 30-day setup programme takes shape.",
  },
  {
    year: "2022",
    title: "The AI wizard",
    text: "The AI PMO Setup Wizard launches and cuts the time to a first plan from two weeks to an afternoon.",
  },
  {
    year: "2023",
    title: "Health and priorities",
    text: "Project health scores, AI task priorities and the team mood tracker arrive. Customers pass 300 teams in 40 countries.",
  },
  {
    year: "2024",
    title: "500+ teams",
    text: "More than 500 teams have onboarded with a 95% success rate, supported around the clock from San Francisco, New York and London.",
  },
];

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("");
}

export default function AboutPage() {
  usePageMeta(
    "About us",
    "Cairn's mission, values, team and story: helping 500+ teams set up a project-management office in 30 days.",
  );
  const { openSignup } = useDialogs();
  return (
    <div className="mx-auto grid max-w-6xl gap-16 px-4 py-14 sm:px-6">
      <PageHeader
        kicker="About Cairn"
        title="We help teams build the PMO they never had time for"
        text="Our mission is to give every growing team the clarity of a world-class project-management office in 30 days, without hiring a consultant or slowing down delivery."
      />

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Cairn in numbers
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div
              key={stat.label}
              className="rounded-xl border border-border bg-card p-6 text-center"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="order-first text-4xl font-semibold tracking-tight text-primary">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="mission-heading"
        className="grid gap-6 md:grid-cols-2 md:items-center"
      >
        <div className="grid gap-4">
          <h2 id="mission-heading" className="text-3xl font-semibold tracking-tight">
            Our mission
          </h2>
          <p className="text-muted-foreground">
            A cairn is a stack of stones that marks the path for the next traveller. That is what a
            good PMO does for a company: it marks the way, so every team can move quickly without
            getting lost.
          </p>
          <p className="text-muted-foreground">
            Most companies know they need one, but setting it up takes months of consulting and
            spreadsheets. We turned that work into software: a wizard that designs the plan, tools
            that configure themselves, and dashboards that keep it running.
          </p>
        </div>
        <blockquote className="rounded-2xl bg-primary-soft p-8 text-xl font-medium text-primary-soft-foreground">
          “A PMO should feel like a tailwind, not a tax. If it slows teams down, it is doing the
          wrong job.”
          <footer className="mt-4 text-sm font-normal">Maya Lindqvist, Co-founder &amp; CEO</footer>
        </blockquote>
      </section>

      <section aria-labelledby="values-heading" className="grid gap-6">
        <h2 id="values-heading" className="text-3xl font-semibold tracking-tight">
          What we value
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-xl border border-border bg-card p-6">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                {value.icon}
              </span>
              <h3 className="mt-4 font-semibold">{value.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team-heading" className="grid gap-6">
        <h2 id="team-heading" className="text-3xl font-semibold tracking-tight">
          The team
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TEAM.map((person) => (
            <li
              key={person.name}
              className="flex gap-4 rounded-xl border border-border bg-card p-6"
            >
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {initials(person.name)}
              </span>
              <div>
                <h3 className="font-semibold">{person.name}</h3>
                <p className="text-sm font-medium text-primary">{person.role}</p>
                <p className="mt-2 text-sm text-muted-foreground">{person.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="story-heading" className="grid gap-6">
        <h2 id="story-heading" className="text-3xl font-semibold tracking-tight">
          Our story, 2019–2024
        </h2>
        <ol className="relative grid gap-8 border-l-2 border-primary/30 pl-6">
          {TIMELINE.map((entry) => (
            <li key={entry.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[33px] size-4 rounded-full border-4 border-background bg-primary"
              />
              <p className="text-sm font-semibold text-primary">{entry.year}</p>
              <h3 className="mt-1 text-lg font-semibold">{entry.title}</h3>
              <p className="mt-1 max-w-2xl text-muted-foreground">{entry.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="join-heading"
        className="flex flex-col items-start gap-6 rounded-2xl bg-primary p-8 text-primary-foreground md:flex-row md:items-center md:justify-between md:p-10"
      >
        <div>
          <h2 id="join-heading" className="text-2xl font-semibold tracking-tight">
            Ready to set up your PMO?
          </h2>
          <p className="mt-2 text-primary-foreground/90">
            Start a 14-day free trial, or talk to us about your team.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonVariants({ variant: "secondary", size: "lg" })}
            onClick={() => openSignup("trial")}
          >
            Start Free Trial
          </button>
          <Link
            to="/contact"
            className="inline-flex h-11 items-center justify-center rounded-md border border-primary-foreground/70 px-6 font-medium text-primary-foreground transition-colors hover:bg-primary-hover"
          >
            Contact us
          </Link>
        </div>
      </section>
    </div>
  );
}
