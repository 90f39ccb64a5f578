/**
 * What runs each of the wizard's processes in Cairn (docs/process-instruments.md): the
 * instruments a project made from a plan has for it today, and the instruments it still waits
 * for. A process's written guide (a library template) is a document, not an instrument: a plan
 * already recommends its templates (docs/templates.md, "Recommended by the plan"), so a process
 * that only has a template waits for something.
 *
 * Typed by process id, so a process added to the knowledge base without an entry here does not
 * compile; knowledge-base.test.ts holds the docs' table to this map.
 */
import { PROCESSES, type ProcessId } from "./processes.js";

/** The instruments Cairn has, each a place in a project where a routine is done. */
export const INSTRUMENTS = {
  board: "the project board",
  "wip-limits": "the board's WIP limits",
  "health-check": "the weekly health check and its report",
  "kpi-dashboard": "a KPI dashboard",
  roadmap: "the roadmap's milestones",
  "client-approval": "the client's verdict on work in Review",
  integrations: "the integrations with the team's tools",
  "tool-stack": "the project's tool stack",
  "template-library": "the SOP and template library",
  "raid-register": "the risk and decision register",
  mood: "the team mood check-in",
  routines: "a routine that adds its task, with its checklist, at each occurrence",
  rules: "a rule that flags, notifies and acts on tasks, risks and schedules by itself",
  "column-policies": "column policies: a checklist, review or approval before a card moves on",
  intake: "a request form whose requests are triaged into tasks",
  dependencies: "tasks marked as blocked by others, across the client's projects",
} as const;
export type Instrument = keyof typeof INSTRUMENTS;

/** The instruments still to come, each named for what it will add. */
export const AWAITED = {
  cycles: "planning cycles with a backlog, capacity and a cycle report",
  capacity: "each person's capacity, and planned work against it",
  "time-tracking": "time logged on tasks, and timesheets",
  portfolio: "the portfolio: every project on one page",
  surveys: "surveys sent to clients and their answers",
} as const;
export type Awaited = keyof typeof AWAITED;

export interface ProcessInstruments {
  /** What runs it today, most central first; may be empty. */
  runs: readonly Instrument[];
  /** What it still needs to be run in Cairn; empty once it is fully there. */
  awaits: readonly Awaited[];
}

export const PROCESS_INSTRUMENTS = {
  "single-board": { runs: ["board"], awaits: [] },
  "friday-status": { runs: ["health-check", "routines"], awaits: [] },
  "daily-standup": { runs: ["board", "routines"], awaits: [] },
  "communication-charter": { runs: ["template-library"], awaits: [] },
  "risk-review": { runs: ["raid-register", "routines", "rules"], awaits: [] },
  "early-warning": { runs: ["rules"], awaits: [] },
  "capacity-check": { runs: [], awaits: ["capacity"] },
  "work-intake": { runs: ["intake"], awaits: [] },
  "sop-library": { runs: ["template-library", "routines"], awaits: [] },
  "definition-of-done": { runs: ["column-policies"], awaits: [] },
  "roi-tracking": { runs: [], awaits: ["time-tracking"] },
  "roi-review": { runs: ["routines"], awaits: ["time-tracking"] },
  "tool-map": { runs: ["tool-stack"], awaits: [] },
  "connected-tools": { runs: ["integrations"], awaits: [] },
  "kpi-report": { runs: ["kpi-dashboard", "routines"], awaits: [] },
  "steering-report": { runs: ["health-check", "raid-register", "routines"], awaits: [] },
  "workflow-review": { runs: ["kpi-dashboard", "board"], awaits: [] },
  retrospective: { runs: ["routines"], awaits: [] },
  "meeting-audit": { runs: ["template-library", "routines"], awaits: [] },
  "wip-limits": { runs: ["wip-limits", "rules"], awaits: [] },
  "cycle-time": { runs: ["kpi-dashboard"], awaits: [] },
  "working-agreement": { runs: ["template-library"], awaits: [] },
  "capacity-forecast": { runs: [], awaits: ["capacity"] },
  "project-templates": { runs: ["template-library"], awaits: [] },
  "portfolio-review": { runs: ["health-check", "routines"], awaits: ["portfolio"] },
  "pre-mortem": { runs: ["raid-register"], awaits: [] },
  "client-updates": { runs: ["health-check", "routines"], awaits: [] },
  "client-feedback": { runs: ["roadmap"], awaits: ["surveys"] },
  "pmo-cadence": { runs: ["routines"], awaits: [] },
  "joiner-onboarding": { runs: ["template-library"], awaits: [] },
  "weekly-planning": { runs: ["board", "routines"], awaits: [] },
  "two-week-cycle": { runs: ["routines"], awaits: ["cycles"] },
  // The links are there; the cross-project view of them comes with the portfolio.
  "dependency-review": { runs: ["dependencies", "routines"], awaits: ["portfolio"] },
  "coaching-sessions": { runs: ["health-check", "routines"], awaits: [] },
  "flow-metrics": { runs: ["kpi-dashboard", "routines"], awaits: [] },
  "code-review-gate": { runs: ["column-policies", "rules"], awaits: [] },
  "incident-review": { runs: ["raid-register"], awaits: [] },
  "patient-data-check": { runs: ["raid-register"], awaits: [] },
  "clinical-change-approval": { runs: ["client-approval", "column-policies"], awaits: [] },
  "segregated-approval": { runs: ["column-policies", "client-approval"], awaits: [] },
  "regulatory-tracking": { runs: ["raid-register"], awaits: [] },
  "matter-intake": { runs: ["intake"], awaits: [] },
  "deadline-calendar": { runs: ["roadmap", "routines"], awaits: [] },
  "engineering-change-control": { runs: ["raid-register", "column-policies"], awaits: [] },
  "tier-meeting": { runs: ["board", "routines"], awaits: [] },
  "trading-calendar": { runs: ["roadmap"], awaits: [] },
  "store-rollout": { runs: ["template-library"], awaits: [] },
  "term-planning": { runs: ["roadmap"], awaits: [] },
  "curriculum-review": { runs: ["template-library", "routines"], awaits: [] },
  "engagement-health": { runs: ["health-check", "mood"], awaits: [] },
  "utilisation-review": { runs: [], awaits: ["time-tracking", "capacity"] },
  "brief-to-approval": { runs: ["client-approval"], awaits: [] },
  "campaign-calendar": { runs: ["roadmap"], awaits: [] },
  "site-daily-report": { runs: ["routines"], awaits: [] },
  "rfi-tracking": { runs: ["board"], awaits: [] },
} as const satisfies Record<ProcessId, ProcessInstruments>;

/** A process's row of the docs' table: its name, its instruments and what it waits for. */
export function instrumentRow(id: ProcessId): string {
  const { runs, awaits } = PROCESS_INSTRUMENTS[id] as ProcessInstruments;
  const said = (names: readonly string[]) => (names.length === 0 ? "—" : names.join(", "));
  return `| \`${id}\` | ${PROCESSES[id].name} | ${said(runs)} | ${said(awaits)} |`;
}
