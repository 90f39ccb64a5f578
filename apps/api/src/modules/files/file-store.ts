/**
 * The Files mechanism (docs/files.md): one interface for where uploaded bytes live, with a store
 * on local disk under DATA_DIR (the default) and one on an S3-compatible service. Callers name a
 * file by a key that Cairn made (`newFileKey`), never by anything a user wrote, and every store
 * refuses a key outside the rule below, so no key can reach outside its folder or bucket prefix.
 */
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

export interface PutOptions {
  /** The exact number of bytes the stream holds (S3 needs it before the first byte). */
  length: number;
  contentType: string;
}

export interface StoredObject {
  stream: Readable;
  /** In bytes. */
  length: number;
}

export interface FileStore {
  /** What kind of store, for logs and the status page ("local disk", "S3"). */
  readonly description: string;
  /**
   * Stores the stream under `key`, whole or not at all: a reader never sees a part of a file.
   * Rejects when the stream fails or ends with another length than announced.
   */
  put(key: string, body: Readable, options: PutOptions): Promise<void>;
  /** The file's bytes; undefined when there is no such file. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the file; a file that is not there is a success (deleting is idempotent). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Lets go of what the store holds open (kept-alive connections), at shutdown. */
  close?(): void;
}

/**
 * The store could not do what was asked (an S3 answer of 5xx, no answer, a full disk). The
 * request answers 503; the outbox retries a deletion when `retryable`.
 */
export class FileStoreError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "FileStoreError";
  }
}

/**
 * 1 to 8 segments of letters, digits, `_` and `-` (1–64 each), joined by `/`: no dot, so no
 * `.` or `..` segment, no absolute path, no backslash, nothing a filesystem or a URL reads twice.
 */
const KEY = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,7}$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** A new key under `prefix` (itself made of key segments): `tasks/12/5b1c…`. */
export function newFileKey(prefix: string): string {
  const key = `${prefix}/${randomUUID().replaceAll("-", "")}`;
  assertValidKey(key);
  return key;
}
