/**
 * The shapes of the wizard's knowledge base. Every entry (an industry, a team-size band, a tool,
 * a pain point, a goal, an experience level) says what it implies as data; the planner only
 * combines entries and never branches on a particular industry or tool.
 *
 * Texts may hold placeholders that the planner fills from the plan itself:
 * `{n}` team size, `{tracker}` `{docs}` `{chat}` the chosen tools for work tracking,
 * documentation and chat, `{audience}` who attends the kick-off, `{pilotStart}` and
 * `{processesStart}` the first day of those phases.
 */
import type {
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  TEAM_SIZE_BANDS,
  WIZARD_TOOLS,
} from "@cairn/schema/constants";
import type { TemplateName } from "../../templates/catalogue.js";
import type { FeatureId } from "./cairn-features.js";
import type { PhaseKey, PlanTask } from "./plan-task.js";
import type { ProcessId } from "./processes.js";

export type Band = (typeof TEAM_SIZE_BANDS)[number];
export type Experience = (typeof EXPERIENCE_LEVELS)[number];
export type ToolName = (typeof WIZARD_TOOLS)[number];
export type Industry = (typeof INDUSTRIES)[number];

/** The jobs a tool stack must cover. */
export type Category = "work" | "docs" | "chat" | "meetings" | "code";

/** What one answer of the wizard brings into the plan. */
export interface Implications {
  processes: readonly ProcessId[];
  templates: readonly TemplateName[];
  /** Cairn's own features that help with this answer (listed with the tools). */
  features: readonly FeatureId[];
  tasks: readonly PlanTask[];
}

export interface IndustryProfile extends Implications {
  label: Industry;
  /** "finance teams": used in "our pick for finance teams of 21–50 people". */
  phrase: string;
  /** Why this industry's processes are there, as a clause after "because". */
  reason: string;
  picks: {
    work: Readonly<Record<Band, ToolName>>;
    docs: Readonly<Record<Band, ToolName>>;
    chat: ToolName;
    meetings: ToolName;
    /** Only for industries whose work is code; otherwise code tools are kept when in use. */
    code?: ToolName;
  };
  nextStep: string;
}

export interface BandProfile extends Implications {
  band: Band;
  /** "21–50 people" */
  phrase: string;
  reason: string;
  /** Who is in the kick-off: the whole team when it is small, its leads when it is large. */
  audience: string;
}

export interface ExperienceProfile extends Implications {
  level: Experience;
  reason: string;
  /** The phases of the 60 days, in order, with their length in days. */
  schedule: readonly { phase: PhaseKey; days: number }[];
  nextStep: string;
}

export interface ToolProfile {
  name: ToolName;
  /** Other spellings people type ("Teams", "Monday"). */
  aliases: readonly string[];
  /** For each job the tool can do, the team-size bands it fits. */
  covers: Readonly<Partial<Record<Category, readonly Band[]>>>;
  strength: string;
  /** Why it stops fitting outside its bands, after the tool's name ("Trello has no …"). */
  limit?: string;
  keepTask: string;
  setupTask: string;
  template: TemplateName;
}

/** A pain point or a goal of docs/product.md §3.3 (or the default the contract gives an empty list). */
export interface NeedProfile extends Implications {
  label: string;
  /** How the label reads inside a sentence: "missed deadlines", "tracking ROI". */
  phrase: string;
}
