/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` more wait their turn;
 * past that, `run` refuses at once with `QueueFullError`. Used for password hashing, whose
 * memory and CPU cost would otherwise let a burst of logins slow every login to a crawl.
 */
export class QueueFullError extends Error {
  constructor() {
    super("The queue is full.");
    this.name = "QueueFullError";
  }
}

export class BoundedQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {
    if (concurrency < 1) throw new Error("A queue runs at least one task at a time.");
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      // The slot passes straight to the next task, so a newcomer cannot overtake the queue.
      if (next) next();
      else this.#running--;
    }
  }
}
