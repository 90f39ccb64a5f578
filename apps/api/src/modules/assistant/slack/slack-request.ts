/**
 * What the three Slack paths share: the raw body read and its signature checked with the
 * signing secret of the Slack integration before anything in it is believed; the chat account
 * looked up; a one-time link for one not linked yet; the question written to the outbox.
 */

import { dashboardPathFor } from "@cairn/schema/session-keys";
import type { User } from "@cairn/schema/users";
import type { Context } from "../../../core/context.js";
import { appError } from "../../../lib/app-error.js";
import { type Limit, takeSlot } from "../../../lib/rate-limit.js";
import { readBodyText } from "../../../lib/read-body-text.js";
import { linkOrigin } from "../../invitations/issue-invitation.js";
import { enqueue } from "../../outbox/outbox.repo.js";
import {
  type ChatIdentity,
  createLinkRequest,
  LINK_MINUTES,
  linkedUser,
} from "../chat-accounts.repo.js";
import { ASSISTANT_CHAT, type ChatMessage } from "../chat-delivery.js";
import { chatSecret } from "../chat-settings.js";
import { verifySlackSignature } from "./signature.js";

/** Slack's payloads are small; a larger body is not Slack's. */
export const SLACK_BODY_MAX = 64 * 1024;

/** Chat questions count against the same allowance as the app's (ask.ts). */
export const CHAT_QUESTIONS_PER_PERSON: Limit = { max: 30, windowMs: 60_000 };

export const SLACK_UPLOAD = {
  description:
    "The request exactly as Slack sends it (form-encoded, or JSON for events), read raw: its " +
    "X-Slack-Signature is checked over these bytes with the app's signing secret.",
  tooLarge: "The body is larger than 64 KiB",
  unsupportedType: "Not a request from Slack",
} as const;

function header(ctx: Context, name: string): string | undefined {
  const value = ctx.req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The body, once Slack's signature over it is proven; 401 otherwise. */
export async function verifiedSlackBody(ctx: Context): Promise<string> {
  const body = await readBodyText(ctx.upload, SLACK_BODY_MAX);
  const secret = await chatSecret(ctx.db, ctx.req.server.secretBox, "Slack", "signingSecret");
  if (!secret) {
    throw appError(
      "UNAUTHORIZED",
      "Slack requests are not accepted: turn Slack on and add its signing secret in Settings.",
    );
  }
  const check = verifySlackSignature({
    signingSecret: secret,
    timestamp: header(ctx, "x-slack-request-timestamp"),
    signature: header(ctx, "x-slack-signature"),
    body,
    now: ctx.now(),
  });
  if (!check.ok) throw appError("UNAUTHORIZED", check.why);
  return body;
}

/** The dashboard's address for `user`, written into the answer's links. */
export function dashboardBase(ctx: Context, user: User): string {
  return `${linkOrigin(ctx)}${dashboardPathFor(user.role)}`;
}

/** The message an unlinked chat user gets, privately: a link that works once, for 10 minutes. */
export async function linkInvitation(ctx: Context, who: ChatIdentity): Promise<string> {
  const token = await createLinkRequest(ctx.db, who, ctx.now());
  return `${linkOrigin(ctx)}/link-chat/${token}`;
}

export type Asker = { linked: true; user: User } | { linked: false; linkUrl: string };

export async function askerOf(ctx: Context, who: ChatIdentity): Promise<Asker> {
  const user = await linkedUser(ctx.db, who);
  if (user) return { linked: true, user };
  return { linked: false, linkUrl: await linkInvitation(ctx, who) };
}

/** Takes one of the person's questions a minute; false when they asked too many. */
export async function withinAllowance(ctx: Context, user: User): Promise<boolean> {
  const slot = await takeSlot(
    ctx.db,
    `assistant:user:${user.id}`,
    CHAT_QUESTIONS_PER_PERSON,
    ctx.now(),
  );
  return !slot.limited;
}

/** Writes the question for the outbox worker to answer (chat-delivery.ts). */
export async function enqueueChat(ctx: Context, message: ChatMessage): Promise<void> {
  await enqueue(ctx.db, ASSISTANT_CHAT, message, ctx.now());
  ctx.req.server.outbox.wake();
}

export function linkText(url: string, platform: string): string {
  return `To use Cairn in ${platform}, link your account first: ${url} (open it while signed in to Cairn; it works once, within ${LINK_MINUTES} minutes).`;
}
