/**
 * The messages sent to an OpenAI-compatible provider: the rules (same JSON shape, same phases
 * and durations, template names and reasons kept) and the team's answers with the plan the
 * knowledge base made. The provider only rewrites and details; it never plans from scratch.
 */
import type { WizardResult } from "@cairn/schema/wizard";
import type { ChatMessage } from "../../lib/chat-completions.js";
import type { Answers } from "./answers.js";

const SYSTEM_PROMPT = [
  "You are a senior PMO consultant at Cairn, writing a customer's 30-day PMO setup plan and",
  "60-day roadmap. You receive the customer's answers and a plan made by Cairn's knowledge",
  "base. Improve the wording so it reads naturally for this customer and make tasks more",
  "concrete where the answers allow it. Rules:",
  "1. Answer with one JSON object of exactly this shape and nothing else:",
  '{"recommendations":{"tools":[string],"processes":[string],"templates":[string]},',
  '"setup_plan":[{"phase":string,"duration":string,"tasks":[string]}],"next_steps":[string]}',
  "2. Keep every phase of setup_plan, in the same order, with its duration exactly as given.",
  "3. Start every template line with the template's name exactly as given.",
  "4. Keep the reason of every recommendation (the part that starts with 'because').",
  "5. Keep every process that answers a pain point or goal, naming that pain point or goal.",
  "6. Do not add tools, products or claims that are not in the plan.",
  "7. Write in British English, plainly, without markdown.",
].join("\n");

export function enrichmentMessages(answers: Answers, plan: WizardResult): ChatMessage[] {
  const summary = {
    teamSize: answers.teamSize,
    industry: answers.industry.label,
    currentTools: [...answers.tools, ...answers.otherTools],
    painPoints: answers.painPoints.map((need) => need.label),
    goals: answers.goals.map((need) => need.label),
    experienceLevel: answers.experience,
    ...(answers.userRole ? { userRole: answers.userRole } : {}),
  };
  return [
    { role: "system", content: SYSTEM_PROMPT },
    {
      role: "user",
      content: `Customer answers:\n${JSON.stringify(summary, null, 2)}\n\nPlan to improve:\n${JSON.stringify(plan, null, 2)}`,
    },
  ];
}
