/**
 * The tool stack: for each job the team needs done (work tracking, documentation, chat,
 * meetings, and code where there is code), the first tool the team already uses that fits its
 * team-size band is kept; when none fits, the industry's pick for the band is added. A tool in
 * use that is not kept is either retired (another tool already does its job) or moved away from
 * (it does not fit the band). Tools the knowledge base does not know go to the tool audit.
 */
import type { Answers } from "./answers.js";
import type { PlanTask } from "./knowledge/plan-task.js";
import { CATEGORY_NAMES, CATEGORY_ORDER } from "./knowledge/tools.js";
import type { Category, ToolName } from "./knowledge/types.js";
import { KNOWLEDGE_BASE } from "./knowledge-base.js";
import { fill, joinList, type Vars } from "./text.js";

export interface StackEntry {
  tool: ToolName;
  categories: Category[];
  /** Already in use (kept) or proposed (added). */
  kept: boolean;
}

export type ToolChange =
  | { kind: "retire"; tool: ToolName; category: Category; keeper: ToolName }
  | { kind: "move"; tool: ToolName; category: Category; to: ToolName };

export interface ToolStack {
  /** One entry per tool, in the order of the first job it does. */
  entries: StackEntry[];
  byCategory: Readonly<Partial<Record<Category, ToolName>>>;
  changes: ToolChange[];
  /** Tools outside the knowledge base, as typed. */
  review: readonly string[];
}

export function chooseStack(answers: Answers): ToolStack {
  const { band, tools: used } = answers;
  const picks = answers.industry.profile.picks;
  const covers = (tool: ToolName, category: Category) =>
    KNOWLEDGE_BASE.tools[tool].covers[category];
  const fits = (tool: ToolName, category: Category) =>
    covers(tool, category)?.includes(band) ?? false;
  const pick: Record<Category, ToolName> = {
    work: picks.work[band],
    docs: picks.docs[band],
    chat: picks.chat,
    meetings: picks.meetings,
    code: picks.code ?? "GitHub",
  };
  // Code is a job only for industries whose work is code, or for teams already hosting code.
  const needed = CATEGORY_ORDER.filter(
    (category) =>
      category !== "code" ||
      picks.code !== undefined ||
      used.some((tool) => covers(tool, "code") !== undefined),
  );

  const byCategory: Partial<Record<Category, ToolName>> = {};
  const entries: StackEntry[] = [];
  for (const category of needed) {
    const keeper = used.find((tool) => fits(tool, category));
    const tool = keeper ?? pick[category];
    byCategory[category] = tool;
    const entry = entries.find((candidate) => candidate.tool === tool);
    if (entry) entry.categories.push(category);
    else entries.push({ tool, categories: [category], kept: keeper !== undefined });
  }

  const changes: ToolChange[] = [];
  for (const tool of used) {
    if (entries.some((entry) => entry.tool === tool)) continue;
    const duplicate = needed.find((category) => fits(tool, category));
    const outgrown = needed.find((category) => covers(tool, category) !== undefined);
    if (duplicate) {
      changes.push({
        kind: "retire",
        tool,
        category: duplicate,
        keeper: stackTool(byCategory, duplicate),
      });
    } else if (outgrown) {
      changes.push({ kind: "move", tool, category: outgrown, to: stackTool(byCategory, outgrown) });
    }
  }
  return { entries, byCategory, changes, review: answers.otherTools };
}

function stackTool(byCategory: Partial<Record<Category, ToolName>>, category: Category): ToolName {
  const tool = byCategory[category];
  if (!tool) throw new Error(`The stack has no tool for ${category}`);
  return tool;
}

/** The tool lines a person reads, each with its reason. */
export function stackLines(stack: ToolStack, answers: Answers, vars: Vars): string[] {
  const industry = answers.industry.profile;
  const band = KNOWLEDGE_BASE.bands[answers.band];
  const lines = stack.entries.map(({ tool, categories, kept }) => {
    const profile = KNOWLEDGE_BASE.tools[tool];
    const jobs = joinList(categories.map((category) => CATEGORY_NAMES[category]));
    return kept
      ? `Keep ${tool} for ${jobs} — you already use it, and it fits a team of ${answers.teamSize}: ${profile.strength}.`
      : `Add ${tool} for ${jobs} — ${profile.strength}; our pick for ${industry.phrase} of ${band.phrase}.`;
  });
  for (const change of stack.changes) {
    const job = CATEGORY_NAMES[change.category];
    if (change.kind === "retire") {
      lines.push(
        `Retire ${change.tool} once its work has moved to ${change.keeper} — two tools for ${job} split the team's attention and the status of the work.`,
      );
    } else {
      const limit = KNOWLEDGE_BASE.tools[change.tool].limit;
      const why = limit
        ? `${change.tool} ${fill(limit, vars)}`
        : `${change.tool} does not fit a team of ${answers.teamSize} for ${job}`;
      lines.push(`Move ${job} from ${change.tool} to ${change.to} — ${why}.`);
    }
  }
  for (const label of stack.review) {
    lines.push(
      `Review ${label} in the tool audit — it is not in Cairn's tool library, so the audit decides whether it stays alongside the stack above.`,
    );
  }
  return lines;
}

/** Setup tasks for the stack, all in the tool phase. */
export function stackTasks(stack: ToolStack, vars: Vars): PlanTask[] {
  const tasks: PlanTask[] = stack.entries.map(({ tool, kept }) => {
    const profile = KNOWLEDGE_BASE.tools[tool];
    return { phase: "tools", text: fill(kept ? profile.keepTask : profile.setupTask, vars) };
  });
  for (const change of stack.changes) {
    const text =
      change.kind === "retire"
        ? `Retire ${change.tool}: move its open items to ${change.keeper}, then make it read-only`
        : `Move open work from ${change.tool} to ${change.to}, then make ${change.tool} read-only`;
    tasks.push({ phase: "tools", text });
  }
  for (const label of stack.review) {
    tasks.push({
      phase: "tools",
      text: `Decide in the tool audit whether ${label} stays, and where its work goes if it does not`,
    });
  }
  return tasks;
}
