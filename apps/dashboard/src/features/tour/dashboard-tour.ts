import { type TourStep, tourStepsFor } from "@cairn/schema/tour";

/**
 * The dashboards' onboarding tour (docs/product.md §3.4): the step ids and roles of the contract, each pointing
 * at a real element of the dashboard (`data-tour="…"`).
 */
export const DASHBOARD_TOUR_STEPS: readonly TourStep[] = [
  {
    id: "welcome",
    title: "Welcome to your Cairn dashboard",
    description:
      "This short tour shows where everything lives. You can run it again any time from the Tour button.",
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
    title: "Everything at a glance",
    description:
      "These tabs hold your overview, projects and tasks. The overview's numbers come straight from your live data.",
    target: '[data-tour="dashboard"]',
    userRole: ["admin", "consultant", "user"],
    position: "bottom",
  },
  {
    id: "projects",
    title: "Projects that run themselves",
    description:
      "Open a project for its kanban board, weekly health score, AI priority checks and team mood tracker.",
    target: '[data-tour="projects"]',
    userRole: ["admin", "consultant"],
    position: "bottom",
  },
  {
    id: "integrations",
    title: "Connect your tools",
    description:
      "Link Jira, Trello, Notion, ClickUp, Monday.com, Slack and more, and watch their sync status.",
    target: '[data-tour="integrations"]',
    userRole: ["admin"],
    position: "bottom",
  },
  {
    id: "help",
    title: "Help is always close",
    description:
      "Guides, help articles and an e-mail to a person are one click away whenever you get stuck.",
    target: '[data-tour="help"]',
    userRole: "all",
    position: "bottom",
  },
];

export function dashboardTourFor(role: string): TourStep[] {
  return tourStepsFor(DASHBOARD_TOUR_STEPS, role);
}
