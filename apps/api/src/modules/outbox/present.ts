import type { OutboxMessage as Shown } from "@cairn/schema/outbox";
import type { OutboxMessage } from "./outbox.repo.js";

/**
 * One line about a message for an administrator: what it is, without anything secret (posts
 * carry only their text, and events only ids).
 */
export function summarize(message: Pick<OutboxMessage, "kind" | "payload">): string {
  const payload = (message.payload ?? {}) as Record<string, unknown>;
  if (message.kind === "channel.post") {
    return `${String(payload.integration)}: ${String(payload.text ?? "").slice(0, 200)}`;
  }
  if (message.kind === "notification") return `Announce ${String(payload.kind)}`;
  // The body is sealed (it may hold a sign-in link); the address and subject say enough.
  if (message.kind === "email") {
    return `E-mail to ${String(payload.to)}: ${String(payload.subject ?? "")}`.slice(0, 200);
  }
  if (message.kind === "file.delete") {
    const count = Array.isArray(payload.keys) ? payload.keys.length : 0;
    return `Delete ${count} stored file${count === 1 ? "" : "s"} (docs/files.md)`;
  }
  // The response URL is a credential of its own for half an hour: not shown.
  if (message.kind === "assistant.chat") {
    return `Slack answer for user ${String(payload.userId)}`;
  }
  if (message.kind === "assistant.link") return "Slack: the account link, sent privately";
  if (message.kind === "rule.run") {
    return `Run rule ${String(payload.ruleId)} for task ${String(payload.taskId)}: ${String(payload.cause ?? "")}`.slice(
      0,
      200,
    );
  }
  return message.kind;
}

export function present(message: OutboxMessage): Shown {
  return {
    id: message.id,
    kind: message.kind,
    summary: summarize(message),
    status: message.status,
    attempts: message.attempts,
    nextAttemptAt: message.nextAttemptAt,
    lastError: message.lastError,
    createdAt: message.createdAt,
  };
}
