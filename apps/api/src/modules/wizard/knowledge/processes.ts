/**
 * The processes the wizard can recommend. Each has a name, what it is in one clause, and the
 * task that starts it, placed in a phase of the plan. Answers of the wizard refer to them by id;
 * a process implied by several answers appears once, with all their reasons.
 */
import type { PlanTask } from "./plan-task.js";

export interface ProcessProfile {
  name: string;
  what: string;
  firstStep: PlanTask;
}

export const PROCESSES = {
  "single-board": {
    name: "One board as the single source of truth",
    what: "every piece of work is a card with an owner, a due date and one status, and nothing is tracked in side spreadsheets",
    firstStep: {
      phase: "tools",
      text: "Move every open piece of work onto the {tracker} board, each with an owner and a due date",
    },
  },
  "friday-status": {
    name: "Friday status snapshot",
    what: "each project lead writes three lines every Friday: done, next, blocked",
    firstStep: {
      phase: "processes",
      text: "Publish the first Friday status snapshot for every active project",
    },
  },
  "daily-standup": {
    name: "Daily 15-minute stand-up",
    what: "same time every day: yesterday, today, blockers, with problems taken offline",
    firstStep: {
      phase: "pilot",
      text: "Run a daily stand-up with the pilot team, kept to 15 minutes",
    },
  },
  "communication-charter": {
    name: "Communication charter",
    what: "agreed channels for each kind of message, expected reply times, and when to call instead of write",
    firstStep: { phase: "processes", text: "Write the communication charter and pin it in {chat}" },
  },
  "risk-review": {
    name: "Weekly risk review",
    what: "20 minutes every Monday to log, score and assign each risk before it turns into a missed date",
    firstStep: {
      phase: "processes",
      text: "Hold the first weekly risk review and log at least ten risks, each with an owner",
    },
  },
  "early-warning": {
    name: "Early-warning rule for due dates",
    what: "a task that may slip is flagged at least three days before its due date, so dates move by decision rather than by surprise",
    firstStep: {
      phase: "pilot",
      text: "Apply the early-warning rule in the pilot and count how many slips were flagged in time",
    },
  },
  "capacity-check": {
    name: "Weekly capacity check",
    what: "each person's committed hours are compared with their available hours before new work is accepted",
    firstStep: {
      phase: "processes",
      text: "Record everyone's available hours per week and run the first capacity check",
    },
  },
  "work-intake": {
    name: "Single intake for new work",
    what: "every request enters through one form and is prioritised once a week, so nobody is handed work beyond the team's capacity",
    firstStep: {
      phase: "processes",
      text: "Publish the intake form and route all new requests through it",
    },
  },
  "sop-library": {
    name: "SOP library for recurring work",
    what: "each recurring workflow is written down once, owned by one person and reviewed every quarter",
    firstStep: {
      phase: "processes",
      text: "Write SOPs for the three workflows the team repeats most",
    },
  },
  "definition-of-done": {
    name: "Shared definition of done",
    what: "a short checklist that every task meets before it counts as finished",
    firstStep: {
      phase: "processes",
      text: "Agree the definition of done and add it to every task template",
    },
  },
  "roi-tracking": {
    name: "Benefit and effort tracking per project",
    what: "each project records the time it takes and the value it is meant to bring, so its return is a number rather than a feeling",
    firstStep: {
      phase: "kickoff",
      text: "Write down the expected benefit of each active project and how it will be measured",
    },
  },
  "roi-review": {
    name: "Monthly ROI review",
    what: "once a month, each project's effort is compared with the benefit it has delivered, and work that does not pay back is stopped or reshaped",
    firstStep: {
      phase: "embed",
      text: "Hold the first monthly ROI review and decide what to stop, continue or reshape",
    },
  },
  "tool-map": {
    name: "One tool per job, written down in a tool map",
    what: "a one-page map says which tool holds tasks, documents, chat and meetings, so nobody wonders where something lives",
    firstStep: {
      phase: "tools",
      text: "Publish the tool map and close the duplicate places where work is tracked",
    },
  },
  "connected-tools": {
    name: "Connected tools instead of copy-paste",
    what: "status flows between tools through integrations, so nobody types the same update twice",
    firstStep: {
      phase: "tools",
      text: "Connect {tracker} and {chat} so task changes post to the project's channel",
    },
  },
  "kpi-report": {
    name: "Weekly KPI report",
    what: "five agreed KPIs, refreshed automatically and read in the same meeting every week",
    firstStep: { phase: "rollout", text: "Publish the first weekly KPI report from live data" },
  },
  "steering-report": {
    name: "Monthly steering report",
    what: "one page for leadership each month: project health, top risks and the decisions needed",
    firstStep: { phase: "embed", text: "Send the first monthly steering report to leadership" },
  },
  "workflow-review": {
    name: "Workflow review: map, measure, improve",
    what: "map how work really flows, measure where it waits, and fix the biggest delay first",
    firstStep: {
      phase: "kickoff",
      text: "Map one typical piece of work from request to delivery and mark where it waits",
    },
  },
  retrospective: {
    name: "Fortnightly retrospective",
    what: "45 minutes every two weeks on what helped, what hurt and the one change to try next",
    firstStep: { phase: "pilot", text: "Hold the first retrospective with the pilot team" },
  },
  "meeting-audit": {
    name: "Meeting audit",
    what: "every recurring meeting is listed with its purpose and cost, and those without a clear outcome are dropped or shortened",
    firstStep: {
      phase: "kickoff",
      text: "List every recurring meeting with its purpose, attendees and hours per month",
    },
  },
  "wip-limits": {
    name: "Work-in-progress limits",
    what: "each board column has a limit, so the team finishes work before it starts more",
    firstStep: {
      phase: "pilot",
      text: "Set WIP limits on the pilot board and review them after one week",
    },
  },
  "cycle-time": {
    name: "Cycle-time tracking",
    what: "the days from start to done are measured for every task, and the trend is read weekly",
    firstStep: {
      phase: "rollout",
      text: "Record the cycle-time baseline from the pilot's finished tasks",
    },
  },
  "working-agreement": {
    name: "Team working agreement",
    what: "how the team plans, decides, hands over and asks for help, written by the team itself",
    firstStep: {
      phase: "kickoff",
      text: "Draft the team working agreement together at the kick-off",
    },
  },
  "capacity-forecast": {
    name: "Quarterly capacity forecast",
    what: "a rolling three-month view of who is free when, built from the project plans",
    firstStep: { phase: "embed", text: "Build the first quarterly capacity forecast" },
  },
  "project-templates": {
    name: "Standard project templates",
    what: "every new project starts from the same template, with its phases, checklists and documents in place",
    firstStep: {
      phase: "processes",
      text: "Create the standard project template and start the pilot project from it",
    },
  },
  "portfolio-review": {
    name: "Portfolio review every two weeks",
    what: "all projects on one page, reviewed by their leads for health, priority and conflicts",
    firstStep: {
      phase: "rollout",
      text: "Hold the first portfolio review with every project lead",
    },
  },
  "pre-mortem": {
    name: "Pre-mortem at every kick-off",
    what: "before a project starts, the team imagines it has failed, lists why, and plans against those causes",
    firstStep: { phase: "kickoff", text: "Run a pre-mortem for the project chosen as the pilot" },
  },
  "client-updates": {
    name: "Weekly client update",
    what: "every client gets a short written update on the same day each week: progress, next steps and what is needed from them",
    firstStep: {
      phase: "pilot",
      text: "Send the first weekly client update from the pilot project",
    },
  },
  "client-feedback": {
    name: "Client feedback at every milestone",
    what: "a three-question survey after each milestone, with the answers reviewed in the next retrospective",
    firstStep: {
      phase: "embed",
      text: "Send the first milestone feedback survey and review the answers with the team",
    },
  },
  "pmo-cadence": {
    name: "PMO governance calendar",
    what: "fixed dates for planning, portfolio reviews and steering, each with an owner, so the PMO keeps running as the organisation grows",
    firstStep: { phase: "rollout", text: "Publish the governance calendar for the next quarter" },
  },
  "joiner-onboarding": {
    name: "Onboarding checklist for new team members",
    what: "every new joiner gets the same first-week plan, tool access and a buddy",
    firstStep: {
      phase: "processes",
      text: "Write the onboarding checklist for new team members and test it on the next joiner",
    },
  },
  "weekly-planning": {
    name: "Weekly planning",
    what: "30 minutes every Monday to choose the week's priorities from the board",
    firstStep: {
      phase: "pilot",
      text: "Hold weekly planning every Monday from the start of the pilot",
    },
  },
  "two-week-cycle": {
    name: "Two-week planning cycle",
    what: "plan, review and reset every two weeks, so priorities change at a known rhythm rather than daily",
    firstStep: { phase: "pilot", text: "Start the first two-week cycle with the pilot team" },
  },
  "dependency-review": {
    name: "Weekly cross-team dependency review",
    what: "team leads list what they need from other teams and by when, and agree an owner for each",
    firstStep: {
      phase: "rollout",
      text: "Build the cross-team dependency map and hold the first dependency review",
    },
  },
  "coaching-sessions": {
    name: "Coaching session every two weeks",
    what: "45 minutes with a PMO coach to review the board, the routines and whatever is not working yet",
    firstStep: { phase: "kickoff", text: "Book the coaching sessions for the full 60 days" },
  },
  "flow-metrics": {
    name: "Monthly flow-metrics review",
    what: "cycle time, throughput and work in progress are reviewed monthly to choose which process to tune next",
    firstStep: {
      phase: "automation",
      text: "Set up the flow-metrics report and agree a target for each measure",
    },
  },
  "code-review-gate": {
    name: "Reviewed pull request before done",
    what: "no task counts as done until its code is reviewed and merged, and every pull request links to its task",
    firstStep: { phase: "tools", text: "Link pull requests to their tasks in {tracker}" },
  },
  "incident-review": {
    name: "Incident response and blameless review",
    what: "a named on-call owner for production issues and a written review within five working days",
    firstStep: {
      phase: "processes",
      text: "Write the incident runbook and publish the first on-call rota",
    },
  },
  "patient-data-check": {
    name: "Patient-data check at every project start",
    what: "each project states whether it touches patient data and, if it does, who approves access",
    firstStep: {
      phase: "kickoff",
      text: "List which projects touch patient data and who approves access to it",
    },
  },
  "clinical-change-approval": {
    name: "Clinical change approval",
    what: "changes that affect care are signed off by a named clinical lead before they go live",
    firstStep: {
      phase: "processes",
      text: "Name the clinical approvers and add their sign-off step to the workflow",
    },
  },
  "segregated-approval": {
    name: "Change approval with segregation of duties",
    what: "the person who builds a change never approves it, and every approval is recorded",
    firstStep: {
      phase: "tools",
      text: "Add an approval step to the {tracker} workflow that the builder of a change cannot pass",
    },
  },
  "regulatory-tracking": {
    name: "Regulatory change tracking",
    what: "every upcoming rule change has an owner, an impact note and a deadline",
    firstStep: {
      phase: "processes",
      text: "List the regulatory changes due in the next two quarters and give each an owner",
    },
  },
  "matter-intake": {
    name: "Matter intake with conflict check",
    what: "no work starts before the conflict check is recorded and the matter has a budget",
    firstStep: {
      phase: "processes",
      text: "Set up the matter intake form with its conflict-check step",
    },
  },
  "deadline-calendar": {
    name: "Court and filing deadline calendar",
    what: "every hard deadline sits in one shared calendar with two reminders and a second person responsible",
    firstStep: {
      phase: "tools",
      text: "Move every court and filing deadline into one shared calendar",
    },
  },
  "engineering-change-control": {
    name: "Engineering change control",
    what: "changes to products or lines go through one change order that states their effect on cost, quality and schedule",
    firstStep: {
      phase: "processes",
      text: "Introduce the engineering change order and route open change requests through it",
    },
  },
  "tier-meeting": {
    name: "Daily tier meeting on the floor",
    what: "10 minutes per shift on safety, quality, output and blockers, escalated up the tiers the same day",
    firstStep: {
      phase: "pilot",
      text: "Hold the tier meeting on the pilot line at every shift change",
    },
  },
  "trading-calendar": {
    name: "Seasonal trading calendar",
    what: "peak periods are planned backwards from their launch dates, with freeze dates for changes",
    firstStep: {
      phase: "processes",
      text: "Publish the trading calendar with launch and freeze dates for the next two peaks",
    },
  },
  "store-rollout": {
    name: "Store roll-out procedure",
    what: "every change to stores follows the same checklist and is tried in a few stores first",
    firstStep: {
      phase: "processes",
      text: "Adapt the store roll-out checklist and name the pilot stores",
    },
  },
  "term-planning": {
    name: "Term-based planning",
    what: "projects are planned around the academic calendar, with no launches during exam periods",
    firstStep: {
      phase: "processes",
      text: "Place every project's launch date on the term calendar, outside exam periods",
    },
  },
  "curriculum-review": {
    name: "Curriculum review cycle",
    what: "course changes pass a fixed review with faculty sign-off each term",
    firstStep: {
      phase: "processes",
      text: "Set the curriculum review dates for this term and name the faculty reviewers",
    },
  },
  "engagement-health": {
    name: "Engagement health check",
    what: "every two weeks, each engagement is scored on scope, budget, client mood and team load",
    firstStep: {
      phase: "pilot",
      text: "Score the pilot engagement with the first engagement health check",
    },
  },
  "utilisation-review": {
    name: "Weekly utilisation review",
    what: "billable and non-billable hours are compared with targets, so overload and idle time show early",
    firstStep: {
      phase: "processes",
      text: "Set utilisation targets per role and run the first weekly review",
    },
  },
  "brief-to-approval": {
    name: "Brief-to-approval workflow",
    what: "every deliverable starts from a written brief and passes the same internal review and client approval steps",
    firstStep: {
      phase: "processes",
      text: "Start every new request from a written brief and record each client approval on its card",
    },
  },
  "campaign-calendar": {
    name: "Shared campaign calendar",
    what: "all campaigns and content on one calendar, so launches and people do not collide",
    firstStep: {
      phase: "tools",
      text: "Put every live and planned campaign on one shared calendar",
    },
  },
  "site-daily-report": {
    name: "Daily site report",
    what: "progress, labour, deliveries, weather and issues are logged the same day on every site",
    firstStep: { phase: "pilot", text: "File the daily site report every day on the pilot site" },
  },
  "rfi-tracking": {
    name: "RFI and submittal tracking",
    what: "every request for information and every submittal has an owner, a due date and a status on one log",
    firstStep: {
      phase: "processes",
      text: "Move every open RFI and submittal onto one log with an owner and a due date",
    },
  },
} as const satisfies Readonly<Record<string, ProcessProfile>>;

export type ProcessId = keyof typeof PROCESSES;
