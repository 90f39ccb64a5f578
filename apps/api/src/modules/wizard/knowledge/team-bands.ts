/**
 * The team-size bands of docs/product.md §9 (1-5, 6-20, 21-50, 51+): the rhythm each needs, who attends
 * the kick-off, and the tasks that come with the size.
 */
import type { Band, BandProfile } from "./types.js";

export const BAND_PROFILES: Readonly<Record<Band, BandProfile>> = {
  "1-5": {
    band: "1-5",
    phrase: "1–5 people",
    reason: "a team of {n} needs a light weekly rhythm rather than heavy ceremonies",
    audience: "the whole team",
    processes: ["weekly-planning"],
    templates: ["One-page project canvas"],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "Agree who owns the board and runs weekly planning: in a team of {n}, one person can do both",
      },
    ],
  },
  "6-20": {
    band: "6-20",
    phrase: "6–20 people",
    reason: "a team of {n} needs a shared rhythm so that priorities do not change every day",
    audience: "the whole team",
    processes: ["two-week-cycle"],
    templates: ["Sprint planning agenda"],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "Name an owner for each project and one person who sets priorities across them",
      },
    ],
  },
  "21-50": {
    band: "21-50",
    phrase: "21–50 people",
    reason: "at {n} people work crosses teams, so dependencies need a fixed place to be resolved",
    audience: "the team leads",
    processes: ["two-week-cycle", "dependency-review"],
    templates: ["Cross-team dependency map"],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "Name a lead in each team who owns that team's board and attends the dependency review",
      },
    ],
  },
  "51+": {
    band: "51+",
    phrase: "51 or more people",
    reason: "at {n} people leadership needs one view of all projects and a fixed governance rhythm",
    audience: "the department and team leads",
    processes: ["portfolio-review", "dependency-review"],
    templates: ["PMO charter", "Portfolio intake and prioritisation"],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "Nominate a PMO lead in each department and agree who chairs the portfolio review",
      },
      {
        phase: "rollout",
        text: "Roll out one team per week, with each team's lead as its local champion",
      },
    ],
  },
};
