/**
 * The routine each recurring process of the knowledge base becomes in a project made from a plan
 * (docs/routines.md, "Routines a plan sets up"): its recurrence (RFC 5545), time of day, length,
 * and the task with its checklist that each occurrence adds. The cadence is the process's own
 * ("20 minutes every Monday", "every two weeks"); times are UTC until the consultant sets the
 * team's time zone. A process here runs through the `routines` instrument (instruments.ts);
 * knowledge-base.test.ts holds the two to each other.
 */
import type { ProcessId } from "./processes.js";

export interface RoutinePreset {
  name: string;
  /** RFC 5545 rule parts, without `RRULE:`. */
  recurrence: string;
  /** `HH:MM`, UTC. */
  time: string;
  durationMinutes: number;
  checklist: readonly string[];
  /**
   * The library template each occurrence makes its agenda document from, for the meetings whose
   * record is a document (a status report, a risk review's minutes); none for the short ones.
   */
  agenda?: string;
}

const WORKING_DAYS = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR";

export const ROUTINE_PRESETS = {
  "friday-status": {
    name: "Friday status snapshot",
    recurrence: "FREQ=WEEKLY;BYDAY=FR",
    time: "15:00",
    durationMinutes: 15,
    checklist: ["Done this week", "Next week", "Blocked, and who can unblock it"],

    agenda: "weekly-status-report",
  },
  "daily-standup": {
    name: "Daily stand-up",
    recurrence: WORKING_DAYS,
    time: "09:30",
    durationMinutes: 15,
    checklist: ["Yesterday", "Today", "Blockers, taken offline"],
  },
  "risk-review": {
    name: "Weekly risk review",
    recurrence: "FREQ=WEEKLY;BYDAY=MO",
    time: "10:00",
    durationMinutes: 20,
    checklist: [
      "Log new risks in the RAID register",
      "Score each open risk (probability × impact)",
      "Give every high risk an owner and a response",
      "Review the risks whose review date has come",
    ],

    agenda: "risk-review-agenda",
  },
  "sop-library": {
    name: "Quarterly SOP review",
    recurrence: "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO",
    time: "10:00",
    durationMinutes: 60,
    checklist: [
      "List the SOPs due for review",
      "Confirm each SOP's owner",
      "Update or retire what no longer matches the work",
    ],
  },
  "roi-review": {
    name: "Monthly ROI review",
    recurrence: "FREQ=MONTHLY;BYDAY=1TU",
    time: "14:00",
    durationMinutes: 60,
    checklist: [
      "Compare each project's effort with the benefit it delivered",
      "Decide what to stop or reshape",
    ],
  },
  "kpi-report": {
    name: "Weekly KPI review",
    recurrence: "FREQ=WEEKLY;BYDAY=TU",
    time: "10:00",
    durationMinutes: 30,
    checklist: [
      "Refresh the KPI dashboard",
      "Read each KPI against its target",
      "Agree one action for the weakest KPI",
    ],
  },
  "steering-report": {
    name: "Monthly steering report",
    recurrence: "FREQ=MONTHLY;BYDAY=-1TH",
    time: "14:00",
    durationMinutes: 60,
    checklist: [
      "Project health and its trend",
      "Top risks from the RAID register",
      "Decisions needed from leadership",
    ],

    agenda: "monthly-steering-report",
  },
  retrospective: {
    name: "Retrospective",
    recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR",
    time: "14:00",
    durationMinutes: 45,
    checklist: ["What helped", "What hurt", "The one change to try next"],
    agenda: "sprint-retrospective",
  },
  "meeting-audit": {
    name: "Meeting audit",
    recurrence: "FREQ=MONTHLY;INTERVAL=3;BYDAY=1WE",
    time: "11:00",
    durationMinutes: 60,
    checklist: [
      "List every recurring meeting with its purpose and cost",
      "Drop or shorten those without a clear outcome",
    ],

    agenda: "meeting-audit-sheet",
  },
  "portfolio-review": {
    name: "Portfolio review",
    recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=WE",
    time: "10:00",
    durationMinutes: 60,
    checklist: [
      "Review each project's health",
      "Settle priority conflicts",
      "Record the decisions in the RAID register",
    ],
  },
  "client-updates": {
    name: "Weekly client update",
    recurrence: "FREQ=WEEKLY;BYDAY=TH",
    time: "16:00",
    durationMinutes: 20,
    checklist: ["Progress this week", "Next steps", "What we need from the client"],

    agenda: "client-status-report",
  },
  "pmo-cadence": {
    name: "PMO calendar check",
    recurrence: "FREQ=MONTHLY;BYDAY=1MO",
    time: "09:00",
    durationMinutes: 30,
    checklist: [
      "Confirm next month's planning, review and steering dates",
      "Check that each date has an owner",
    ],
  },
  "weekly-planning": {
    name: "Weekly planning",
    recurrence: "FREQ=WEEKLY;BYDAY=MO",
    time: "09:00",
    durationMinutes: 30,
    checklist: [
      "Choose the week's priorities from the board",
      "Check each has an owner and a due date",
    ],

    agenda: "weekly-planning-agenda",
  },
  "two-week-cycle": {
    name: "Cycle planning",
    recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO",
    time: "10:00",
    durationMinutes: 60,
    checklist: [
      "Review what the last two weeks delivered",
      "Choose the next cycle's work",
      "Reset the priorities on the board",
    ],

    agenda: "sprint-planning-agenda",
  },
  "dependency-review": {
    name: "Dependency review",
    recurrence: "FREQ=WEEKLY;BYDAY=WE",
    time: "11:00",
    durationMinutes: 30,
    checklist: [
      "List what each team needs from the others, and by when",
      "Agree an owner for each dependency",
    ],
  },
  "coaching-sessions": {
    name: "Coaching session",
    recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH",
    time: "14:00",
    durationMinutes: 45,
    checklist: [
      "Review the board together",
      "Review the routines: which run, which do not",
      "Agree what to change",
    ],
  },
  "flow-metrics": {
    name: "Flow-metrics review",
    recurrence: "FREQ=MONTHLY;BYDAY=1TH",
    time: "11:00",
    durationMinutes: 45,
    checklist: [
      "Read cycle time, throughput and WIP on the KPI dashboard",
      "Choose the one process to tune next",
    ],
  },
  "deadline-calendar": {
    name: "Deadline check",
    recurrence: "FREQ=WEEKLY;BYDAY=MO",
    time: "08:30",
    durationMinutes: 15,
    checklist: [
      "Review the hard deadlines of the next two weeks",
      "Confirm the second person responsible for each",
    ],
  },
  "tier-meeting": {
    name: "Tier meeting",
    recurrence: WORKING_DAYS,
    time: "07:30",
    durationMinutes: 10,
    checklist: ["Safety", "Quality", "Output", "Blockers to escalate today"],
  },
  "curriculum-review": {
    name: "Curriculum review",
    recurrence: "FREQ=MONTHLY;INTERVAL=4;BYDAY=1MO",
    time: "10:00",
    durationMinutes: 90,
    checklist: ["Collect the proposed course changes", "Get the faculty's sign-off"],
  },
  "site-daily-report": {
    name: "Daily site report",
    recurrence: WORKING_DAYS,
    time: "16:30",
    durationMinutes: 15,
    checklist: ["Progress", "Labour on site", "Deliveries", "Weather", "Issues"],
  },
} as const satisfies Partial<Record<ProcessId, RoutinePreset>>;

export type RoutineProcessId = keyof typeof ROUTINE_PRESETS;

export function routinePresetOf(id: string): RoutinePreset | undefined {
  return (ROUTINE_PRESETS as Partial<Record<string, RoutinePreset>>)[id];
}
