/**
 * What to do this week, in order: book the kick-off, prepare the tools, the industry's own first
 * step, give each process an owner, open the first template, and the experience level's step.
 */
import type { Answers } from "./answers.js";
import type { PlannedProcess } from "./choose-processes.js";
import type { PlannedTemplate } from "./choose-templates.js";
import { KNOWLEDGE_BASE } from "./knowledge-base.js";
import { type PhaseSpan, spanFor } from "./schedule.js";
import { fill, joinList, pushUnique, type Vars } from "./text.js";
import type { ToolStack } from "./tool-stack.js";

interface NextStepInputs {
  answers: Answers;
  stack: ToolStack;
  processes: readonly PlannedProcess[];
  templates: readonly PlannedTemplate[];
  schedule: readonly PhaseSpan[];
  vars: Vars;
}

function toolStep({ stack, schedule }: NextStepInputs): string {
  const tools = spanFor(schedule, "tools");
  const added = stack.entries.filter((entry) => !entry.kept).map((entry) => entry.tool);
  if (added.length > 0) {
    return `Create accounts in ${joinList(added)} before day ${tools.startDay}, so the tool setup starts on time.`;
  }
  const move = stack.changes.find((change) => change.kind === "move");
  if (move && move.kind === "move") {
    return `Export the ${move.tool} boards before day ${tools.endDay}, ready for the move to ${move.to}.`;
  }
  const kept = stack.entries[0]?.tool ?? "your tools";
  return `Export the list of projects and owners from ${kept} for the tool audit on day ${tools.startDay}.`;
}

export function nextSteps(inputs: NextStepInputs): string[] {
  const { answers, processes, templates, schedule, vars } = inputs;
  const band = KNOWLEDGE_BASE.bands[answers.band];
  const chair = answers.userRole ? `, and chair it yourself as ${answers.userRole}` : "";
  const steps = [
    `Book the 60-minute kick-off with ${band.audience} within the next five working days${chair}.`,
    toolStep(inputs),
    fill(answers.industry.profile.nextStep, vars),
    `Share this plan with ${band.audience} and give each of its ${processes.length} processes an owner before day ${spanFor(schedule, "processes").startDay}.`,
  ];
  const first = templates[0];
  if (first)
    steps.push(`Open the ${first.name} template in Cairn and fill it in for the pilot project.`);
  steps.push(fill(KNOWLEDGE_BASE.experience[answers.experience].nextStep, vars));
  const unique: string[] = [];
  pushUnique(unique, ...steps);
  return unique;
}
