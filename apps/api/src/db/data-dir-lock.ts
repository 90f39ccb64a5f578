/**
 * One server per embedded data directory: PGlite keeps the database in memory and writes it
 * back to the folder, so two processes on one folder would overwrite each other's work. The
 * lock is a file created exclusively; a lock left by a process that no longer runs is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { resolve } from "node:path";

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another Cairn server (process ${pid}). ` +
        "Stop that server first, or start this one with another DATA_DIR.",
    );
    this.name = "DataDirInUseError";
  }
}

interface LockOwner {
  pid: number;
  host: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" && typeof owner.host === "string"
      ? { pid: owner.pid, host: owner.host }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Lock files this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

/** Takes the lock of `dataDir` for this process; returns the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(dataDir, "server.lock");
  if (held.has(file)) throw new DataDirInUseError(dataDir, process.pid);
  const me: LockOwner = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: "wx" });
      held.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(file);
        const owner = readOwner(file);
        if (owner?.pid === me.pid && owner.host === me.host) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      // A lock from another machine (a shared volume) cannot be checked: respect it. A lock
      // naming this very process is a leftover of a previous run with the same pid (containers).
      const inUse =
        owner && (owner.host !== me.host || (owner.pid !== me.pid && isRunning(owner.pid)));
      if (owner && inUse) {
        throw new DataDirInUseError(dataDir, owner.pid);
      }
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
