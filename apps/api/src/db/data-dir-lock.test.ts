import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.js";

const freshDir = () => mkdtempSync(join(tmpdir(), "cairn-lock-"));

describe("lockDataDir", () => {
  it("refuses a second owner while the first holds the folder, then lets go", () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Cairn server/);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it("refuses a folder locked by another live process", () => {
    const dir = freshDir();
    // The parent of this test process is alive and is not us.
    writeFileSync(
      join(dir, "server.lock"),
      JSON.stringify({ pid: process.ppid, host: hostname() }),
    );
    expect(() => lockDataDir(dir)).toThrow(`(process ${process.ppid})`);
  });

  it("takes over a lock left behind by a process that has exited", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "server.lock"), JSON.stringify({ pid: 2 ** 22 + 1, host: hostname() }));
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, "server.lock"), "utf8")).pid).toBe(process.pid);
    release();
  });
});
