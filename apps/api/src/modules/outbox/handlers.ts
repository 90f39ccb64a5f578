/**
 * What the outbox worker needs to deliver a message of some kind. A handler is told whether
 * this is the last attempt, so it can record the final outcome where the kind keeps one.
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { Config } from "../../env.js";
import type { SecretBox } from "../../lib/secret-box.js";

export type Delivery =
  | { ok: true }
  | {
      ok: false;
      /** Worth trying again later (no answer, 5xx, 429); a refusal is not. */
      retryable: boolean;
      /** In words, without secrets: it is shown to administrators. */
      error: string;
      retryAfterMs?: number;
    };

export interface HandlerContext {
  db: Kysely<Database>;
  secretBox: SecretBox;
  integrations: Config["integrations"];
  now: () => Date;
  signal: AbortSignal;
  messageId: number;
  /** 1 for the first try. */
  attempt: number;
  /** No retry follows a failure of this attempt. */
  lastAttempt: boolean;
}

export type Handler = (payload: unknown, context: HandlerContext) => Promise<Delivery>;

export type Handlers = Readonly<Record<string, Handler>>;
