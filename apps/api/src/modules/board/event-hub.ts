/**
 * Live board changes. A change is published with PostgreSQL's NOTIFY, by placement.ts only and
 * inside the transaction of the change (so a rolled-back change announces nothing); every API
 * process LISTENs once and hands each event to the subscribers of that project on this process,
 * so a move made through one process reaches browsers connected to any other. PGlite supports
 * the same.
 */
import { type BoardEvent, boardEvent } from "@cairn/schema/board";
import type { FastifyBaseLogger } from "fastify";
import { type Kysely, sql } from "kysely";
import { ChannelListener } from "../../db/channel-listener.js";
import type { DatabaseHandle } from "../../db/connect.js";
import type { Database } from "../../db/database.js";

export const BOARD_CHANNEL = "cairn_board_events";

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more (in its default build). */
export const MAX_NOTIFY_BYTES = 7999;

/**
 * The text of an event's notification. A task whose text would not fit (a description of
 * thousands of characters in a wide script) is left out: the event then says `task: null`, and
 * its readers read the board instead.
 */
export function boardEventPayload(event: BoardEvent): string {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES) return payload;
  if (
    event.type === "task.created" ||
    event.type === "task.updated" ||
    event.type === "task.moved"
  ) {
    return JSON.stringify({ ...event, task: null });
  }
  return payload;
}

/** Announces a board change; call it inside the transaction of the change (placement.ts). */
export async function publishBoardEvent(db: Kysely<Database>, event: BoardEvent): Promise<void> {
  await sql`select pg_notify(${BOARD_CHANNEL}, ${boardEventPayload(event)})`.execute(db);
}

interface Subscriber {
  projectId: number;
  push(event: BoardEvent): void;
  end(): void;
}

export class BoardEventHub {
  readonly #log: FastifyBaseLogger;
  readonly #listener: ChannelListener;
  readonly #subscribers = new Set<Subscriber>();
  #closed = false;

  constructor(database: DatabaseHandle, log: FastifyBaseLogger) {
    this.#log = log;
    this.#listener = new ChannelListener(database, BOARD_CHANNEL, log, {
      message: (payload) => this.#deliver(payload),
    });
  }

  start(): Promise<void> {
    return this.#listener.start();
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
    for (const subscriber of this.#subscribers) subscriber.end();
    await this.#listener.close();
  }
}
