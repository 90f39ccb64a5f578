/**
 * Posts events to the enabled, configured Slack and Microsoft Teams webhooks, in the
 * background: `notify` returns at once and never throws, so a slow or failing webhook never
 * delays or fails the request that caused the event. A delivery that gets no answer, a 5xx or
 * a 429 is tried again after each wait of NOTIFICATION_RETRY_DELAYS_MS (1 s, 5 s, 30 s by
 * default; a longer Retry-After, up to a minute, is honoured); a refusal (4xx) is not retried.
 * The final outcome is kept on the integration and a failure is written to the system log,
 * without the webhook URL or any other secret.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import type { Config } from "../../env.js";
import type { SecretBox } from "../../lib/secret-box.js";
import { writeSystemLog } from "../../lib/system-log.js";
import {
  type CallDeps,
  callIntegration,
  recordOutcome,
} from "../integrations/integration-calls.js";
import type { IntegrationRow } from "../integrations/integrations.repo.js";
import { isConfigured, readStored } from "../integrations/stored-settings.js";
import { describeEvent } from "./describe-event.js";
import type { NotificationEvent } from "./events.js";

const CHANNELS = ["Slack", "Microsoft Teams"];

export interface NotifierDeps {
  db: Kysely<Database>;
  secretBox: SecretBox;
  config: Config["integrations"];
  log: FastifyBaseLogger;
  now: () => Date;
}

export class Notifier {
  readonly #deps: NotifierDeps;
  readonly #pending = new Set<Promise<void>>();
  readonly #closing = new AbortController();

  constructor(deps: NotifierDeps) {
    this.#deps = deps;
  }

  /** Queues the event; returns at once, never throws. */
  notify(event: NotificationEvent): void {
    if (this.#closing.signal.aborted) return;
    const work = this.#handle(event).catch((error: unknown) => {
      this.#deps.log.error({ err: error, event: event.kind }, "notification failed");
    });
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work));
  }

  /** Resolves when every notification queued so far has been delivered or given up. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  /** Stops waiting to retry (those deliveries are given up and logged), then waits for the rest. */
  async close(): Promise<void> {
    this.#closing.abort();
    await this.idle();
  }

  async #handle(event: NotificationEvent): Promise<void> {
    const { db, now } = this.#deps;
    const text = await describeEvent(db, event, now());
    if (!text) return;
    const channels = await db
      .selectFrom("integrations")
      .selectAll()
      .where("name", "in", CHANNELS)
      .where("enabled", "=", true)
      .execute();
    const ready = channels.filter((row) =>
      isConfigured(row.name, readStored(row.name, row.settings)),
    );
    await Promise.all(ready.map((row) => this.#deliver(row, text, event.kind)));
  }

  async #deliver(
    row: IntegrationRow,
    text: string,
    kind: NotificationEvent["kind"],
  ): Promise<void> {
    const { db, config, log, now } = this.#deps;
    const signal = this.#closing.signal;
    const deps: CallDeps = { db, secretBox: this.#deps.secretBox, config, signal };
    for (let attempt = 1; ; attempt += 1) {
      const result = await callIntegration(deps, row, text);
      const wait = config.retryDelaysMs[attempt - 1];
      if (result.ok || !result.retryable || wait === undefined || signal.aborted) {
        await recordOutcome(db, row, result, {
          trigger: "notification",
          now: now(),
          attempts: attempt,
        });
        return;
      }
      const delay = Math.max(wait, result.retryAfterMs ?? 0);
      log.warn(
        { integration: row.name, event: kind, attempt, outcome: result.outcome },
        `${row.name}: delivery failed; retrying in ${delay} ms`,
      );
      await writeSystemLog(db, {
        level: "warn",
        module: "notifications",
        message: `${row.name}: attempt ${attempt} failed, retrying in ${delay} ms. ${result.message}`,
        metadata: { integration: row.name, event: kind, attempt, outcome: result.outcome },
      }).catch((error: unknown) => {
        // The retry matters more than its log line (the database may be what failed).
        log.warn({ err: error }, "could not write the retry to the system log");
      });
      await sleep(delay, undefined, { signal }).catch(() => undefined);
    }
  }
}
