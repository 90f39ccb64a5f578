import { describe, expect, it } from "vitest";
import { BoundedQueue, QueueFullError } from "./bounded-queue.js";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("BoundedQueue", () => {
  it("runs at most `concurrency` tasks, queues `maxWaiting` more and refuses the rest", async () => {
    const queue = new BoundedQueue(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    let started = 0;
    const runs = gates.map((gate) =>
      queue.run(async () => {
        started++;
        await gate.promise;
        return started;
      }),
    );
    await expect(queue.run(async () => 0)).rejects.toBeInstanceOf(QueueFullError);
    expect(started).toBe(2);
    expect(queue.waiting).toBe(1);

    gates[0]?.resolve();
    await runs[0];
    // The waiting task took the freed slot.
    await expect.poll(() => started).toBe(3);
    gates[1]?.resolve();
    gates[2]?.resolve();
    await Promise.all(runs);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it("frees the slot when a task throws", async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(queue.run(async () => "next")).resolves.toBe("next");
  });
});
