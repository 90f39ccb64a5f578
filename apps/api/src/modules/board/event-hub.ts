/**
 * Live board changes. A change is published with PostgreSQL's NOTIFY; every API process LISTENs
 * once and hands each event to the subscribers of that project on this process, so a move made
 * through one process reaches browsers connected to any other. PGlite supports the same.
 */
import { type BoardEvent, boardEvent } from "@cairn/schema/board";
import type { FastifyBaseLogger } from "fastify";
import { type Kysely, sql } from "kysely";
import type { DatabaseHandle } from "../../db/connect.js";
import type { Database } from "../../db/database.js";

export const BOARD_CHANNEL = "cairn_board_events";
const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

export async function publishBoardEvent(
  db: Kysely<Database>,
  event: Omit<BoardEvent, "at"> & { at?: Date },
): Promise<void> {
  const payload = JSON.stringify({ ...event, at: (event.at ?? new Date()).toISOString() });
  await sql`select pg_notify(${BOARD_CHANNEL}, ${payload})`.execute(db);
}

interface Subscriber {
  projectId: number;
  push(event: BoardEvent): void;
  end(): void;
}

export class BoardEventHub {
  readonly #database: DatabaseHandle;
  readonly #log: FastifyBaseLogger;
  readonly #subscribers = new Set<Subscriber>();
  #unlisten: (() => Promise<void>) | undefined;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #attempt = 0;
  #closed = false;

  constructor(database: DatabaseHandle, log: FastifyBaseLogger) {
    this.#database = database;
    this.#log = log;
  }

  async start(): Promise<void> {
    try {
      this.#unlisten = await this.#database.listen(
        BOARD_CHANNEL,
        (payload) => this.#deliver(payload),
        (error) => this.#lost(error),
      );
      this.#attempt = 0;
    } catch (error) {
      this.#lost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  #lost(error: Error): void {
    if (this.#closed) return;
    const delay = RETRY_MS[Math.min(this.#attempt, RETRY_MS.length - 1)] ?? 30_000;
    this.#attempt += 1;
    this.#log.warn({ err: error }, `board events: listening stopped; retrying in ${delay} ms`);
    this.#retry = setTimeout(() => void this.start(), delay);
    this.#retry.unref();
  }

  #deliver(payload: string): void {
    let event: BoardEvent;
    try {
      event = boardEvent.parse(JSON.parse(payload));
    } catch {
      this.#log.warn("board events: ignored a malformed notification");
      return;
    }
    for (const subscriber of this.#subscribers) {
      if (subscriber.projectId === event.projectId) subscriber.push(event);
    }
  }

  /** The events of one project, until `signal` aborts or the hub closes. */
  async *subscribe(projectId: number, signal?: AbortSignal): AsyncGenerator<BoardEvent> {
    const queue: BoardEvent[] = [];
    let wake: (() => void) | undefined;
    let ended = false;
    const subscriber: Subscriber = {
      projectId,
      push(event) {
        queue.push(event);
        wake?.();
      },
      end() {
        ended = true;
        wake?.();
      },
    };
    const onAbort = () => subscriber.end();
    signal?.addEventListener("abort", onAbort);
    this.#subscribers.add(subscriber);
    try {
      while (!ended && !this.#closed) {
        const next = queue.shift();
        if (next) {
          yield next;
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    } finally {
      signal?.removeEventListener("abort", onAbort);
      this.#subscribers.delete(subscriber);
    }
  }

  get subscriberCount(): number {
    return this.#subscribers.size;
  }

  /** Ends every stream (so shutdown does not wait on open connections) and stops listening. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    for (const subscriber of this.#subscribers) subscriber.end();
    await this.#unlisten?.();
  }
}
