/**
 * Values computed from the database and kept in memory for as long as the database has not
 * announced a change to what they were computed from. A trigger NOTIFYs `channel` inside every
 * transaction that changes the source rows (so a rolled-back change announces nothing, and a
 * change made by any process — or by an operator in psql — reaches every process).
 *
 * Why it stays true:
 * - Every announcement drops every entry.
 * - A read that started before an announcement is not kept (the epoch check): its snapshot may
 *   predate the change. A change committed after the read's snapshot is announced after the
 *   epoch was taken, so the epoch has moved by the time the read is stored.
 * - While the process is not listening (not yet started, or the connection dropped), nothing
 *   is served from memory: announcements may be missed.
 * An announcement reaches this process a moment after its commit (at once on PGlite, within
 * a millisecond or so on PostgreSQL); a read in that moment may still be served the entry from
 * before the change.
 */
import type { FastifyBaseLogger } from "fastify";
import { ChannelListener } from "./channel-listener.js";
import type { DatabaseHandle } from "./connect.js";

export class AnnouncedCache<V> {
  readonly #entries = new Map<string, V>();
  readonly #maxEntries: number;
  readonly #listener: ChannelListener;
  #epoch = 0;
  #listening = false;

  constructor(
    database: DatabaseHandle,
    channel: string,
    log: FastifyBaseLogger,
    options: { maxEntries?: number } = {},
  ) {
    this.#maxEntries = options.maxEntries ?? 1000;
    this.#listener = new ChannelListener(database, channel, log, {
      message: () => this.#clear(),
      onState: (listening) => {
        this.#clear();
        this.#listening = listening;
      },
    });
  }

  /** The value kept for `key`, or else what `compute` reads (kept unless a change came meanwhile). */
  async get(key: string, compute: () => Promise<V>): Promise<V> {
    if (this.#listening) {
      const kept = this.#entries.get(key);
      if (kept !== undefined) return kept;
    }
    const epoch = this.#epoch;
    const value = await compute();
    if (this.#listening && epoch === this.#epoch) this.#remember(key, value);
    return value;
  }

  #remember(key: string, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      // Maps iterate in insertion order: the first key is the least recently remembered.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, value);
  }

  #clear(): void {
    this.#epoch += 1;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  start(): Promise<void> {
    return this.#listener.start();
  }

  close(): Promise<void> {
    return this.#listener.close();
  }
}
