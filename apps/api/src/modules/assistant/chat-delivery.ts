/**
 * A chat question answered after it was acknowledged (docs/assistant.md, "Slack"): Slack wants
 * its answer within three seconds, so the request writes an `assistant.chat` outbox message and
 * answers at once; the worker computes the answer as the linked Cairn account and posts it to
 * the `response_url` Slack gave (or privately in the channel, for a mention). A crash between
 * the two loses nothing: the message is delivered after the restart. A repeated delivery of a
 * confirmation finds it settled and says so, so nothing is done twice.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Context } from "../../core/context.js";
import { checkUrl, routedUrl, URL_RULES } from "../integrations/allowed-urls.js";
import type { Delivery, Handler, HandlerContext, Handlers } from "../outbox/handlers.js";
import { getUser } from "../users/users.repo.js";
import { accountDisabled } from "./chat-accounts.repo.js";
import { chatSecret } from "./chat-settings.js";
import { type Ask, respond } from "./respond.js";
import { toBlockKit } from "./slack/block-kit.js";

export const ASSISTANT_CHAT = "assistant.chat";
/** The account link for a person who mentioned the bot unlinked, posted to them privately. */
export const ASSISTANT_LINK = "assistant.link";

/** The notice, in Slack, that a Slack account was linked to a Cairn account. */
export const ASSISTANT_LINKED = "assistant.linked";

export interface LinkedMessage {
  slackUser: string;
  text: string;
}

export interface LinkMessage {
  channel: string;
  slackUser: string;
  text: string;
}

export interface ChatMessage {
  userId: number;
  ask: Ask;
  /** The dashboard's address for the asker, for the answer's links. */
  base: string;
  reply:
    | { kind: "response_url"; url: string; replaceOriginal: boolean }
    | { kind: "ephemeral"; channel: string; slackUser: string };
}

/**
 * A context for procedures called outside a request: the worker acts as the linked person. The
 * procedures the assistant may call read `ctx.req` only for the app itself (`server`).
 */
function workerContext(
  app: FastifyInstance,
  user: NonNullable<Awaited<ReturnType<typeof getUser>>>,
) {
  const req = { server: app, ip: "", headers: {}, log: app.log } as unknown as FastifyRequest;
  const context: Context & { session: { id: number; user: typeof user } } = {
    db: app.db,
    config: app.config,
    now: app.now,
    req,
    reply: {} as FastifyReply,
    session: { id: 0, user },
  };
  return context;
}

async function post(
  url: URL,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<{ status: number; text: string } | { error: string }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      redirect: "error",
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { error: error instanceof Error ? error.name : "network error" };
  }
}

function outcome(
  result: { status: number; text: string } | { error: string },
  what: string,
): Delivery {
  if ("error" in result)
    return { ok: false, retryable: true, error: `${what}: no answer (${result.error}).` };
  if (result.status === 429 || result.status >= 500) {
    return { ok: false, retryable: true, error: `${what} answered ${result.status}.` };
  }
  if (result.status >= 400)
    return { ok: false, retryable: false, error: `${what} refused it (${result.status}).` };
  return { ok: true };
}

export function assistantHandlers(app: FastifyInstance): Handlers {
  const deliver: Handler = async (payload, { signal, integrations }) => {
    const message = payload as ChatMessage;
    const user = await getUser(app.db, message.userId);
    // The account was removed or disabled meanwhile: it answers nothing.
    if (!user || (await accountDisabled(app.db, user.id))) return { ok: true };
    const answer = await respond(workerContext(app, user), message.ask);
    const body = toBlockKit(answer, message.base);
    if (message.reply.kind === "response_url") {
      const checked = checkUrl(URL_RULES.slackResponseUrl, message.reply.url);
      if (!checked.ok)
        return { ok: false, retryable: false, error: `The response URL ${checked.message}.` };
      const result = await post(
        routedUrl(checked.url, integrations.baseUrls.slack),
        {},
        { response_type: "ephemeral", replace_original: message.reply.replaceOriginal, ...body },
        signal,
        integrations.timeoutMs,
      );
      return outcome(result, "Slack's response URL");
    }
    return postEphemeral(
      { channel: message.reply.channel, user: message.reply.slackUser, ...body },
      signal,
      integrations,
    );
  };
  const link: Handler = async (payload, { signal, integrations }) => {
    const message = payload as LinkMessage;
    return postEphemeral(
      { channel: message.channel, user: message.slackUser, text: message.text },
      signal,
      integrations,
    );
  };

  // Posted to the person's direct messages with the app: a channel id of a user id
  // (api.slack.com/methods/chat.postMessage, "channel").
  const linked: Handler = async (payload, { signal, integrations }) => {
    const message = payload as LinkedMessage;
    return slackWebApi(
      "chat.postMessage",
      { channel: message.slackUser, text: message.text },
      signal,
      integrations,
    );
  };

  /** `chat.postEphemeral` (api.slack.com/methods/chat.postEphemeral) with the bot token. */
  function postEphemeral(
    body: { channel: string; user: string; text: string },
    signal: AbortSignal,
    integrations: HandlerContext["integrations"],
  ): Promise<Delivery> {
    return slackWebApi("chat.postEphemeral", body, signal, integrations);
  }

  /** A Slack Web API method, POSTed as JSON with the bot token. */
  async function slackWebApi(
    method: "chat.postEphemeral" | "chat.postMessage",
    body: Record<string, string>,
    signal: AbortSignal,
    integrations: HandlerContext["integrations"],
  ): Promise<Delivery> {
    const token = await chatSecret(app.db, app.secretBox, "Slack", "botToken");
    if (!token)
      return { ok: false, retryable: false, error: "Slack has no bot token in Settings." };
    const result = await post(
      routedUrl(new URL(`https://slack.com/api/${method}`), integrations.baseUrls.slack),
      { authorization: `Bearer ${token}` },
      body,
      signal,
      integrations.timeoutMs,
    );
    const delivered = outcome(result, `Slack's ${method}`);
    if (!delivered.ok || "error" in result) return delivered;
    // The Web API answers 200 with { ok: false, error } for a refusal (a wrong channel, token).
    const parsed = safeJson(result.text) as { ok?: boolean; error?: string } | undefined;
    if (parsed?.ok === true) return { ok: true };
    const error =
      typeof parsed?.error === "string" ? parsed.error.slice(0, 80) : "an unreadable answer";
    return {
      ok: false,
      retryable: error === "ratelimited",
      error: `Slack refused the answer: ${error}.`,
    };
  }

  return { [ASSISTANT_CHAT]: deliver, [ASSISTANT_LINK]: link, [ASSISTANT_LINKED]: linked };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
