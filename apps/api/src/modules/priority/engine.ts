/**
 * Task-priority analysis: pure and deterministic (the clock is an argument). Formulas and
 * thresholds are written out in README.md beside this file; keep the two in step.
 */

import { daysUntilDueDay } from "@cairn/schema/due-dates";
import type {
  PriorityAnalysis,
  PriorityFactors,
  PriorityRecommendation,
} from "@cairn/schema/priority";

export type Priority = "low" | "medium" | "high";

export interface PriorityTask {
  id: number;
  title: string;
  description: string | null;
  status: "pending" | "in_progress" | "completed";
  priority: Priority;
  dueDate: string | null;
  assignedTo: number | null;
}

export interface PriorityContext {
  planType: "trial" | "pro" | "scale";
  now: Date;
}

export const WEIGHTS = {
  urgency: 0.35,
  impact: 0.25,
  dependencies: 0.15,
  businessValue: 0.15,
  quickWin: 0.1,
} as const;
export const BLOCKED_PENALTY = 10;
export const BANDS = { high: 70, medium: 40 } as const;
export const RISK_WINDOW_DAYS = 3;

const CLIENT_FACING =
  /\b(client|customer|patient|user-facing|launch|release|go-live|pricing|checkout|production)\b/i;
const SECURITY = /\b(security|compliance|pci|soc ?2|gdpr|encrypt\w*|vulnerab\w*|audit)\b/i;
const LARGE_WORK =
  /\b(migrat\w*|integrat\w*|platform|redesign|rebuild|load[- ]test\w*|rollout|architecture)\b/i;
const SMALL_WORK = /\b(fix|typo|update copy|rename|tweak|check|review)\b/i;
const REFERENCE = /\b(?:blocked by|depends on|waiting (?:on|for)|after|requires)\s+#(\d+)/gi;

/** The task ids a task says it waits for ("blocked by #12", "depends on #12"). */
export function referencedTaskIds(task: Pick<PriorityTask, "title" | "description">): number[] {
  const text = `${task.title}\n${task.description ?? ""}`;
  return [...new Set([...text.matchAll(REFERENCE)].map((match) => Number(match[1])))];
}

/** Whole days to the due day: 0 due today, negative once overdue (docs/product.md §4). */
export function daysUntilDue(dueDate: string | null, now: Date): number | undefined {
  if (!dueDate) return undefined;
  return daysUntilDueDay(dueDate, now);
}

/** Urgency from the due date: overdue 100, then stepping down; no due date 25. */
export function urgencyOf(days: number | undefined): number {
  if (days === undefined) return 25;
  if (days < 0) return 100;
  if (days <= 1) return 95;
  if (days <= 3) return 85;
  if (days <= 7) return 70;
  if (days <= 14) return 50;
  if (days <= 30) return 30;
  return 15;
}

/** Size of the work, 0–100, from its wording and how much there is to say about it. */
export function effortOf(task: Pick<PriorityTask, "title" | "description">): number {
  const text = `${task.title} ${task.description ?? ""}`;
  let effort = 40 + Math.min(30, Math.floor((task.description?.length ?? 0) / 40) * 5);
  if (LARGE_WORK.test(text)) effort += 30;
  if (SMALL_WORK.test(text)) effort -= 25;
  return clamp(effort);
}

export function dependenciesOf(blocks: number): number {
  return blocks === 0 ? 0 : blocks === 1 ? 50 : blocks === 2 ? 80 : 100;
}

const PLAN_VALUE: Record<PriorityContext["planType"], number> = { trial: 40, pro: 60, scale: 80 };

function clamp(value: number): number {
  return Math.max(0, Math.min(100, Math.round(value)));
}

export function bandOf(score: number): Priority {
  return score >= BANDS.high ? "high" : score >= BANDS.medium ? "medium" : "low";
}

interface Scored {
  task: PriorityTask;
  factors: PriorityFactors;
  aiScore: number;
  confidence: number;
  blocks: number[];
  blockedBy: number[];
  days: number | undefined;
  reasons: string[];
}

function scoreTask(
  task: PriorityTask,
  blocks: number[],
  blockedBy: number[],
  context: PriorityContext,
): Scored {
  const text = `${task.title} ${task.description ?? ""}`;
  const clientFacing = CLIENT_FACING.test(text);
  const security = SECURITY.test(text);
  const days = daysUntilDue(task.dueDate, context.now);
  const factors: PriorityFactors = {
    urgency: urgencyOf(days),
    impact: clamp(
      30 + 20 * Math.min(blocks.length, 3) + (clientFacing ? 25 : 0) + (security ? 15 : 0),
    ),
    effort: effortOf(task),
    dependencies: dependenciesOf(blocks.length),
    businessValue: clamp(PLAN_VALUE[context.planType] + (clientFacing ? 20 : 0)),
  };
  const weighted =
    WEIGHTS.urgency * factors.urgency +
    WEIGHTS.impact * factors.impact +
    WEIGHTS.dependencies * factors.dependencies +
    WEIGHTS.businessValue * factors.businessValue +
    WEIGHTS.quickWin * (100 - factors.effort);
  const aiScore = clamp(weighted - (blockedBy.length > 0 ? BLOCKED_PENALTY : 0));

  const reasons: string[] = [];
  if (days === undefined) reasons.push("no due date");
  else if (days < 0)
    reasons.push(`overdue by ${Math.ceil(-days)} day${Math.ceil(-days) === 1 ? "" : "s"}`);
  else {
    const whole = Math.max(0, Math.floor(days));
    reasons.push(whole === 0 ? "due today" : whole === 1 ? "due tomorrow" : `due in ${whole} days`);
  }
  if (blocks.length > 0) reasons.push(`blocks ${blocks.map((id) => `#${id}`).join(", ")}`);
  if (blockedBy.length > 0) reasons.push(`waits for ${blockedBy.map((id) => `#${id}`).join(", ")}`);
  if (clientFacing) reasons.push("client-facing");
  if (security) reasons.push("security or compliance work");
  if (factors.effort >= 70) reasons.push("a large piece of work");
  else if (factors.effort <= 30) reasons.push("a quick win");

  // Confidence grows with the data the score could use.
  const confidence = clamp(
    40 +
      (task.dueDate ? 25 : 0) +
      ((task.description?.trim().length ?? 0) >= 30 ? 15 : 0) +
      (task.assignedTo !== null ? 10 : 0) +
      (blocks.length + blockedBy.length > 0 ? 10 : 0),
  );
  return { task, factors, aiScore, confidence, blocks, blockedBy, days, reasons };
}

const RANK = { low: 0, medium: 1, high: 2 } as const;

/**
 * The least band a task may be in whatever its score, and why (README: "Urgent and blocking
 * work is raised"): overdue work, work due by tomorrow and work two open tasks wait for are
 * high; work due within RISK_WINDOW_DAYS or that one open task waits for is at least medium.
 * The score alone rarely reaches high without a client or a blocked task: without this floor
 * the analysis lowered busy boards and raised nothing.
 */
export function floorOf(entry: {
  days: number | undefined;
  blocks: readonly number[];
}): { band: Priority; why: string } | undefined {
  const { days, blocks } = entry;
  if (days !== undefined && days < 0) return { band: "high", why: "overdue work" };
  if (days !== undefined && days <= 1) return { band: "high", why: "work due by tomorrow" };
  if (blocks.length >= 2) return { band: "high", why: "work two or more tasks wait for" };
  if (days !== undefined && days <= RISK_WINDOW_DAYS) {
    return { band: "medium", why: `work due within ${RISK_WINDOW_DAYS} days` };
  }
  if (blocks.length === 1) return { band: "medium", why: "work another task waits for" };
  return undefined;
}

/** The band a task should be in: its score's band, raised to its floor (floorOf). */
function recommendedBand(entry: Scored): Scored["task"]["priority"] {
  const band = bandOf(entry.aiScore);
  const floor = floorOf(entry);
  return floor && RANK[band] < RANK[floor.band] ? floor.band : band;
}

function sentence(parts: string[]): string {
  const text = parts.join("; ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every open task scored, with what blocks what read from the project's own tasks. */
function scoreOpenTasks(tasks: readonly PriorityTask[], context: PriorityContext): Scored[] {
  const ids = new Set(tasks.map((task) => task.id));
  const open = tasks.filter((task) => task.status !== "completed");
  const openIds = new Set(open.map((task) => task.id));
  const waitsFor = new Map(
    tasks.map((task) => [
      task.id,
      referencedTaskIds(task).filter((id) => ids.has(id) && id !== task.id),
    ]),
  );
  const blocksOf = (id: number) =>
    open.filter((task) => waitsFor.get(task.id)?.includes(id)).map((task) => task.id);

  return open.map((task) =>
    scoreTask(
      task,
      blocksOf(task.id),
      (waitsFor.get(task.id) ?? []).filter((id) => openIds.has(id)),
      context,
    ),
  );
}

export interface RankedTask {
  task: PriorityTask;
  aiScore: number;
  /** Why, in the words of the analysis ("overdue by 2 days", "blocks #14"…). */
  reasons: string[];
}

/**
 * A project's open tasks, highest score first (ties: lower id first): what the assistant's
 * "what should I work on?" takes its top items from, scored exactly as the analysis scores them.
 */
export function rankOpenTasks(
  tasks: readonly PriorityTask[],
  context: PriorityContext,
): RankedTask[] {
  return scoreOpenTasks(tasks, context)
    .sort((a, b) => b.aiScore - a.aiScore || a.task.id - b.task.id)
    .map(({ task, aiScore, reasons }) => ({ task, aiScore, reasons }));
}

export function analyzePriorities(
  tasks: readonly PriorityTask[],
  context: PriorityContext,
): PriorityAnalysis {
  const scored = scoreOpenTasks(tasks, context);

  const recommendations: PriorityRecommendation[] = scored
    .filter((entry) => recommendedBand(entry) !== entry.task.priority)
    .sort((a, b) => b.aiScore - a.aiScore || a.task.id - b.task.id)
    .map((entry) => {
      const recommended = recommendedBand(entry);
      const floor = floorOf(entry);
      const threshold =
        recommended === "high"
          ? `≥ ${BANDS.high}`
          : recommended === "medium"
            ? `${BANDS.medium}–${BANDS.high - 1}`
            : `< ${BANDS.medium}`;
      const because =
        floor && floor.band === recommended && bandOf(entry.aiScore) !== recommended
          ? `Score ${entry.aiScore}, but ${floor.why} is ${recommended}, not ${entry.task.priority}.`
          : `Score ${entry.aiScore} (${threshold}) means ${recommended}, not ${entry.task.priority}.`;
      return {
        taskId: entry.task.id,
        taskTitle: entry.task.title,
        currentPriority: entry.task.priority,
        recommendedPriority: recommended,
        reasoning: `${sentence(entry.reasons)}. ${because}`,
        confidence: entry.confidence,
        aiScore: entry.aiScore,
        factors: entry.factors,
      };
    });

  const risky = scored.filter(
    (entry) => entry.days !== undefined && entry.days <= RISK_WINDOW_DAYS,
  );
  const averageScore =
    scored.length === 0
      ? 0
      : Math.round((scored.reduce((sum, entry) => sum + entry.aiScore, 0) / scored.length) * 10) /
        10;

  return {
    recommendations,
    insights: {
      overallInsights: {
        highPriorityTasks: tasks.filter((task) => task.priority === "high").length,
        mediumPriorityTasks: tasks.filter((task) => task.priority === "medium").length,
        lowPriorityTasks: tasks.filter((task) => task.priority === "low").length,
        averageScore,
        riskTasks: risky.length,
      },
      optimizationSuggestions: suggestions(scored, risky),
      optimizedTasks: scored.length - recommendations.length,
    },
  };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** Advice written from the data; each line names the tasks or numbers it rests on. */
function suggestions(scored: Scored[], risky: Scored[]): string[] {
  const lines: string[] = [];
  if (scored.length === 0) return ["No open tasks: nothing to prioritise."];
  const overdue = scored.filter((entry) => entry.days !== undefined && entry.days < 0);
  if (overdue.length > 0) {
    lines.push(
      `${plural(overdue.length, "task")} ${overdue.length === 1 ? "is" : "are"} overdue (${overdue
        .slice(0, 5)
        .map((entry) => `#${entry.task.id}`)
        .join(", ")}): agree new dates or split them so the board tells the truth.`,
    );
  }
  const blockers = scored
    .filter((entry) => entry.blocks.length > 0 && entry.task.status === "pending")
    .sort((a, b) => b.blocks.length - a.blocks.length);
  for (const entry of blockers.slice(0, 3)) {
    lines.push(
      `Start #${entry.task.id} "${entry.task.title}" first: ${plural(entry.blocks.length, "task")} wait for it.`,
    );
  }
  const undatedHigh = scored.filter(
    (entry) => entry.task.priority === "high" && entry.days === undefined,
  );
  if (undatedHigh.length > 0) {
    lines.push(
      `${plural(undatedHigh.length, "high-priority task")} ${undatedHigh.length === 1 ? "has" : "have"} no due date: give ${undatedHigh.length === 1 ? "it" : "them"} one so urgency can be judged.`,
    );
  }
  const unassigned = scored.filter((entry) => entry.task.assignedTo === null);
  if (unassigned.length > 0) {
    lines.push(
      `${plural(unassigned.length, "open task")} ${unassigned.length === 1 ? "has" : "have"} no assignee: name an owner for each.`,
    );
  }
  const high = scored.filter((entry) => entry.task.priority === "high").length;
  if (scored.length >= 5 && high / scored.length > 0.5) {
    lines.push(
      `${high} of ${scored.length} open tasks are marked high: when everything is urgent, nothing is. Keep high for the top third.`,
    );
  }
  if (risky.length > 0 && overdue.length === 0) {
    lines.push(
      `${plural(risky.length, "task")} ${risky.length === 1 ? "is" : "are"} due within ${RISK_WINDOW_DAYS} days: check ${risky.length === 1 ? "it has" : "they have"} what ${risky.length === 1 ? "it needs" : "they need"} today.`,
    );
  }
  if (lines.length === 0)
    lines.push("Priorities match deadlines, dependencies and value: keep the current order.");
  return lines;
}
