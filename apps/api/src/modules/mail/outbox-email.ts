/**
 * E-mail through the durable outbox (kind `email`): the message is written in the transaction
 * of the change that causes it, so a rolled-back change sends nothing and a crash loses nothing.
 * Its body is sealed with the secret box (AES-256-GCM, lib/secret-box.ts): an invitation's body
 * carries a live sign-in link, which must not sit readable in the table or in a backup.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { SecretBox } from "../../lib/secret-box.js";
import { enqueue } from "../outbox/outbox.repo.js";

export const EMAIL = "email";
/** The sealed body is bound to this context: it opens nowhere else. */
export const EMAIL_BODY_CONTEXT = "outbox.email.body";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What the outbox row holds: who and what about in clear (for the admin's list), the rest sealed. */
export interface EmailPayload {
  to: string;
  subject: string;
  body: string;
}

export async function enqueueEmail(
  trx: Kysely<Database>,
  secretBox: SecretBox,
  message: EmailMessage,
  now?: Date,
): Promise<number> {
  const payload: EmailPayload = {
    to: message.to,
    subject: message.subject,
    body: secretBox.seal(
      JSON.stringify({ text: message.text, html: message.html }),
      EMAIL_BODY_CONTEXT,
    ),
  };
  return enqueue(trx, EMAIL, payload, now);
}

export function isEmailPayload(value: unknown): value is EmailPayload {
  const payload = value as Partial<EmailPayload> | null;
  return (
    typeof payload === "object" &&
    payload !== null &&
    typeof payload.to === "string" &&
    typeof payload.subject === "string" &&
    typeof payload.body === "string"
  );
}
