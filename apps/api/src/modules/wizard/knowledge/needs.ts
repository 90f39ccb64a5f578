/**
 * Pain points and goals of docs/product.md §3.3, plus the defaults the contract gives an empty list (§5), and
 * what each implies. Every entry names at least one process, so every pain point and goal a
 * team gives is answered by a process of the plan.
 */
import { WIZARD_LIST_DEFAULTS } from "@cairn/schema/constants";
import type { NeedProfile } from "./types.js";

export const PAIN_POINT_PROFILES: readonly NeedProfile[] = [
  {
    label: "Visibility into progress",
    phrase: "visibility into progress",
    processes: ["single-board", "friday-status"],
    templates: ["Weekly status report", "Project health scorecard"],
    features: ["health"],
    tasks: [],
  },
  {
    label: "Team communication",
    phrase: "team communication",
    processes: ["communication-charter", "daily-standup"],
    templates: ["Communication plan", "Meeting agenda and minutes"],
    features: ["bot"],
    tasks: [],
  },
  {
    label: "Missed deadlines",
    phrase: "missed deadlines",
    processes: ["risk-review", "early-warning"],
    templates: ["Risk register", "Milestone plan"],
    features: ["health"],
    tasks: [],
  },
  {
    label: "Resource allocation",
    phrase: "resource allocation",
    processes: ["capacity-check", "work-intake"],
    templates: ["Resource allocation matrix", "Capacity plan"],
    features: ["priority", "mood"],
    tasks: [],
  },
  {
    label: "Inconsistent processes",
    phrase: "inconsistent processes",
    processes: ["sop-library", "definition-of-done"],
    templates: ["SOP template", "Definition of done checklist"],
    features: ["sop"],
    tasks: [],
  },
  {
    label: "Tracking ROI",
    phrase: "tracking ROI",
    processes: ["roi-tracking", "roi-review"],
    templates: ["ROI tracker", "Benefits realisation plan"],
    features: ["kpi"],
    tasks: [],
  },
  {
    label: "Tool fragmentation",
    phrase: "tool fragmentation",
    processes: ["tool-map", "connected-tools"],
    templates: ["Tool stack map", "Integration map"],
    features: ["integrations"],
    tasks: [],
  },
  {
    label: "Lack of reporting",
    phrase: "lack of reporting",
    processes: ["kpi-report", "steering-report"],
    templates: ["KPI definition sheet", "Monthly steering report"],
    features: ["kpi"],
    tasks: [],
  },
  {
    label: WIZARD_LIST_DEFAULTS.painPoints,
    phrase: "general workflow optimization",
    processes: ["workflow-review", "retrospective"],
    templates: ["Process map", "Retrospective formats"],
    features: ["health"],
    tasks: [],
  },
];

export const GOAL_PROFILES: readonly NeedProfile[] = [
  {
    label: "Delivery speed",
    phrase: "delivery speed",
    processes: ["wip-limits", "cycle-time"],
    templates: ["Kanban WIP policy", "Cycle-time tracker"],
    features: ["priority"],
    tasks: [],
  },
  {
    label: "Collaboration",
    phrase: "collaboration",
    processes: ["working-agreement", "retrospective"],
    templates: ["Team working agreement", "Retrospective formats"],
    features: ["bot", "mood"],
    tasks: [],
  },
  {
    label: "Resource planning",
    phrase: "resource planning",
    processes: ["capacity-check", "capacity-forecast"],
    templates: ["Capacity plan", "Skills matrix"],
    features: ["mood"],
    tasks: [],
  },
  {
    label: "Standardised processes",
    phrase: "standardised processes",
    processes: ["sop-library", "project-templates"],
    templates: ["SOP template", "Project template pack"],
    features: ["sop"],
    tasks: [],
  },
  {
    label: "Project visibility",
    phrase: "project visibility",
    processes: ["portfolio-review", "friday-status"],
    templates: ["Portfolio dashboard specification", "Executive one-pager"],
    features: ["kpi", "health"],
    tasks: [],
  },
  {
    label: "Reduced risks",
    phrase: "reduced risks",
    processes: ["risk-review", "pre-mortem"],
    templates: ["RAID log", "Pre-mortem worksheet"],
    features: ["health"],
    tasks: [],
  },
  {
    label: "Client satisfaction",
    phrase: "client satisfaction",
    processes: ["client-updates", "client-feedback"],
    templates: ["Client status report", "Client feedback survey"],
    features: [],
    tasks: [],
  },
  {
    label: "Scaling operations",
    phrase: "scaling operations",
    processes: ["pmo-cadence", "joiner-onboarding"],
    templates: ["PMO charter", "New team member onboarding checklist"],
    features: ["onboarding-bot"],
    tasks: [],
  },
  {
    label: WIZARD_LIST_DEFAULTS.goals,
    phrase: "improve team efficiency",
    processes: ["meeting-audit", "retrospective"],
    templates: ["Meeting audit sheet", "Retrospective formats"],
    features: ["priority"],
    tasks: [],
  },
];
