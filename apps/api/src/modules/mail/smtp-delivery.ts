/**
 * The outbox handler of e-mails: sends through SMTP_URL with nodemailer, as MAIL_FROM. Each
 * attempt is cut off at INTEGRATION_TIMEOUT_MS, inside the outbox's lease. A server that is
 * away, or answers 4xx (try later), is retried with the outbox's delays; a 5xx refusal is not.
 */
import { createTransport } from "nodemailer";
import type { Config } from "../../env.js";
import { SecretUnreadableError } from "../../lib/secret-box.js";
import type { Delivery, Handler, Handlers } from "../outbox/handlers.js";
import { EMAIL, EMAIL_BODY_CONTEXT, isEmailPayload } from "./outbox-email.js";

type Transport = ReturnType<typeof createTransport>;

interface SmtpError {
  responseCode?: number;
  code?: string;
}

/** A failed send in words, without the message or the server's full answer. */
export function smtpFailure(error: unknown): Delivery {
  const { responseCode, code } = (error ?? {}) as SmtpError;
  if (typeof responseCode === "number" && responseCode >= 500) {
    return {
      ok: false,
      retryable: false,
      error: `The mail server refused the e-mail (SMTP ${responseCode}).`,
    };
  }
  const why = typeof responseCode === "number" ? `SMTP ${responseCode}` : (code ?? "no answer");
  return { ok: false, retryable: true, error: `The mail server did not take the e-mail (${why}).` };
}

export function emailHandlers(
  mail: Config["mail"],
  integrations: Pick<Config["integrations"], "timeoutMs">,
): Handlers {
  let transport: Transport | undefined;
  const send: Handler = async (payload, context) => {
    if (!isEmailPayload(payload)) {
      return { ok: false, retryable: false, error: "The e-mail message is malformed." };
    }
    if (!mail) {
      return {
        ok: false,
        retryable: false,
        error: "SMTP_URL is not set: set it and retry this message.",
      };
    }
    let body: { text: string; html: string };
    try {
      body = JSON.parse(context.secretBox.open(payload.body, EMAIL_BODY_CONTEXT));
    } catch (error) {
      if (!(error instanceof SecretUnreadableError)) throw error;
      return { ok: false, retryable: false, error: error.message };
    }
    // Every limit at the integrations' timeout: a delivery ends well inside the outbox's lease.
    transport ??= createTransport({
      url: mail.smtpUrl,
      connectionTimeout: integrations.timeoutMs,
      greetingTimeout: integrations.timeoutMs,
      socketTimeout: integrations.timeoutMs,
    });
    try {
      await transport.sendMail({
        from: mail.from,
        to: payload.to,
        subject: payload.subject,
        text: body.text,
        html: body.html,
      });
      return { ok: true };
    } catch (error) {
      return smtpFailure(error);
    }
  };
  return { [EMAIL]: send };
}
