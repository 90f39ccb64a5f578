/**
 * One profile per industry of docs/product.md §3.3: the tools Cairn picks for each job and team-size band
 * when a team has none that fits, the industry's own processes and templates, the tasks that
 * adapt the plan to it, and one next step. An industry that is not in the list is planned with
 * the "Other" profile.
 */
import type { Industry, IndustryProfile } from "./types.js";

export const INDUSTRY_PROFILES: Readonly<Record<Industry, IndustryProfile>> = {
  Technology: {
    label: "Technology",
    phrase: "technology teams",
    reason: "technology teams ship continuously, so work, code and incidents must stay linked",
    picks: {
      work: { "1-5": "Jira", "6-20": "Jira", "21-50": "Jira", "51+": "Jira" },
      docs: { "1-5": "Notion", "6-20": "Notion", "21-50": "Confluence", "51+": "Confluence" },
      chat: "Slack",
      meetings: "Zoom",
      code: "GitHub",
    },
    processes: ["code-review-gate", "incident-review"],
    templates: [
      "Technical design document",
      "Architecture decision record",
      "Incident response runbook",
    ],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "Map the release path from merged code to production and mark its manual steps",
      },
      { phase: "pilot", text: "Run the pilot on a project that ships at least one release" },
    ],
    nextStep: "List your services and who is on call for each before the kick-off.",
  },
  Healthcare: {
    label: "Healthcare",
    phrase: "healthcare teams",
    reason:
      "work that touches patients or their data needs named approvers and a record of every decision",
    picks: {
      work: { "1-5": "Asana", "6-20": "Asana", "21-50": "Monday.com", "51+": "Monday.com" },
      docs: { "1-5": "Notion", "6-20": "Notion", "21-50": "Confluence", "51+": "Confluence" },
      chat: "Microsoft Teams",
      meetings: "Microsoft Teams",
    },
    processes: ["patient-data-check", "clinical-change-approval"],
    templates: [
      "Patient-data handling SOP",
      "Clinical change approval form",
      "Compliance training log",
    ],
    features: [],
    tasks: [
      {
        phase: "tools",
        text: "Confirm with your privacy officer that every tool is approved for the data it will hold",
      },
      {
        phase: "pilot",
        text: "Choose a pilot project that does not touch patient data, so the routines settle first",
      },
    ],
    nextStep:
      "Invite your privacy officer to the kick-off, so tool choices are cleared in the first week.",
  },
  Finance: {
    label: "Finance",
    phrase: "finance teams",
    reason: "regulators and auditors expect to see who approved each change and when",
    picks: {
      work: { "1-5": "Asana", "6-20": "Jira", "21-50": "Jira", "51+": "Jira" },
      docs: {
        "1-5": "Confluence",
        "6-20": "Confluence",
        "21-50": "Confluence",
        "51+": "Confluence",
      },
      chat: "Microsoft Teams",
      meetings: "Zoom",
    },
    processes: ["segregated-approval", "regulatory-tracking"],
    templates: ["Change approval record", "Regulatory change tracker", "Audit evidence log"],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "Mark the projects that touch regulated systems or client money",
      },
      {
        phase: "rollout",
        text: "Walk compliance through the approval trail and agree the evidence they need",
      },
    ],
    nextStep:
      "Ask your compliance lead which changes need sign-off before the pilot starts on day {pilotStart}.",
  },
  Legal: {
    label: "Legal",
    phrase: "legal teams",
    reason: "a missed filing date or an unchecked conflict costs more than any delay",
    picks: {
      work: { "1-5": "Asana", "6-20": "Asana", "21-50": "Monday.com", "51+": "Monday.com" },
      docs: { "1-5": "Notion", "6-20": "Notion", "21-50": "Confluence", "51+": "Confluence" },
      chat: "Microsoft Teams",
      meetings: "Microsoft Teams",
    },
    processes: ["matter-intake", "deadline-calendar"],
    templates: ["Matter intake form", "Conflict check record", "Matter budget tracker"],
    features: [],
    tasks: [
      { phase: "kickoff", text: "List every open matter with its next hard deadline" },
      {
        phase: "tools",
        text: "Limit access to each matter's documents to the people working on it",
      },
    ],
    nextStep: "Export the court and filing dates of all open matters, so none is lost in the move.",
  },
  Manufacturing: {
    label: "Manufacturing",
    phrase: "manufacturing teams",
    reason:
      "a change on the line affects cost, quality and safety at once, so it must be decided in one place",
    picks: {
      work: { "1-5": "Trello", "6-20": "Monday.com", "21-50": "Monday.com", "51+": "Monday.com" },
      docs: { "1-5": "Notion", "6-20": "Confluence", "21-50": "Confluence", "51+": "Confluence" },
      chat: "Microsoft Teams",
      meetings: "Microsoft Teams",
    },
    processes: ["engineering-change-control", "tier-meeting"],
    templates: ["Engineering change order", "FMEA worksheet", "Equipment downtime log"],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "Walk the floor with the shift leads and list where work waits for a decision",
      },
      {
        phase: "tools",
        text: "Put the board on a screen the shift leads pass, or on a tablet at each line",
      },
    ],
    nextStep: "Choose the line or improvement project for the pilot and brief its shift leads.",
  },
  Retail: {
    label: "Retail",
    phrase: "retail teams",
    reason: "trading peaks fix the dates, so work must be planned backwards from them",
    picks: {
      work: { "1-5": "Trello", "6-20": "Asana", "21-50": "Monday.com", "51+": "Monday.com" },
      docs: { "1-5": "Notion", "6-20": "Notion", "21-50": "Confluence", "51+": "Confluence" },
      chat: "Slack",
      meetings: "Zoom",
    },
    processes: ["trading-calendar", "store-rollout"],
    templates: [
      "Seasonal campaign calendar",
      "Store roll-out checklist",
      "Promotion planning sheet",
    ],
    features: [],
    tasks: [
      {
        phase: "tools",
        text: "Give store and regional managers a read-only view of the projects that affect them",
      },
      { phase: "pilot", text: "Pilot on a change that reaches no more than three stores" },
    ],
    nextStep: "Confirm the change-freeze dates before your next trading peak.",
  },
  Education: {
    label: "Education",
    phrase: "education teams",
    reason: "the academic calendar sets hard dates, and faculty time is scarce during term",
    picks: {
      work: { "1-5": "Trello", "6-20": "Asana", "21-50": "Asana", "51+": "Monday.com" },
      docs: { "1-5": "Notion", "6-20": "Notion", "21-50": "Confluence", "51+": "Confluence" },
      chat: "Microsoft Teams",
      meetings: "Zoom",
    },
    processes: ["term-planning", "curriculum-review"],
    templates: ["Academic term calendar", "Course development plan", "Curriculum review checklist"],
    features: [],
    tasks: [
      {
        phase: "tools",
        text: "Set up a request form so faculty can ask for work without learning the tracker",
      },
      { phase: "pilot", text: "Pilot on one course or programme change due this term" },
    ],
    nextStep: "Share this year's academic calendar with whoever sets up the board.",
  },
  Consulting: {
    label: "Consulting",
    phrase: "consultancies",
    reason: "margins depend on scope, budget and utilisation staying visible on every engagement",
    picks: {
      work: { "1-5": "Trello", "6-20": "ClickUp", "21-50": "ClickUp", "51+": "Asana" },
      docs: { "1-5": "Notion", "6-20": "Notion", "21-50": "Notion", "51+": "Confluence" },
      chat: "Slack",
      meetings: "Zoom",
    },
    processes: ["engagement-health", "utilisation-review"],
    templates: ["Statement of work", "Engagement plan", "Utilisation tracker"],
    features: [],
    tasks: [
      { phase: "kickoff", text: "List every engagement with its budget, end date and client lead" },
      { phase: "tools", text: "Set up time tracking against each engagement in {tracker}" },
    ],
    nextStep: "Pick the engagement for the pilot and tell its client what will change.",
  },
  Marketing: {
    label: "Marketing",
    phrase: "marketing teams",
    reason:
      "work passes from brief to creative to client approval to launch, and each hand-off is where dates slip",
    picks: {
      work: { "1-5": "Trello", "6-20": "ClickUp", "21-50": "Asana", "51+": "Monday.com" },
      docs: { "1-5": "Notion", "6-20": "Notion", "21-50": "Notion", "51+": "Confluence" },
      chat: "Slack",
      meetings: "Zoom",
    },
    processes: ["brief-to-approval", "campaign-calendar"],
    templates: ["Campaign brief", "Content calendar", "Creative approval workflow"],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "List every live campaign and retainer with its next deadline",
      },
      {
        phase: "tools",
        text: "Give every client board the same columns: brief, in progress, internal review, client approval, live",
      },
      { phase: "pilot", text: "Pilot on one client campaign, from brief to launch" },
    ],
    nextStep:
      "Pick the client campaign for the pilot and share the campaign brief template with its account lead.",
  },
  Construction: {
    label: "Construction",
    phrase: "construction teams",
    reason:
      "site work depends on deliveries, subcontractors and answered RFIs, so a delay must show the same day",
    picks: {
      work: { "1-5": "Trello", "6-20": "Monday.com", "21-50": "Monday.com", "51+": "Monday.com" },
      docs: { "1-5": "Notion", "6-20": "Notion", "21-50": "Confluence", "51+": "Confluence" },
      chat: "Microsoft Teams",
      meetings: "Microsoft Teams",
    },
    processes: ["site-daily-report", "rfi-tracking"],
    templates: ["Site daily report", "RFI log", "Punch list"],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "List each active site with its next milestone and the subcontractors on it",
      },
      {
        phase: "tools",
        text: "Set up the daily site report on phones, so it is filled in on site rather than back at the office",
      },
    ],
    nextStep: "Choose the pilot site and brief its site manager on the daily report.",
  },
  Other: {
    label: "Other",
    phrase: "teams",
    reason: "every team needs one way in for new work and one shape for every project",
    picks: {
      work: { "1-5": "Trello", "6-20": "Asana", "21-50": "Asana", "51+": "Jira" },
      docs: { "1-5": "Notion", "6-20": "Notion", "21-50": "Confluence", "51+": "Confluence" },
      chat: "Slack",
      meetings: "Zoom",
    },
    processes: ["work-intake", "project-templates"],
    templates: ["Project charter", "Project intake form", "Lessons learned register"],
    features: [],
    tasks: [
      {
        phase: "kickoff",
        text: "Agree what counts as a project for your team: what starts one and what closes it",
      },
    ],
    nextStep: "List your active projects and their owners before the kick-off.",
  },
};
