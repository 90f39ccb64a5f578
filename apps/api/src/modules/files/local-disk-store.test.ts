import { mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { LocalDiskStore } from "./local-disk-store.js";

function freshStore() {
  const root = join(mkdtempSync(join(tmpdir(), "cairn-files-")), "files");
  return { root, store: new LocalDiskStore(root) };
}

/** A stream that sends `first`, then fails. */
function failingAfter(first: string): Readable {
  return new Readable({
    read() {
      if (this.readableLength === 0 && !this.destroyed) {
        this.push(first);
        setImmediate(() => this.destroy(new Error("the uploader went away")));
      }
    },
  });
}

describe("LocalDiskStore", () => {
  it("stores a stream under its key, reads it back, tells it exists and deletes it", async () => {
    const { root, store } = freshStore();
    const body = "Risk register\n";
    await store.put("tasks/7/abc", Readable.from([Buffer.from(body)]), {
      length: body.length,
      contentType: "text/plain",
    });
    expect(readFileSync(join(root, "tasks", "7", "abc"), "utf8")).toBe(body);
    expect(await store.exists("tasks/7/abc")).toBe(true);
    const stored = await store.get("tasks/7/abc");
    expect(stored?.length).toBe(body.length);
    expect(await text(stored?.stream ?? Readable.from([]))).toBe(body);
    await store.delete("tasks/7/abc");
    expect(await store.exists("tasks/7/abc")).toBe(false);
    expect(await store.get("tasks/7/abc")).toBeUndefined();
  });

  it("deletes a missing file as a success", async () => {
    const { store } = freshStore();
    await expect(store.delete("tasks/1/never-there")).resolves.toBeUndefined();
  });

  it("writes whole or nothing: a stream that fails leaves no file and no part", async () => {
    const { root, store } = freshStore();
    await expect(
      store.put("tasks/1/broken", failingAfter("half a file"), { length: 100, contentType: "x" }),
    ).rejects.toThrow("the uploader went away");
    expect(await store.exists("tasks/1/broken")).toBe(false);
    expect(readdirSync(join(root, ".incoming"))).toEqual([]);
  });

  it("refuses a stream of another length than announced, keeping nothing", async () => {
    const { root, store } = freshStore();
    await expect(
      store.put("tasks/1/short", Readable.from([Buffer.from("abc")]), {
        length: 4,
        contentType: "x",
      }),
    ).rejects.toThrow("ended after 3 of its 4 bytes");
    await expect(
      store.put("tasks/1/long", Readable.from([Buffer.from("abcde")]), {
        length: 4,
        contentType: "x",
      }),
    ).rejects.toThrow("longer than its 4 bytes");
    expect(await store.exists("tasks/1/short")).toBe(false);
    expect(await store.exists("tasks/1/long")).toBe(false);
    expect(readdirSync(join(root, ".incoming"))).toEqual([]);
  });

  it("refuses every key that could leave its folder, before touching the disk", async () => {
    const { root, store } = freshStore();
    for (const key of ["../outside", "tasks/../../outside", "/etc/passwd", "tasks\\..\\x"]) {
      await expect(
        store.put(key, Readable.from([Buffer.from("x")]), { length: 1, contentType: "x" }),
      ).rejects.toThrow(/Not a file key/);
      await expect(store.get(key)).rejects.toThrow(/Not a file key/);
      await expect(store.delete(key)).rejects.toThrow(/Not a file key/);
      await expect(store.exists(key)).rejects.toThrow(/Not a file key/);
    }
    expect(() => store.pathOf("tasks/1/x")).not.toThrow();
    expect(store.pathOf("tasks/1/x").startsWith(root)).toBe(true);
  });

  it("sweeps the parts a crash left behind, only once they are old", async () => {
    const { root, store } = freshStore();
    await mkdir(join(root, ".incoming"), { recursive: true });
    const old = join(root, ".incoming", "old.part");
    const young = join(root, ".incoming", "young.part");
    writeFileSync(old, "x");
    writeFileSync(young, "y");
    const now = new Date();
    const twoDaysAgo = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    expect(await store.sweepIncoming(now)).toBe(1);
    expect(readdirSync(join(root, ".incoming"))).toEqual(["young.part"]);
  });
});
