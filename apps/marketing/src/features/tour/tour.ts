import { type TourStep, tourStepsFor } from "@cairn/schema/tour";

/**
 * The landing page's tour (docs/product.md §3.4): the same step ids and roles as the dashboards' tour,
 * pointing at elements of the public site.
 */
export const LANDING_TOUR_STEPS: readonly TourStep[] = [
  {
    id: "welcome",
    title: "Welcome to Cairn",
    description:
      "This one-minute tour shows where everything lives, from planning your PMO to getting help.",
    target: '[data-tour="welcome"]',
    userRole: "all",
    position: "bottom",
  },
  {
    id: "ai-wizard",
    title: "Plan a PMO in minutes",
    description:
      "The AI PMO Setup Wizard turns four answers about a team into tools, processes and a 30-day plan.",
    action: "Run it at the start of every new client engagement.",
    target: '[data-tour="ai-wizard"]',
    userRole: ["admin", "consultant"],
    position: "bottom",
  },
  {
    id: "dashboard",
    title: "Your dashboard",
    description:
      "Your projects, tasks and progress live on your dashboard. The button stays here on every page.",
    target: '[data-tour="dashboard"]',
    userRole: ["admin", "consultant", "user"],
    position: "bottom",
  },
  {
    id: "projects",
    title: "Projects that run themselves",
    description:
      "Every project gets a kanban board, a weekly health score, AI priority checks and a mood tracker.",
    target: '[data-tour="projects"]',
    userRole: ["admin", "consultant"],
    position: "top",
  },
  {
    id: "integrations",
    title: "Connect your tools",
    description:
      "Link Jira, Trello, Notion, ClickUp, Monday.com, Slack and more, and watch their sync status.",
    target: '[data-tour="integrations"]',
    userRole: ["admin"],
    position: "top",
  },
  {
    id: "help",
    title: "Help is always close",
    description:
      "Guides, 45 help articles and an e-mail to a person are one click away whenever you get stuck.",
    target: '[data-tour="help"]',
    userRole: "all",
    position: "top",
  },
];

export function landingTourFor(role: string): TourStep[] {
  return tourStepsFor(LANDING_TOUR_STEPS, role);
}
