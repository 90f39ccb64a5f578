/**
 * A job run at start and every `everyMs` in this process, never twice at once (a run still
 * going when the next is due is left to finish). A failure is logged and the next run tries
 * again. The stop function clears the timer and aborts the run in flight through its signal,
 * which the job checks between units of work, for a quick shutdown.
 */
import type { FastifyBaseLogger } from "fastify";

export function runPeriodically(options: {
  everyMs: number;
  log: FastifyBaseLogger;
  /** The warning logged when a run fails ("… failed; will retry"). */
  failure: string;
  run(signal: AbortSignal): Promise<unknown>;
}): () => void {
  const controller = new AbortController();
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = options
      .run(controller.signal)
      .catch((error: unknown) => options.log.warn({ err: error }, options.failure))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.everyMs);
  timer.unref();
  tick();
  return () => {
    clearInterval(timer);
    controller.abort();
  };
}
