/**
 * Delivers the outbox. Each API process runs one worker; they share the table safely: a worker
 * claims due messages with `FOR UPDATE SKIP LOCKED` and a lease (outbox.repo.ts), so each
 * message is handled by one process at a time, and one that died mid-delivery is picked up again
 * when its lease runs out. A failure that is worth retrying waits the configured delays
 * (NOTIFICATION_RETRY_DELAYS_MS, or the provider's longer Retry-After up to a minute); after the
 * last, the message is marked failed with the error in words, for an administrator to retry.
 *
 * The worker wakes on the NOTIFY that `enqueue` sends at commit, and polls every second for
 * retries that come due and for notifications missed while the listener was reconnecting.
 *
 * Up to IN_FLIGHT deliveries run at once, and a slot is filled again as soon as its delivery
 * ends: a slow one (a provider that answers at its timeout) no longer holds back the messages
 * of other kinds behind it (a rule's run, an e-mail), as a batch awaited whole did. Messages of
 * a kind under way wait for it, as before: a kind's messages keep their order.
 */
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db/connect.js";
import type { Config } from "../../env.js";
import type { SecretBox } from "../../lib/secret-box.js";
import { WorkerLoop } from "../../lib/worker-loop.js";
import type { Delivery, Handlers } from "./handlers.js";
import {
  claimDue,
  markDelivered,
  markFailed,
  nextDueAt,
  OUTBOX_CHANNEL,
  type OutboxMessage,
  scheduleRetry,
} from "./outbox.repo.js";

const IN_FLIGHT = 10;
const POLL_MS = 1000;
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * The wait before trying a failed delivery again: the configured delay for this attempt, or the
 * provider's Retry-After when longer (up to a minute).
 */
export function retryDelayMs(
  delays: readonly number[],
  attempt: number,
  retryAfterMs: number | undefined,
): number {
  return Math.max(delays[attempt - 1] ?? 0, Math.min(retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
}

export interface OutboxWorkerDeps {
  database: DatabaseHandle;
  secretBox: SecretBox;
  integrations: Config["integrations"];
  handlers: Handlers;
  now: () => Date;
  log: FastifyBaseLogger;
}

export class OutboxWorker {
  readonly #deps: OutboxWorkerDeps;
  readonly #loop: WorkerLoop;
  /** The deliveries under way, at most IN_FLIGHT, by message id. */
  readonly #inFlight = new Map<number, { id: number; kind: string; delivery: Promise<void> }>();

  constructor(deps: OutboxWorkerDeps) {
    this.#deps = deps;
    this.#loop = new WorkerLoop(deps.database, OUTBOX_CHANNEL, deps.log, {
      round: () => this.#round(),
      restAfterFailureMs: POLL_MS,
      failure: "outbox: delivery round failed",
    });
  }

  /**
   * How long a claimed message is held: longer than any delivery can take (each provider call
   * is cut off at INTEGRATION_TIMEOUT_MS), so two processes never deliver one message at once.
   */
  get leaseMs(): number {
    return this.#deps.integrations.timeoutMs + 5_000;
  }

  start(): Promise<void> {
    return this.#loop.start();
  }

  /** Look for due messages now rather than at the next poll. */
  wake(): void {
    this.#loop.wake();
  }

  /** Deliveries in flight are cut short and stay pending for the next process; nothing is lost. */
  async close(): Promise<void> {
    await this.#loop.close();
    await Promise.allSettled([...this.#inFlight.values()].map((under) => under.delivery));
  }

  /**
   * Fills the free slots with due messages. With every slot taken it waits for one to free; a
   * delivery that ends wakes the loop, so the next message is claimed at once.
   */
  async #round(): Promise<number> {
    const room = IN_FLIGHT - this.#inFlight.size;
    if (room === 0) {
      await Promise.race([...this.#inFlight.values()].map((under) => under.delivery));
      return 0;
    }
    const claimed = await claimDue(this.#deps.database.db, this.#deps.now(), room, this.leaseMs, [
      ...this.#inFlight.values(),
    ]);
    for (const message of claimed) this.#start(message);
    if (claimed.length === room) return 0;
    // What is due may wait for its kind's delivery under way, whose end wakes the loop: rest
    // until then (or the poll) rather than asking again at once.
    return this.#inFlight.size > 0 ? POLL_MS : this.#untilNextDue();
  }

  /** Delivers a message beside the others; its end frees its slot and wakes the loop. */
  #start(message: OutboxMessage): void {
    const delivery: Promise<void> = this.#process(message)
      .catch((error: unknown) => {
        // Its outcome could not be written (the database went away): the lease runs out and
        // the message is claimed again.
        this.#deps.log.warn({ err: error, kind: message.kind }, "outbox: delivery round failed");
      })
      .finally(() => {
        this.#inFlight.delete(message.id);
        this.#loop.wake();
      });
    this.#inFlight.set(message.id, { id: message.id, kind: message.kind, delivery });
  }

  /** Until the next retry comes due, at most a poll's time (a new message wakes us anyway). */
  async #untilNextDue(): Promise<number> {
    const next = await nextDueAt(this.#deps.database.db).catch(() => undefined);
    if (!next) return POLL_MS;
    return Math.min(POLL_MS, Math.max(10, next.getTime() - this.#deps.now().getTime()));
  }

  async #process(message: OutboxMessage): Promise<void> {
    const { db } = this.#deps.database;
    const delays = this.#deps.integrations.retryDelaysMs;
    const handler = this.#deps.handlers[message.kind];
    if (!handler) {
      await markFailed(db, message.id, `Cairn has no way to deliver a "${message.kind}" message.`);
      return;
    }
    const lastAttempt = message.attempts > delays.length;
    let result: Delivery;
    try {
      result = await handler(message.payload, {
        db,
        secretBox: this.#deps.secretBox,
        integrations: this.#deps.integrations,
        now: this.#deps.now,
        signal: this.#loop.signal,
        messageId: message.id,
        attempt: message.attempts,
        lastAttempt,
      });
    } catch (error) {
      this.#deps.log.error({ err: error, kind: message.kind }, "outbox: handler failed");
      result = { ok: false, retryable: true, error: "Cairn could not prepare the message." };
    }
    if (result.ok) {
      await markDelivered(db, message.id, this.#deps.now());
    } else if (this.#loop.signal.aborted) {
      // Cut short by shutdown: due again at once, for whichever process runs next.
      await scheduleRetry(db, message.id, this.#deps.now(), result.error);
    } else if (!result.retryable || lastAttempt) {
      await markFailed(db, message.id, result.error);
    } else {
      const wait = retryDelayMs(delays, message.attempts, result.retryAfterMs);
      await scheduleRetry(
        db,
        message.id,
        new Date(this.#deps.now().getTime() + wait),
        result.error,
      );
    }
  }
}
