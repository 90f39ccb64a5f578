/**
 * A LISTEN that stays up: when its connection drops it says so (`onState(false)`) and listens
 * again after a growing pause (1 s up to 30 s), then says `onState(true)`. PGlite's listener
 * never drops; PostgreSQL's holds a connection of its own (db/connect.ts).
 */
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "./connect.js";

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

export interface ChannelHandlers {
  message(payload: string): void;
  /** Whether notifications are arriving; while false, some may be missed. */
  onState?(listening: boolean): void;
}

export class ChannelListener {
  #unlisten: (() => Promise<void>) | undefined;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #attempt = 0;
  #closed = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: ChannelHandlers,
  ) {}

  async start(): Promise<void> {
    try {
      this.#unlisten = await this.database.listen(
        this.channel,
        (payload) => this.handlers.message(payload),
        (error) => this.#lost(error),
      );
      this.#attempt = 0;
      this.handlers.onState?.(true);
    } catch (error) {
      this.#lost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  #lost(error: Error): void {
    this.handlers.onState?.(false);
    if (this.#closed) return;
    const delay = RETRY_MS[Math.min(this.#attempt, RETRY_MS.length - 1)] ?? 30_000;
    this.#attempt += 1;
    this.log.warn({ err: error }, `${this.channel}: listening stopped; retrying in ${delay} ms`);
    this.#retry = setTimeout(() => void this.start(), delay);
    this.#retry.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    this.handlers.onState?.(false);
    await this.#unlisten?.();
  }
}
