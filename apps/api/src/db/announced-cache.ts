/**
 * Values computed from the database and kept in memory for as long as the database has not
 * announced a change to what they were computed from. A trigger NOTIFYs `channel` inside every
 * transaction that changes the source rows (so a rolled-back change announces nothing, and a
 * change made by any process — or by an operator in psql — reaches every process).
 *
 * Why it stays true:
 * - An announcement drops every entry, or, for a cache whose entries belong to groups (the
 *   sessions of one user), only the entries of the group the announcement names.
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

export interface AnnouncedCacheOptions<V> {
  /** Past this many entries the least recently remembered goes first (default 1,000). */
  maxEntries?: number;
  /**
   * The group an entry belongs to. With it, an announcement's payload names the group whose
   * entries it drops (an empty payload still drops everything).
   */
  groupOf?: (value: V) => string;
}

export class AnnouncedCache<V> {
  readonly #entries = new Map<string, V>();
  /** Keys by group, so that an announcement about one group touches only its entries. */
  readonly #groups = new Map<string, Set<string>>();
  readonly #maxEntries: number;
  readonly #groupOf: ((value: V) => string) | undefined;
  readonly #listener: ChannelListener;
  #epoch = 0;
  #listening = false;

  constructor(
    database: DatabaseHandle,
    channel: string,
    log: FastifyBaseLogger,
    options: AnnouncedCacheOptions<V> = {},
  ) {
    this.#maxEntries = options.maxEntries ?? 1000;
    this.#groupOf = options.groupOf;
    this.#listener = new ChannelListener(database, channel, log, {
      message: (payload) => {
        if (this.#groupOf && payload !== "") this.forgetGroup(payload);
        else this.#clear();
      },
      onState: (listening) => {
        // Announcements may have been missed: start again from the database.
        this.#clear();
        this.#listening = listening;
      },
    });
  }

  /** The value kept for `key`, or else what `compute` reads (kept unless a change came meanwhile). */
  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    const epoch = this.#epoch;
    const value = await compute();
    this.remember(key, value, epoch);
    return value;
  }

  /** The value kept for `key`, or undefined (then the database decides). */
  peek(key: string): V | undefined {
    return this.#listening ? this.#entries.get(key) : undefined;
  }

  /**
   * Marks the start of a database read, for a caller that decides after reading whether what it
   * read may be kept: pass the mark to `remember`.
   */
  get epoch(): number {
    return this.#epoch;
  }

  /** Keeps what a read found, unless a change was announced since the read began. */
  remember(key: string, value: V, readEpoch: number): void {
    if (!this.#listening || readEpoch !== this.#epoch) return;
    this.#drop(key);
    if (this.#entries.size >= this.#maxEntries) {
      // Maps iterate in insertion order: the first key is the least recently remembered.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#drop(oldest);
    }
    this.#entries.set(key, value);
    if (this.#groupOf) {
      const group = this.#groupOf(value);
      const keys = this.#groups.get(group) ?? new Set<string>();
      keys.add(key);
      this.#groups.set(group, keys);
    }
  }

  /** Drops one entry (this process changed its source and must not serve it again). */
  forget(key: string): void {
    this.#epoch += 1;
    this.#drop(key);
  }

  /** Drops every entry of a group. */
  forgetGroup(group: string): void {
    this.#epoch += 1;
    for (const key of this.#groups.get(group) ?? []) this.#entries.delete(key);
    this.#groups.delete(group);
  }

  #drop(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    if (!this.#groupOf) return;
    const group = this.#groupOf(value);
    const keys = this.#groups.get(group);
    keys?.delete(key);
    if (keys?.size === 0) this.#groups.delete(group);
  }

  #clear(): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.#groups.clear();
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
