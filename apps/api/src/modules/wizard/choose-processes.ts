/**
 * Processes, gathered in this order: those of each pain point, then of each goal, then of the
 * industry, the team-size band and the experience level. A process named by several answers
 * appears once, with every reason. A pain point or goal the knowledge base does not know gets a
 * process of its own, so every answer is answered.
 */
import type { Answers, Need } from "./answers.js";
import { matchKey } from "./answers.js";
import { collect } from "./collect.js";
import type { PlanTask } from "./knowledge/plan-task.js";
import type { ProcessId } from "./knowledge/processes.js";
import { KNOWLEDGE_BASE } from "./knowledge-base.js";
import { because, contextReason, needReason, type Reason } from "./reasons.js";
import { fill, type Vars } from "./text.js";

export interface PlannedProcess {
  id: string;
  name: string;
  what: string;
  /** The task that starts the process, ready to read. */
  firstStep: PlanTask;
  reasons: Reason[];
  /** The pain points and goals (labels) this process answers. */
  answers: string[];
  /** What a person reads: name, what it is, and why it is in the plan. */
  text: string;
}

interface ProcessShape {
  name: string;
  what: string;
  firstStep: PlanTask;
}

/** For answers outside the knowledge base: a process built around the team's own words. */
function customProcess(need: Need): ProcessShape {
  if (need.kind === "pain") {
    return {
      name: `Root-cause session on ${need.phrase}`,
      what: "one hour in the first week to trace where the problem starts, agree one fix and name its owner",
      firstStep: {
        phase: "kickoff",
        text: `Hold the root-cause session on ${need.phrase} and write down the agreed fix`,
      },
    };
  }
  return {
    name: `Success measure for ${need.phrase}`,
    what: "how progress will be measured, with a baseline recorded in the first week and reviewed at each weekly health check",
    firstStep: {
      phase: "kickoff",
      text: `Define how ${need.phrase} will be measured and record its baseline`,
    },
  };
}

export function industryReason(answers: Answers): Reason {
  const { industry } = answers;
  return contextReason(
    industry.known
      ? industry.profile.reason
      : `Cairn has no profile for “${industry.label}” yet, so the plan starts from what suits most teams: ${industry.profile.reason}`,
  );
}

export function chooseProcesses(answers: Answers, vars: Vars): PlannedProcess[] {
  const shapes = new Map<string, ProcessShape>();
  const pairs: [string, Reason][] = [];
  const answered = new Map<string, string[]>();

  for (const need of [...answers.painPoints, ...answers.goals]) {
    const custom = `${need.kind}:${matchKey(need.label)}`;
    if (!need.profile) shapes.set(custom, customProcess(need));
    for (const id of need.profile?.processes ?? [custom]) {
      pairs.push([id, needReason(need)]);
      answered.set(id, [...(answered.get(id) ?? []), need.label]);
    }
  }
  const band = KNOWLEDGE_BASE.bands[answers.band];
  const experience = KNOWLEDGE_BASE.experience[answers.experience];
  const context: [readonly string[], Reason][] = [
    [answers.industry.profile.processes, industryReason(answers)],
    [band.processes, contextReason(fill(band.reason, vars))],
    [experience.processes, contextReason(experience.reason)],
  ];
  for (const [ids, reason] of context) for (const id of ids) pairs.push([id, reason]);

  return collect(pairs).map(({ key, reasons }) => {
    // Texts of the knowledge base are filled here; custom ones hold the team's own words as is.
    const shape = shapes.get(key) ?? knownProcess(key, vars);
    return {
      id: key,
      ...shape,
      reasons,
      answers: answered.get(key) ?? [],
      text: `${shape.name} — ${shape.what}; ${because(reasons)}.`,
    };
  });
}

function isProcessId(key: string): key is ProcessId {
  return Object.hasOwn(KNOWLEDGE_BASE.processes, key);
}

function knownProcess(key: string, vars: Vars): ProcessShape {
  if (!isProcessId(key)) throw new Error(`Unknown process "${key}"`);
  const { name, what, firstStep } = KNOWLEDGE_BASE.processes[key];
  return {
    name,
    what: fill(what, vars),
    firstStep: { phase: firstStep.phase, text: fill(firstStep.text, vars) },
  };
}
