import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { DomainEvents } from "./domain-events.js";

type Event = { type: "a" | "b"; n: number };
const trx = {} as Kysely<Database>;

describe("DomainEvents", () => {
  it("hands each event to every subscriber, in the order they were named", async () => {
    const heard: string[] = [];
    const events = new DomainEvents<Event>("test");
    events.subscribe([
      async (_trx, event) => {
        heard.push(`first ${event.type}${event.n}`);
      },
      async (_trx, event) => {
        heard.push(`second ${event.type}${event.n}`);
      },
    ]);
    await events.dispatch(trx, [
      { type: "a", n: 1 },
      { type: "b", n: 2 },
    ]);
    expect(heard).toEqual(["first a1", "second a1", "first b2", "second b2"]);
  });

  it("refuses a change before its subscribers are set, rather than lose what they write", async () => {
    const events = new DomainEvents<Event>("widget");
    await expect(events.dispatch(trx, [{ type: "a", n: 1 }])).rejects.toThrow(
      "A widget change was made before its subscribers were set (subscribers.ts).",
    );
  });

  it("stops at a subscriber's failure, so the change's transaction rolls back", async () => {
    const heard: number[] = [];
    const events = new DomainEvents<Event>("test");
    events.subscribe([
      async () => {
        throw new Error("disk full");
      },
      async (_trx, event) => {
        heard.push(event.n);
      },
    ]);
    await expect(events.dispatch(trx, [{ type: "a", n: 1 }])).rejects.toThrow("disk full");
    expect(heard).toEqual([]);
  });
});
