/**
 * The pause of a worker loop that polls and can also be woken (by a NOTIFY, at shutdown): a
 * `wake()` ends the pause in progress, or, when none is, makes the next one return at once, so
 * a wake that arrives while the loop is busy is never lost.
 */
export class WakeablePause {
  #wake: (() => void) | undefined;
  #woken = false;

  wake(): void {
    this.#woken = true;
    this.#wake?.();
  }

  /** Waits `ms`, or until woken. The timer does not keep the process alive. */
  wait(ms: number): Promise<void> {
    if (this.#woken) {
      this.#woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = () => {
        this.#wake = undefined;
        this.#woken = false;
        done();
      };
    });
  }
}
