/** The invitation e-mail: a plain-text part and an HTML part that say the same (pure). */
import type { EmailMessage } from "../mail/outbox-email.js";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function invitationEmail(input: {
  to: string;
  firstName: string | null;
  username: string;
  url: string;
  expiresAt: Date;
  /** "your consultant" or the inviter's name. */
  invitedBy: string | null;
}): EmailMessage {
  const greeting = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const who = input.invitedBy ? `${input.invitedBy} invited you` : "You are invited";
  const until = input.expiresAt.toUTCString().replace(" GMT", " UTC");
  const text = [
    greeting,
    "",
    `${who} to Cairn, where your PMO's projects, roadmap and weekly health reports live.`,
    `Your username is ${input.username}. Choose your password here:`,
    "",
    input.url,
    "",
    `The link works once and until ${until}. If it has expired, ask for a new one.`,
    "If you did not expect this e-mail, you can ignore it: nothing happens until the link is used.",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(who)} to Cairn, where your PMO's projects, roadmap and weekly health reports live.
Your username is <strong>${escapeHtml(input.username)}</strong>.</p>
<p><a href="${escapeHtml(input.url)}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none">Choose your password</a></p>
<p>Or open this link: <a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>
<p>The link works once and until ${escapeHtml(until)}. If it has expired, ask for a new one.</p>
<p style="color: #6b7280">If you did not expect this e-mail, you can ignore it: nothing happens until the link is used.</p>
</body></html>`;
  return { to: input.to, subject: "Your invitation to Cairn", text, html };
}
