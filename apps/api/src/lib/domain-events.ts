/**
 * Domain events, heard inside the transaction of the change that caused them. An aggregate's
 * change returns the events it caused and hands them to `dispatch` before it commits; each
 * subscriber writes what it keeps of them (a history line, a webhook delivery, an outbox
 * message) with the same transaction, so it exists exactly when the change does, and a
 * subscriber's failure rolls the change back.
 *
 * The aggregate imports none of its subscribers: the composition root (subscribers.ts) names
 * them once, in the order they run. Subscribers run one after another, as statements on one
 * transaction's connection must.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

export type Subscriber<Event> = (trx: Kysely<Database>, event: Event) => Promise<void>;

export class DomainEvents<Event extends { type: string }> {
  #subscribers: readonly Subscriber<Event>[] | undefined;

  /** `name` is the aggregate's, for the error of a change made before any subscriber was set. */
  constructor(readonly name: string) {}

  /** Sets who hears the events, in order (the composition root, once; again replaces them). */
  subscribe(subscribers: readonly Subscriber<Event>[]): void {
    this.#subscribers = [...subscribers];
  }

  async dispatch(trx: Kysely<Database>, events: readonly Event[]): Promise<void> {
    // A change nobody hears would lose its history and webhooks without a word: refuse it.
    if (!this.#subscribers) {
      throw new Error(
        `A ${this.name} change was made before its subscribers were set (subscribers.ts).`,
      );
    }
    for (const event of events) {
      for (const subscriber of this.#subscribers) await subscriber(trx, event);
    }
  }
}
