/**
 * The life of a background worker in this process (the outbox's deliveries, the jobs' runs): a
 * loop of rounds over a table that several processes share, woken at once by the NOTIFY that a
 * change sends on `channel` at commit, else by its own poll (for what comes due later, and for
 * notices missed while the listener reconnected). A round that fails is logged and the loop
 * carries on: the work waits in its table. `close()` aborts `signal`, ends the pause, and waits
 * for the round in flight, which stops between two items and leaves the rest for the next claim.
 */
import type { FastifyBaseLogger } from "fastify";
import { ChannelListener } from "../db/channel-listener.js";
import type { DatabaseHandle } from "../db/connect.js";
import { WakeablePause } from "./wakeable-pause.js";

export interface WorkerRounds {
  /**
   * Does one round of work; answers how long to rest before the next (0: more is waiting, go
   * on at once).
   */
  round(): Promise<number>;
  /** How long to rest after a round that failed. */
  restAfterFailureMs: number;
  /** The warning logged when a round fails ("outbox: delivery round failed"). */
  failure: string;
}

export class WorkerLoop {
  readonly #rounds: WorkerRounds;
  readonly #log: FastifyBaseLogger;
  readonly #listener: ChannelListener;
  readonly #stopping = new AbortController();
  readonly #pause = new WakeablePause();
  #loop: Promise<void> | undefined;

  constructor(
    database: DatabaseHandle,
    channel: string,
    log: FastifyBaseLogger,
    rounds: WorkerRounds,
  ) {
    this.#rounds = rounds;
    this.#log = log;
    this.#listener = new ChannelListener(database, channel, log, { message: () => this.wake() });
  }

  /** Aborted when the worker closes: the work in flight stops between two items. */
  get signal(): AbortSignal {
    return this.#stopping.signal;
  }

  async start(): Promise<void> {
    await this.#listener.start();
    this.#loop ??= this.#run();
  }

  /** Look for work now rather than at the next poll. */
  wake(): void {
    this.#pause.wake();
  }

  async close(): Promise<void> {
    this.#stopping.abort();
    this.wake();
    await this.#listener.close();
    await this.#loop;
  }

  async #run(): Promise<void> {
    while (!this.#stopping.signal.aborted) {
      let rest: number;
      try {
        rest = await this.#rounds.round();
      } catch (error) {
        // The database may be away: the work waits in its table and the next round retries.
        this.#log.warn({ err: error }, this.#rounds.failure);
        rest = this.#rounds.restAfterFailureMs;
      }
      if (rest > 0) await this.#pause.wait(rest);
    }
  }
}
