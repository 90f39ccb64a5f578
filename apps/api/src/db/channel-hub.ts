/**
 * One LISTEN per process on a NOTIFY channel, fanned out to the live streams of this process
 * that follow one key of it (a project's board, a person's inbox). The change that causes an
 * event announces it inside its own transaction, so a rolled-back change announces nothing and
 * a change made through one process reaches streams open on any other. PGlite supports the same.
 */
import type { FastifyBaseLogger } from "fastify";
import { ChannelListener } from "./channel-listener.js";
import type { DatabaseHandle } from "./connect.js";

interface Subscriber<E, K> {
  key: K;
  push(event: E): void;
  end(): void;
}

export interface ChannelHubOptions<E, K> {
  /** Reads a notification's payload; throws on one that is malformed (it is then ignored). */
  parse(payload: string): E;
  /** Which subscribers an event is for. */
  key(event: E): K;
}

export class ChannelHub<E, K> {
  readonly #log: FastifyBaseLogger;
  readonly #channel: string;
  readonly #options: ChannelHubOptions<E, K>;
  readonly #listener: ChannelListener;
  readonly #subscribers = new Set<Subscriber<E, K>>();
  #closed = false;

  constructor(
    database: DatabaseHandle,
    channel: string,
    log: FastifyBaseLogger,
    options: ChannelHubOptions<E, K>,
  ) {
    this.#log = log;
    this.#channel = channel;
    this.#options = options;
    this.#listener = new ChannelListener(database, channel, log, {
      message: (payload) => this.#deliver(payload),
    });
  }

  start(): Promise<void> {
    return this.#listener.start();
  }

  #deliver(payload: string): void {
    let event: E;
    try {
      event = this.#options.parse(payload);
    } catch {
      this.#log.warn(`${this.#channel}: ignored a malformed notification`);
      return;
    }
    const key = this.#options.key(event);
    for (const subscriber of this.#subscribers) {
      if (subscriber.key === key) subscriber.push(event);
    }
  }

  /** The events of one key, until `signal` aborts or the hub closes. */
  async *subscribe(key: K, signal?: AbortSignal): AsyncGenerator<E> {
    const queue: E[] = [];
    let wake: (() => void) | undefined;
    let ended = false;
    const subscriber: Subscriber<E, K> = {
      key,
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
        if (next !== undefined) {
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
