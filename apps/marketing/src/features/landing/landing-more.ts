import type { FeatureIcon } from "./landing";

/** The landing page's features and testimonials tabs: loaded only when one of them opens. */
export const FEATURE_DETAILS: Record<FeatureIcon, readonly string[]> = {
  wizard: [
    "Adapts to team size, industry and experience level",
    "Turns your pain points and goals into concrete first steps",
    "Produces a plan you can edit, share and start on the same day",
  ],
  tools: [
    "Creates projects, columns and issue types for you",
    "Keeps statuses in sync both ways",
    "Works with the tools your team already knows",
  ],
  templates: [
    "Project charter, RACI, risk register and status report templates",
    "Sprint, retrospective and portfolio-review agendas",
    "Every document stays editable and versioned",
  ],
  assistant: [
    "Status, priorities, deadlines and team mood on request",
    "Weekly health reports posted where your team already talks",
    "Answers questions about any project in plain language",
  ],
  kpi: [
    "Ready-made delivery, capacity and portfolio dashboards",
    "Live feeds for Power BI and Looker Studio, refreshed on their schedule",
    "Shareable read-only views for clients and sponsors",
  ],
  roadmap: [
    "Milestones for adoption, reporting and governance",
    "Weekly health scores for delivery, timeline and team engagement",
    "Early warnings with a recommended fix",
  ],
};

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "We went from five spreadsheets and a weekly fire drill to one board and a health score everyone trusts. The whole setup took us three and a half weeks.",
    name: "Priya Raman",
    role: "Head of Delivery",
    company: "Northwind Studio",
  },
  {
    quote:
      "The wizard's plan was better than the one our last consultant wrote, and it came with the templates already filled in for an agency like ours.",
    name: "Marcus Feld",
    role: "Managing Partner",
    company: "Feld & Ortiz Creative",
  },
  {
    quote:
      "Our clients now get a read-only dashboard instead of a status email. Escalations dropped by half in the first two months.",
    name: "Hannah Okafor",
    role: "Client Services Director",
    company: "Brightline Digital",
  },
  {
    quote:
      "The AI priority check flags the tasks that will slip before they do. It has changed how we run our Monday planning.",
    name: "Tomás Oliveira",
    role: "Engineering Manager",
    company: "Ledgerly",
  },
  {
    quote:
      "We scaled from two to nine squads without hiring a PMO lead. Cairn's roadmap told us exactly what to put in place each week.",
    name: "Elena Petrova",
    role: "COO",
    company: "Quanta Health",
  },
  {
    quote:
      "The mood tracker sounded like a gimmick. It turned out to be the earliest warning we had that a team was overloaded.",
    name: "David Chen",
    role: "VP Operations",
    company: "Harbor Logistics",
  },
];
