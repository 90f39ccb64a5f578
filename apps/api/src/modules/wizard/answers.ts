/**
 * The wizard's answers, read against the knowledge base: labels matched without regard to case
 * or spacing, duplicates dropped, the contract's defaults given to empty lists (docs/product.md §5), and the team
 * size placed in its band.
 */
import { INDUSTRIES, WIZARD_LIST_DEFAULTS, WIZARD_TOOLS } from "@cairn/schema/constants";
import type { WizardRequest } from "@cairn/schema/wizard";
import type {
  Band,
  Experience,
  IndustryProfile,
  NeedProfile,
  ToolName,
} from "./knowledge/types.js";
import { KNOWLEDGE_BASE } from "./knowledge-base.js";

export interface Need {
  kind: "pain" | "goal";
  /** As the team wrote it (or the contract's default). */
  label: string;
  /** How it reads in a sentence: the profile's phrase, or the label in quotes. */
  phrase: string;
  profile: NeedProfile | undefined;
  /** True when the list was empty and the contract's default stands in for it. */
  defaulted: boolean;
}

export interface Answers {
  teamSize: number;
  band: Band;
  industry: {
    label: string;
    profile: IndustryProfile;
    /** False when the industry is not in the list and the "Other" profile plans for it. */
    known: boolean;
  };
  /** Tools of the wizard's list, in the order given. */
  tools: readonly ToolName[];
  /** Tools the knowledge base does not know, as typed. */
  otherTools: readonly string[];
  painPoints: readonly Need[];
  goals: readonly Need[];
  experience: Experience;
  userRole: string | undefined;
}

/** "  Missed   Deadlines " and "missed deadlines" are the same answer. */
export function matchKey(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

export function bandFor(teamSize: number): Band {
  if (teamSize <= 5) return "1-5";
  if (teamSize <= 20) return "6-20";
  if (teamSize <= 50) return "21-50";
  return "51+";
}

function unique(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = matchKey(item);
    if (key === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function findTool(label: string): ToolName | undefined {
  const key = matchKey(label);
  return WIZARD_TOOLS.find(
    (tool) =>
      matchKey(tool) === key ||
      KNOWLEDGE_BASE.tools[tool].aliases.some((alias) => matchKey(alias) === key),
  );
}

function readNeeds(
  given: readonly string[],
  kind: Need["kind"],
  profiles: readonly NeedProfile[],
  fallback: string,
): Need[] {
  const labels = unique(given);
  const defaulted = labels.length === 0;
  return (defaulted ? [fallback] : labels).map((label) => {
    const profile = profiles.find((entry) => matchKey(entry.label) === matchKey(label));
    return { kind, label, phrase: profile?.phrase ?? `“${label}”`, profile, defaulted };
  });
}

export function readAnswers(input: WizardRequest): Answers {
  const industry = INDUSTRIES.find((name) => matchKey(name) === matchKey(input.industry));
  const tools: ToolName[] = [];
  const otherTools: string[] = [];
  for (const label of unique(input.currentTools)) {
    // 'None' is what the contract puts in an empty list; it names no tool.
    if (matchKey(label) === matchKey(WIZARD_LIST_DEFAULTS.currentTools)) continue;
    const tool = findTool(label);
    if (tool && !tools.includes(tool)) tools.push(tool);
    else if (!tool) otherTools.push(label);
  }
  return {
    teamSize: input.teamSize,
    band: bandFor(input.teamSize),
    industry: {
      label: industry ?? input.industry,
      profile: KNOWLEDGE_BASE.industries[industry ?? "Other"],
      known: industry !== undefined,
    },
    tools,
    otherTools,
    painPoints: readNeeds(
      input.painPoints,
      "pain",
      KNOWLEDGE_BASE.painPoints,
      WIZARD_LIST_DEFAULTS.painPoints,
    ),
    goals: readNeeds(input.goals, "goal", KNOWLEDGE_BASE.goals, WIZARD_LIST_DEFAULTS.goals),
    experience: input.experienceLevel,
    userRole: input.userRole && input.userRole.length > 0 ? input.userRole : undefined,
  };
}
