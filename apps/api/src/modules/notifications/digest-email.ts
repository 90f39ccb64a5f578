/**
 * The daily e-mail digest of a person's unread notifications (docs/notifications.md,
 * "E-mail digest"): a plain-text part and an HTML part that say the same (pure).
 */
import { notificationPath } from "@cairn/schema/notification-kinds";
import type { EmailMessage } from "../mail/outbox-email.js";
import type { DigestItem, DigestRecipient } from "./digests.repo.js";

/** At most this many are listed; the rest are counted ("and 4 more"). */
export const DIGEST_MAX_ITEMS = 20;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const momentFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

const when = (iso: string) => `${momentFormat.format(new Date(iso))} UTC`;

export function digestEmail(input: {
  recipient: DigestRecipient;
  /** Newest first, every one the digest covers. */
  items: readonly DigestItem[];
  /** The dashboard's origin (DASHBOARD_URL or PUBLIC_URL). */
  origin: string;
}): EmailMessage {
  const { recipient, items, origin } = input;
  const listed = items.slice(0, DIGEST_MAX_ITEMS).map((item) => ({
    ...item,
    url: `${origin}${notificationPath(item, recipient.role)}`,
    byline: [item.actorName ?? "Cairn", when(item.createdAt)].join(" · "),
  }));
  const more = items.length - listed.length;
  const home = `${origin}${notificationPath({ projectId: null, taskId: null, leadId: null }, recipient.role)}`;
  const count =
    items.length === 1 ? "1 unread notification" : `${items.length} unread notifications`;
  const subject = `Cairn: ${count}`;
  const footer =
    "You get this e-mail once a day while you have unread notifications. To stop it, open the bell in Cairn, then Notification settings, and turn the daily digest off.";

  const text = [
    `Hello ${recipient.name},`,
    "",
    `You have ${count} in Cairn:`,
    "",
    ...listed.flatMap((item) => [
      `- ${item.title}`,
      ...(item.body ? [`  ${item.body}`] : []),
      `  ${item.byline}`,
      `  ${item.url}`,
      "",
    ]),
    ...(more > 0 ? [`…and ${more} more: ${home}`, ""] : []),
    footer,
  ].join("\n");

  const rows = listed
    .map(
      (item) => `<li style="margin: 0 0 12px">
<a href="${escapeHtml(item.url)}" style="color: #1d4ed8; font-weight: 600">${escapeHtml(item.title)}</a>${
        item.body ? `<br><span>${escapeHtml(item.body)}</span>` : ""
      }<br><span style="color: #6b7280">${escapeHtml(item.byline)}</span>
</li>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2937">
<p>Hello ${escapeHtml(recipient.name)},</p>
<p>You have ${escapeHtml(count)} in Cairn:</p>
<ul style="padding-left: 20px">
${rows}
</ul>
${more > 0 ? `<p><a href="${escapeHtml(home)}">…and ${more} more</a></p>\n` : ""}<p style="color: #6b7280">${escapeHtml(footer)}</p>
</body></html>`;
  return { to: recipient.email, subject, text, html };
}
