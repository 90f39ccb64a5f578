/**
 * The sessions this process has checked, kept in memory so an authenticated request does not
 * read the database only to learn who is asking.
 *
 * Why it stays true:
 * - An entry is dropped when its session or its user changes anywhere: the database announces
 *   every such change on `SESSION_CHANNEL` (migration session-change-notices), and this
 *   process also drops what it revokes itself before answering, so its own next request
 *   never sees a session it has just ended.
 * - An entry serves only while the session is inside both expiry windows and has no
 *   last-seen time to write (sessions.repo.ts writes it once a minute), so each session is
 *   read again from the database at least once a minute anyway.
 * - A read that started before a change was announced is not kept (the epoch check): it may
 *   hold the state from before the change.
 * - While the process is not listening (not yet started, or the connection dropped), nothing
 *   is served from memory.
 */
import type { FastifyBaseLogger } from "fastify";
import { ChannelListener } from "../../db/channel-listener.js";
import type { DatabaseHandle } from "../../db/connect.js";
import type { ActiveSession } from "../../trpc/identity.js";

export const SESSION_CHANNEL = "cairn_session_changes";
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  session: ActiveSession;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  lastSeenAt: number;
}

export class SessionCache {
  readonly #entries = new Map<string, CachedSession>();
  /** Token hashes by user id, so a change to one user touches only their entries. */
  readonly #byUser = new Map<number, Set<string>>();
  #epoch = 0;
  #listening = false;
  readonly #listener: ChannelListener;

  constructor(database: DatabaseHandle, log: FastifyBaseLogger) {
    this.#listener = new ChannelListener(database, SESSION_CHANNEL, log, {
      message: (payload) => this.#changed(payload),
      onState: (listening) => {
        // Announcements may have been missed: start again from the database.
        this.#clear();
        this.#listening = listening;
      },
    });
  }

  /** A cached entry for a token hash, or undefined (then the database decides). */
  get(tokenHash: string): CachedSession | undefined {
    return this.#listening ? this.#entries.get(tokenHash) : undefined;
  }

  /** Marks the start of a database read; pass the mark to `remember`. */
  get epoch(): number {
    return this.#epoch;
  }

  /** Keeps what a read found, unless a change was announced since the read began. */
  remember(tokenHash: string, entry: CachedSession, readEpoch: number): void {
    if (!this.#listening || readEpoch !== this.#epoch) return;
    this.#drop(tokenHash);
    if (this.#entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the first key is the least recently remembered.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#drop(oldest);
    }
    this.#entries.set(tokenHash, entry);
    const userId = entry.session.user.id;
    const tokens = this.#byUser.get(userId) ?? new Set<string>();
    tokens.add(tokenHash);
    this.#byUser.set(userId, tokens);
  }

  /** Drops every session of a user (their row or one of their sessions changed). */
  forgetUser(userId: number): void {
    this.#epoch += 1;
    for (const tokenHash of this.#byUser.get(userId) ?? []) this.#entries.delete(tokenHash);
    this.#byUser.delete(userId);
  }

  /** Drops one token's entry (the session was replaced or ended by this process). */
  forgetToken(tokenHash: string): void {
    this.#epoch += 1;
    this.#drop(tokenHash);
  }

  #drop(tokenHash: string): void {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return;
    this.#entries.delete(tokenHash);
    const tokens = this.#byUser.get(entry.session.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.#byUser.delete(entry.session.user.id);
  }

  get size(): number {
    return this.#entries.size;
  }

  start(): Promise<void> {
    return this.#listener.start();
  }

  #changed(payload: string): void {
    const userId = Number(payload);
    if (Number.isInteger(userId)) this.forgetUser(userId);
    else this.#clear();
  }

  #clear(): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.#byUser.clear();
  }

  close(): Promise<void> {
    return this.#listener.close();
  }
}
