/**
 * A task of the plan and the phase it belongs to: the leaf every part of the knowledge base
 * names, in a file of its own so that the entries (processes, features) and the shapes that list
 * them (types.ts) do not import each other.
 */

/** Setup phases (days 1–30), then the roadmap's phases (days 31–60). */
export type PhaseKey =
  | "kickoff"
  | "tools"
  | "processes"
  | "pilot"
  | "automation"
  | "rollout"
  | "tune"
  | "embed"
  | "improve"
  | "scale";

export interface PlanTask {
  phase: PhaseKey;
  text: string;
}
