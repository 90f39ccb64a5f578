/** The landing page's copy: the six advertised features (docs/product.md §1) and customer stories. */

export type FeatureIcon = "wizard" | "tools" | "templates" | "assistant" | "kpi" | "roadmap";

export interface Feature {
  icon: FeatureIcon;
  title: string;
  summary: string;
}

export const FEATURES: readonly Feature[] = [
  {
    icon: "wizard",
    title: "AI onboarding wizard",
    summary:
      "Answer four questions about your team and get a tailored PMO blueprint: tools, processes, templates and a phased plan.",
  },
  {
    icon: "tools",
    title: "Automated tool stack setup",
    summary:
      "Connect Jira, Trello, Notion, ClickUp or Asana and Cairn configures boards, workflows and fields to match your plan.",
  },
  {
    icon: "templates",
    title: "150+ SOPs and templates",
    summary:
      "Generate editable standard operating procedures, charters, RAID logs and meeting agendas in your own terminology.",
  },
  {
    icon: "assistant",
    title: "AI assistant bot for Slack and Teams",
    summary:
      "Ask for a project's status, what to work on next or what is overdue, and create, move or assign tasks from chat. The assistant answers with live data from your boards.",
  },
  {
    icon: "kpi",
    title: "KPI dashboard builder",
    summary:
      "Pick the metrics that matter, from throughput and cycle time to work in progress and on-time delivery, and connect Power BI or Looker Studio to Cairn's data feeds.",
  },
  {
    icon: "roadmap",
    title: "60-day roadmap engine",
    summary:
      "A week-by-week rollout with weekly health checks, so you always know whether the PMO is on track.",
  },
];

export const STEPS = [
  {
    title: "Answer four questions",
    text: "Team size, industry, current tools, pain points and goals. It takes about five minutes.",
  },
  {
    title: "Get your plan and tool stack",
    text: "Cairn recommends processes and templates, then configures the tools you already use.",
  },
  {
    title: "Run it from your dashboards",
    text: "Boards, health scores, AI priorities and team mood keep every project visible.",
  },
] as const;

/** The customer story quoted on the home tab (the testimonials tab has them all). */
export const HOME_STORY = {
  quote:
    "We went from five spreadsheets and a weekly fire drill to one board and a health score everyone trusts. The whole setup took us three and a half weeks.",
  name: "Priya Raman",
  role: "Head of Delivery",
  company: "Northwind Studio",
};
