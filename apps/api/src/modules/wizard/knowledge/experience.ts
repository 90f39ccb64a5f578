/**
 * Experience levels (docs/product.md §3.3). The level sets the length of every phase: beginners take
 * longer setup steps with a coaching task in each phase; advanced teams move through shorter
 * steps and spend the time saved on automation and tuning. Each schedule adds up to the 30-day
 * setup followed by the 30 days that complete the 60-day roadmap.
 */
import type { Experience, ExperienceProfile } from "./types.js";

export const EXPERIENCE_PROFILES: Readonly<Record<Experience, ExperienceProfile>> = {
  beginner: {
    level: "beginner",
    reason: "your team is new to structured project management",
    schedule: [
      { phase: "kickoff", days: 5 },
      { phase: "tools", days: 7 },
      { phase: "processes", days: 7 },
      { phase: "pilot", days: 6 },
      { phase: "rollout", days: 5 },
      { phase: "embed", days: 15 },
      { phase: "improve", days: 15 },
    ],
    processes: ["coaching-sessions"],
    templates: ["Project management glossary", "How to write a good task"],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "Coaching: a 45-minute introduction to boards, owners and due dates for everyone",
      },
      {
        phase: "tools",
        text: "Coaching: 20 minutes with each person to move their own work into {tracker}",
      },
      {
        phase: "processes",
        text: "Coaching: rehearse the first weekly review with the coach before running it alone",
      },
      {
        phase: "pilot",
        text: "Coaching: a mid-pilot check-in on what confuses people and how to simplify it",
      },
      { phase: "rollout", text: "Coaching: hand the facilitator role over to your PMO lead" },
      {
        phase: "embed",
        text: "Coaching: review the first month's health checks together and pick one habit to strengthen",
      },
      {
        phase: "improve",
        text: "Coaching: plan the next quarter on your own, with the coach reviewing the plan",
      },
    ],
    nextStep: "Book your first coaching session, then take the onboarding tour in Cairn.",
  },
  intermediate: {
    level: "intermediate",
    reason: "your team knows the basics and needs one consistent way of working",
    schedule: [
      { phase: "kickoff", days: 3 },
      { phase: "tools", days: 5 },
      { phase: "processes", days: 6 },
      { phase: "pilot", days: 6 },
      { phase: "automation", days: 5 },
      { phase: "rollout", days: 5 },
      { phase: "embed", days: 15 },
      { phase: "improve", days: 15 },
    ],
    processes: [],
    templates: ["Project lead's first-week guide"],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "Write down the routines the team already runs well, so the plan keeps them",
      },
      { phase: "pilot", text: "Coaching: one check-in with a PMO coach halfway through the pilot" },
    ],
    nextStep: "Take the onboarding tour in Cairn to find the board and the health dashboard.",
  },
  advanced: {
    level: "advanced",
    reason: "your team already runs projects in a structured way",
    schedule: [
      { phase: "kickoff", days: 2 },
      { phase: "tools", days: 3 },
      { phase: "processes", days: 4 },
      { phase: "pilot", days: 5 },
      { phase: "automation", days: 5 },
      { phase: "rollout", days: 5 },
      { phase: "tune", days: 6 },
      { phase: "embed", days: 10 },
      { phase: "improve", days: 10 },
      { phase: "scale", days: 10 },
    ],
    processes: ["flow-metrics"],
    templates: ["Automation rules playbook", "Flow metrics guide"],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "Review the current setup against this plan in one working session and skip what already works",
      },
      {
        phase: "automation",
        text: "Write automation rules in {tracker} for hand-offs and overdue reminders",
      },
    ],
    nextStep:
      "Connect {tracker} to Cairn on the Integrations page, so status rolls up from day one.",
  },
};
