/**
 * The phases a plan can hold, with the tasks every plan has in them. A task the knowledge base
 * places in a phase that a schedule does not have (automation for beginners, for instance)
 * moves to the phase named by `fallback`.
 */
import type { PhaseKey } from "./plan-task.js";

export interface PhaseProfile {
  title: string;
  tasks: readonly string[];
  fallback?: PhaseKey;
}

export const PHASES: Readonly<Record<PhaseKey, PhaseProfile>> = {
  kickoff: {
    title: "Kick-off and discovery",
    tasks: [
      "Hold a 60-minute kick-off with {audience}: goals, roles and how success will be measured",
      "Name a PMO lead who owns the setup, and a deputy",
      "List every active project and recurring workflow in one place",
    ],
  },
  tools: {
    title: "Tool stack setup",
    tasks: ["Run the tool audit: every tool, what it is used for, who owns it and what it costs"],
  },
  processes: {
    title: "Processes and templates",
    tasks: ["Store the chosen templates in {docs} and link them from the board"],
  },
  pilot: {
    title: "Pilot on one live project",
    tasks: [
      "Run one live project end to end on the new board, routines and templates",
      "List what slowed the pilot down and fix the top three before the roll-out",
    ],
  },
  automation: {
    title: "Automation and reporting",
    tasks: ["Automate the status roll-up from {tracker}, so reports build themselves"],
    fallback: "rollout",
  },
  rollout: {
    title: "Team-wide roll-out",
    tasks: [
      "Move the remaining projects onto the board, one team at a time",
      "Retire the spreadsheets and side lists the new setup replaces",
    ],
  },
  tune: {
    title: "Tune and document",
    tasks: [
      "Remove the steps the pilot and the roll-out showed to be unnecessary",
      "Write the PMO playbook, so another team can adopt the setup without coaching",
    ],
    fallback: "rollout",
  },
  embed: {
    title: "Roadmap: embed the routines",
    tasks: ["Hold a retrospective on the first month and keep, change or drop each routine"],
  },
  improve: {
    title: "Roadmap: measure and improve",
    tasks: ["Compare each KPI with its day-30 baseline and choose the next improvement"],
  },
  scale: {
    title: "Roadmap: scale the PMO",
    tasks: ["Offer the setup to a second team and measure how long it takes them to adopt it"],
    fallback: "improve",
  },
};

/** The setup the product promises, then the roadmap to day 60 with weekly health checks. */
export const SETUP_DAYS = 30;
export const ROADMAP_DAYS = 60;
/** Health checks at the end of each roadmap week: days 35, 42, 49 and 56. */
export const HEALTH_CHECK_INTERVAL_DAYS = 7;
