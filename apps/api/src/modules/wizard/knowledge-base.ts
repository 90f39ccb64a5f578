/**
 * The wizard's knowledge base in one place: what every industry, team-size band, tool, pain
 * point, goal and experience level implies. The planner reads only this object; changing the
 * advice means changing data here, not code. See README.md for how the parts combine.
 */
import { CAIRN_FEATURES } from "./knowledge/cairn-features.js";
import { EXPERIENCE_PROFILES } from "./knowledge/experience.js";
import { INDUSTRY_PROFILES } from "./knowledge/industries.js";
import { GOAL_PROFILES, PAIN_POINT_PROFILES } from "./knowledge/needs.js";
import { PHASES } from "./knowledge/phases.js";
import { PROCESSES } from "./knowledge/processes.js";
import { BAND_PROFILES } from "./knowledge/team-bands.js";
import { TOOLS } from "./knowledge/tools.js";

export const KNOWLEDGE_BASE = {
  industries: INDUSTRY_PROFILES,
  bands: BAND_PROFILES,
  tools: TOOLS,
  painPoints: PAIN_POINT_PROFILES,
  goals: GOAL_PROFILES,
  experience: EXPERIENCE_PROFILES,
  processes: PROCESSES,
  features: CAIRN_FEATURES,
  phases: PHASES,
} as const;
