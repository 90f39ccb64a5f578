import { describe, expect, it } from "vitest";
import { AnnouncedCache } from "./announced-cache.js";
import type { DatabaseHandle } from "./connect.js";

/** A database whose one channel the test announces on, and whose connection it can drop. */
function fakeDatabase() {
  let onMessage: ((payload: string) => void) | undefined;
  let onLost: ((error: Error) => void) | undefined;
  const database = {
    async listen(_channel: string, message: (payload: string) => void, lost?: (e: Error) => void) {
      onMessage = message;
      onLost = lost;
      return async () => {};
    },
  } as unknown as DatabaseHandle;
  return {
    database,
    announce: (payload = "") => onMessage?.(payload),
    drop: () => onLost?.(new Error("connection lost")),
  };
}

const log = { warn() {} } as never;

function counter() {
  let reads = 0;
  return {
    read: async () => {
      reads += 1;
      return reads;
    },
    get reads() {
      return reads;
    },
  };
}

describe("AnnouncedCache", () => {
  it("serves nothing from memory before it listens", async () => {
    const { database } = fakeDatabase();
    const cache = new AnnouncedCache<number>(database, "changes", log);
    const source = counter();
    expect(await cache.get("day", source.read)).toBe(1);
    expect(await cache.get("day", source.read)).toBe(2);
  });

  it("answers a kept value until a change is announced, then reads again", async () => {
    const { database, announce } = fakeDatabase();
    const cache = new AnnouncedCache<number>(database, "changes", log);
    await cache.start();
    const source = counter();
    expect(await cache.get("day", source.read)).toBe(1);
    expect(await cache.get("day", source.read)).toBe(1);
    announce();
    expect(await cache.get("day", source.read)).toBe(2);
    expect(source.reads).toBe(2);
  });

  it("does not keep a read that a change overtook", async () => {
    const { database, announce } = fakeDatabase();
    const cache = new AnnouncedCache<number>(database, "changes", log);
    await cache.start();
    const source = counter();
    // The change is announced while the read is under way: what it found may predate it.
    expect(
      await cache.get("day", async () => {
        const value = await source.read();
        announce();
        return value;
      }),
    ).toBe(1);
    expect(await cache.get("day", source.read)).toBe(2);
    expect(await cache.get("day", source.read)).toBe(2);
  });

  it("serves nothing from memory once the connection is lost", async () => {
    const { database, drop } = fakeDatabase();
    const cache = new AnnouncedCache<number>(database, "changes", log);
    await cache.start();
    const source = counter();
    await cache.get("day", source.read);
    drop();
    expect(await cache.get("day", source.read)).toBe(2);
    expect(await cache.get("day", source.read)).toBe(3);
    await cache.close();
  });

  it("keeps one value per key, the oldest going first past the bound", async () => {
    const { database } = fakeDatabase();
    const cache = new AnnouncedCache<string>(database, "changes", log, { maxEntries: 2 });
    await cache.start();
    await cache.get("monday", async () => "m");
    await cache.get("tuesday", async () => "t");
    await cache.get("wednesday", async () => "w");
    expect(cache.size).toBe(2);
    expect(await cache.get("tuesday", async () => "read again")).toBe("t");
    expect(await cache.get("monday", async () => "read again")).toBe("read again");
  });

  it("drops only the group an announcement names, when entries belong to groups", async () => {
    const { database, announce } = fakeDatabase();
    const cache = new AnnouncedCache<{ user: number; n: number }>(database, "changes", log, {
      groupOf: (value) => String(value.user),
    });
    await cache.start();
    await cache.get("a1", async () => ({ user: 1, n: 1 }));
    await cache.get("a2", async () => ({ user: 1, n: 2 }));
    await cache.get("b1", async () => ({ user: 2, n: 3 }));
    announce("1");
    expect(cache.peek("a1")).toBeUndefined();
    expect(cache.peek("a2")).toBeUndefined();
    expect(cache.peek("b1")).toEqual({ user: 2, n: 3 });
    announce();
    expect(cache.size).toBe(0);
  });

  it("forgets one key, and does not keep a read that began before it was forgotten", async () => {
    const { database } = fakeDatabase();
    const cache = new AnnouncedCache<string>(database, "changes", log);
    await cache.start();
    await cache.get("token", async () => "old");
    const epoch = cache.epoch;
    cache.forget("token");
    expect(cache.peek("token")).toBeUndefined();
    cache.remember("token", "read before the change", epoch);
    expect(cache.peek("token")).toBeUndefined();
    cache.remember("token", "read after", cache.epoch);
    expect(cache.peek("token")).toBe("read after");
  });
});
