/**
 * One question in, one answer out, for any channel (the app, Slack, Teams): read what the asker
 * may see, parse the words, and compute the answer from the API's own procedures as the asker.
 * Refusals of the API (not found, not allowed, a conflict) become answers in its own words.
 */
import type { User } from "@cairn/schema/users";
import type { Context } from "../../core/context.js";
import { appErrorCode } from "../../lib/app-error.js";
import { propose, run } from "./actions.js";
import { type Answer, sentence } from "./answer.js";
import { answerDue } from "./answers/due.js";
import { answerHelp } from "./answers/help.js";
import { answerMood } from "./answers/mood.js";
import { answerMyWork } from "./answers/my-work.js";
import { answerPipeline } from "./answers/pipeline.js";
import { answerReport } from "./answers/report.js";
import { answerStatus } from "./answers/status.js";
import { answerWho } from "./answers/who.js";
import { callerFor } from "./caller.js";
import {
  settleConfirmation,
  settleNewestConfirmation,
  storeConfirmation,
} from "./confirmations.repo.js";
import { type Intent, isAction } from "./intents.js";
import { parseQuestion } from "./parse-question.js";
import { phrase } from "./phrase.js";
import { portfolio } from "./resolve.js";
import { type AssistantScope, parseContextOf, readScope } from "./scope.js";

export type Ask =
  | { question: string }
  | { confirmation: string; confirm: boolean }
  /** A "yes" or "no" typed back in Teams: about the asker's newest waiting proposal. */
  | { newest: true; confirm: boolean };

const DECLINED: Record<Extract<Intent, { kind: "decline" }>["reason"], string> = {
  not_understood: "I did not understand that. Here is what I can answer.",
  not_supported:
    "That is not something I do: I answer questions about your projects and make four small changes (create, move or assign a task; claim a lead). Use the dashboard for the rest.",
  incomplete:
    "I need a little more to do that, for example: move #12 to review, assign #12 to Priya, or task Northwind: Write release notes.",
};

async function answerIntent(scope: AssistantScope, ctx: Context, intent: Intent): Promise<Answer> {
  if (isAction(intent)) {
    // Creating, moving and assigning tasks and claiming leads are staff procedures
    // (`access.staff` in their meta): a client is told so before anything is proposed.
    if (scope.asker.role === "user") {
      return sentence(
        intent.kind,
        "Your account may read your projects but not change them through the assistant: ask your consultant.",
      );
    }
    const proposal = await propose(scope, intent);
    if (!proposal.ok) return proposal.answer;
    const stored = await storeConfirmation(
      ctx.db,
      scope.asker.id,
      proposal.action,
      proposal.prompt,
      scope.now,
    );
    return {
      ...sentence(intent.kind, proposal.prompt),
      confirmation: { token: stored.token, prompt: proposal.prompt, expiresAt: stored.expiresAt },
    };
  }
  switch (intent.kind) {
    case "help":
      return answerHelp(scope.asker.role);
    case "status":
      return answerStatus(scope, intent.project);
    case "my_work":
      return answerMyWork(scope);
    case "due":
      return answerDue(scope, intent.range, intent.project);
    case "who":
      return answerWho(scope, intent.project, intent.person);
    case "mood":
      return answerMood(scope, intent.project);
    case "weekly_report":
      return answerReport(scope, intent.project);
    case "pipeline":
      return answerPipeline(scope);
    case "decline": {
      const help = answerHelp(scope.asker.role);
      return intent.reason === "not_understood"
        ? { ...help, intent: "decline", title: DECLINED.not_understood }
        : sentence("decline", DECLINED[intent.reason], help.suggestions);
    }
    default:
      return sentence("decline", DECLINED.not_understood);
  }
}

async function settle(
  scope: AssistantScope,
  ctx: Context,
  ask: Exclude<Ask, { question: string }>,
): Promise<Answer> {
  const settled =
    "newest" in ask
      ? await settleNewestConfirmation(ctx.db, scope.asker.id, scope.now)
      : await settleConfirmation(ctx.db, scope.asker.id, ask.confirmation, scope.now);
  const confirm = ask.confirm;
  if (!settled.found) {
    return sentence(
      "decline",
      settled.why === "settled"
        ? "That action was already confirmed or cancelled."
        : settled.why === "expired"
          ? "That proposal has expired: ask again."
          : "newest" in ask
            ? "There is nothing waiting for a yes or no."
            : "I do not know that proposal.",
    );
  }
  if (!confirm) return sentence(settled.action.kind, `Cancelled: ${settled.summary}`);
  return run(scope, settled.action);
}

/** An answer for `ctx`'s signed-in user (the app, or a linked chat account acting as them). */
export async function respond(
  ctx: Context & { session: { user: User } },
  ask: Ask,
): Promise<Answer> {
  const caller = callerFor(ctx);
  const scope = await readScope(caller, ctx.session.user, ctx.now());
  if (scope.asker.role !== "admin" && scope.projects.length > 0 && portfolio(scope).length === 0) {
    return sentence(
      "decline",
      "The AI assistant comes with the Pro and Scale plans, and none of your projects is on one of them yet.",
    );
  }
  const intent = "question" in ask ? parseQuestion(ask.question, parseContextOf(scope)) : null;
  try {
    const answer =
      "question" in ask && intent
        ? await answerIntent(scope, ctx, intent)
        : await settle(scope, ctx, ask as Exclude<Ask, { question: string }>);
    return await phrase(answer, ctx.config.ai);
  } catch (error) {
    // What the API would have answered the asker, said in the conversation instead.
    const code = appErrorCode(error);
    if (
      code &&
      ["NOT_FOUND", "FORBIDDEN", "CONFLICT", "BAD_REQUEST", "PRECONDITION_FAILED"].includes(code)
    ) {
      return sentence(intent?.kind ?? "decline", (error as Error).message);
    }
    throw error;
  }
}
