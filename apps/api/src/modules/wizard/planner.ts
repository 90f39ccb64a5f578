/**
 * The deterministic planner: answers in, plan out. Pure — no clock, no randomness, no I/O — so
 * the same answers always give the same plan, and every line of it can be traced back to the
 * knowledge base by hand (README.md walks through it).
 */
import type { WizardRequest, WizardResult } from "@cairn/schema/wizard";
import { type Answers, readAnswers } from "./answers.js";
import { buildPhases, type PlannedPhase } from "./build-phases.js";
import { chooseFeatures } from "./choose-features.js";
import { chooseProcesses, type PlannedProcess } from "./choose-processes.js";
import { chooseTemplates, type PlannedTemplate } from "./choose-templates.js";
import type { PlanTask } from "./knowledge/plan-task.js";
import { KNOWLEDGE_BASE } from "./knowledge-base.js";
import { nextSteps } from "./next-steps.js";
import { scheduleFor, spanFor } from "./schedule.js";
import { fill, type Vars } from "./text.js";
import { chooseStack, stackLines, stackTasks } from "./tool-stack.js";

export interface Plan {
  answers: Answers;
  tools: string[];
  processes: PlannedProcess[];
  templates: PlannedTemplate[];
  phases: PlannedPhase[];
  nextSteps: string[];
}

export function makePlan(input: WizardRequest): Plan {
  const answers = readAnswers(input);
  const schedule = scheduleFor(answers.experience);
  const stack = chooseStack(answers);
  const band = KNOWLEDGE_BASE.bands[answers.band];
  const vars: Vars = {
    n: answers.teamSize,
    tracker: stack.byCategory.work ?? "your tracker",
    docs: stack.byCategory.docs ?? "your wiki",
    chat: stack.byCategory.chat ?? "your chat tool",
    audience: band.audience,
    pilotStart: spanFor(schedule, "pilot").startDay,
    processesStart: spanFor(schedule, "processes").startDay,
  };

  const processes = chooseProcesses(answers, vars);
  const features = chooseFeatures(answers, vars);
  const templates = chooseTemplates(answers, stack, vars);
  const filled = (tasks: readonly PlanTask[]) =>
    tasks.map((task) => ({ phase: task.phase, text: fill(task.text, vars) }));
  const tasks: PlanTask[] = [
    ...filled(answers.industry.profile.tasks),
    ...filled(band.tasks),
    ...stackTasks(stack, vars),
    ...processes.map((process) => process.firstStep),
    ...features.map((feature) => feature.task),
    ...filled(KNOWLEDGE_BASE.experience[answers.experience].tasks),
  ];

  return {
    answers,
    tools: [...stackLines(stack, answers, vars), ...features.map((feature) => feature.text)],
    processes,
    templates,
    phases: buildPhases(schedule, tasks, vars),
    nextSteps: nextSteps({ answers, stack, processes, templates, schedule, vars }),
  };
}

/** The plan in the response shape of docs/product.md §3.3. */
export function planToResult(plan: Plan): WizardResult {
  return {
    recommendations: {
      tools: plan.tools,
      processes: plan.processes.map((process) => process.text),
      templates: plan.templates.map((template) => template.text),
    },
    setup_plan: plan.phases.map((phase) => ({
      phase: phase.title,
      duration: `Days ${phase.startDay}–${phase.endDay}`,
      tasks: phase.tasks,
    })),
    next_steps: plan.nextSteps,
  };
}

export function recommend(input: WizardRequest): WizardResult {
  return planToResult(makePlan(input));
}
