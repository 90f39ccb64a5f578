/**
 * Files on local disk, under DATA_DIR/files (docs/files.md). A file is written to a temporary
 * file in `.incoming/` (same filesystem), flushed, then renamed into place: a reader sees the
 * whole file or none, and a crash mid-write leaves only a `.part` file, swept later. Keys are
 * checked (file-store.ts) and the path made from one is checked again to lie inside the folder.
 */
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  assertValidKey,
  type FileStore,
  FileStoreError,
  type PutOptions,
  type StoredObject,
} from "./file-store.js";

const INCOMING = ".incoming";

/** An error of the filesystem (it names a system call), not one of the stream being stored. */
function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).syscall === "string";
}

function storeError(error: unknown): unknown {
  if (!isSystemError(error)) return error;
  return new FileStoreError(`The file store on disk failed (${error.code ?? "error"}).`, true, {
    cause: error,
  });
}

export class LocalDiskStore implements FileStore {
  readonly description: string;
  readonly #root: string;
  readonly #incoming: string;

  constructor(root: string) {
    this.#root = resolve(root);
    this.#incoming = join(this.#root, INCOMING);
    this.description = `local disk (${this.#root})`;
  }

  /** The file's path; throws for a bad key or a path that would leave the folder. */
  pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(this.#root, ...key.split("/"));
    if (!path.startsWith(this.#root + sep)) throw new Error("A file key left the store's folder.");
    return path;
  }

  async put(key: string, body: Readable, { length }: PutOptions): Promise<void> {
    const target = this.pathOf(key);
    const temporary = join(this.#incoming, `${randomUUID()}.part`);
    let written = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        written += chunk.length;
        if (written > length) done(new Error(`The file is longer than its ${length} bytes.`));
        else done(null, chunk);
      },
    });
    try {
      await mkdir(this.#incoming, { recursive: true });
      const out = createWriteStream(temporary, { flags: "wx", flush: true });
      // Open before a byte flows: a body that fails at once cannot leave the temporary file to
      // be created after it was removed below.
      await once(out, "ready");
      // `flush`: the bytes are on disk before the rename makes the file visible.
      await pipeline(body, count, out);
      if (written !== length) {
        throw new Error(`The file ended after ${written} of its ${length} bytes.`);
      }
      await mkdir(dirname(target), { recursive: true });
      await rename(temporary, target);
    } catch (error) {
      body.destroy();
      await rm(temporary, { force: true }).catch(() => undefined);
      throw storeError(error);
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const path = this.pathOf(key);
    try {
      const handle = await open(path, "r");
      try {
        const { size } = await handle.stat();
        // The stream owns the handle from here and closes it when it ends or is destroyed.
        return { stream: handle.createReadStream(), length: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw storeError(error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await rm(this.pathOf(key), { force: true });
    } catch (error) {
      throw storeError(error);
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw storeError(error);
    }
  }

  /**
   * Removes what a crash left half-written: `.part` files older than `olderThanMs` (a write in
   * progress, of this or another process, is younger). Answers how many it removed.
   */
  async sweepIncoming(now: Date, olderThanMs = 24 * 60 * 60 * 1000): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.#incoming);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      if (!name.endsWith(".part")) continue;
      const path = join(this.#incoming, name);
      const info = await stat(path).catch(() => undefined);
      if (info && now.getTime() - info.mtimeMs > olderThanMs) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
