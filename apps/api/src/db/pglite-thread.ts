/**
 * The API thread's side of the embedded database's worker thread (db/pglite-worker.ts): starts
 * it, sends it statements and matches the answers by id, hands notifications to their
 * listeners, and, if the thread dies, fails every pending and later call with one clear error.
 *
 * The worker is referenced only while a call is pending, as PGlite in the API's thread would
 * be: a process with nothing else to do can exit, but never with a statement half-answered.
 */
import type { EventEmitter } from "node:events";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import {
  type ErrorFields,
  errorFrom,
  type Reply,
  type Request,
  type WorkerOpenOptions,
} from "./pglite-messages.js";

export interface QueryAnswer {
  rows: unknown[];
  affectedRows: number | undefined;
}

interface Pending {
  resolve(reply: Reply): void;
  reject(error: Error): void;
}

/**
 * Built, the worker is `dist/db/pglite-worker.js`. From source (tsx, vitest) only the `.ts`
 * exists, and on Node 20 tsx's loader does not carry over into worker threads: the thread
 * starts from a line of JavaScript that registers tsx's loader, then imports the source.
 */
function workerEntry(): { url: URL } | { code: string } {
  const built = new URL("./pglite-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(built))) return { url: built };
  const source = new URL("./pglite-worker.ts", import.meta.url).href;
  const tsxRoot = dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const tsx = pathToFileURL(join(tsxRoot, "dist/esm/api/index.mjs")).href;
  return {
    code: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
  };
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<
    number,
    { onMessage(payload: string): void; onLost?(error: Error): void }
  >();
  #nextId = 1;
  #failure: Error | undefined;
  #closing = false;
  readonly #exited: Promise<void>;
  readonly #ready: Promise<void>;
  /** Resolves with the reason if the thread stops without being closed. */
  readonly lost: Promise<Error>;

  private constructor(options: WorkerOpenOptions) {
    const entry = workerEntry();
    this.#worker = new Worker("url" in entry ? entry.url : entry.code, {
      eval: !("url" in entry),
      workerData: options,
      ...(options.loadDataDir ? { transferList: [options.loadDataDir] } : {}),
    });
    let ready!: () => void;
    let notReady!: (error: Error) => void;
    this.#ready = new Promise((resolve, reject) => {
      ready = resolve;
      notReady = reject;
    });
    let lost!: (error: Error) => void;
    this.lost = new Promise((resolve) => {
      lost = resolve;
    });
    // A Worker is an EventEmitter; read as one here because the apps' type-check of these sources
    // (with the DOM library) sees node's Worker without its EventEmitter base.
    const events: EventEmitter = this.#worker as unknown as EventEmitter;
    events.on("message", (reply: Reply) => {
      if (reply.type === "ready") ready();
      else if (reply.type === "failed") notReady(errorFrom(reply.error));
      else if (reply.type === "notification")
        this.#listeners.get(reply.listenId)?.onMessage(reply.payload);
      else this.#settle(reply);
    });
    let crash: Error | undefined;
    events.on("error", (error: Error) => {
      crash = error;
    });
    this.#exited = new Promise((resolve) => {
      events.on("exit", (code: number) => {
        const failure = this.#closing
          ? new Error("The embedded database is closed.")
          : new Error(
              `The embedded database's worker thread stopped (exit code ${code}${crash ? `: ${crash.message}` : ""}); restart the server.`,
              crash ? { cause: crash } : undefined,
            );
        this.#failure = failure;
        notReady(failure);
        for (const pending of this.#pending.values()) pending.reject(failure);
        this.#pending.clear();
        if (!this.#closing) {
          for (const listener of this.#listeners.values()) listener.onLost?.(failure);
          lost(failure);
        }
        this.#listeners.clear();
        resolve();
      });
    });
  }

  /** Starts the thread and waits for PGlite to open in it. */
  static async start(options: WorkerOpenOptions): Promise<PgliteThread> {
    const thread = new PgliteThread(options);
    try {
      await thread.#ready;
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    thread.#worker.unref();
    return thread;
  }

  /** Why the thread no longer answers (closed, or stopped): every call fails with it. */
  get failure(): Error | undefined {
    return this.#failure;
  }

  async query(sql: string, params: readonly unknown[]): Promise<QueryAnswer> {
    const reply = await this.#call({ type: "query", id: this.#newId(), sql, params });
    if (reply.type !== "result") throw new Error(`unexpected answer ${reply.type} to a query`);
    return { rows: reply.rows, affectedRows: reply.affectedRows };
  }

  /** LISTEN on the worker's session; resolves to the UNLISTEN. */
  async listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost?: (error: Error) => void,
  ): Promise<() => Promise<void>> {
    const id = this.#newId();
    // Registered before the answer: a notification may follow the LISTEN at once.
    this.#listeners.set(id, { onMessage, ...(onLost ? { onLost } : {}) });
    try {
      await this.#call({ type: "listen", id, channel });
    } catch (error) {
      this.#listeners.delete(id);
      throw error;
    }
    return async () => {
      if (!this.#listeners.delete(id) || this.#failure) return;
      await this.#call({ type: "unlisten", id: this.#newId(), listenId: id });
    };
  }

  /** Closes PGlite (its data written back to the folder) and ends the thread. */
  async close(): Promise<void> {
    if (this.#failure || this.#closing) return this.#exited;
    this.#closing = true;
    // A close PGlite refused would leave the thread running: it is ended instead.
    await this.#call({ type: "close", id: this.#newId() }).catch(() => this.#worker.terminate());
    await this.#exited;
  }

  /** Ends the thread at once, as a crash would (for tests of what follows one). */
  async terminate(): Promise<void> {
    await this.#worker.terminate();
    await this.#exited;
  }

  #newId(): number {
    const id = this.#nextId;
    this.#nextId += 1;
    return id;
  }

  #call(request: Request): Promise<Reply> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise<Reply>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(request.id, { resolve, reject });
      this.#worker.postMessage(request);
    });
  }

  #settle(reply: Extract<Reply, { id: number }>): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    // While closing, the thread stays referenced until it has ended (its data written back).
    if (this.#pending.size === 0 && !this.#closing) this.#worker.unref();
    if (reply.type === "error") pending.reject(errorFrom(reply.error as ErrorFields));
    else pending.resolve(reply);
  }
}
