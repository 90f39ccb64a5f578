/**
 * The outbox worker's slots (worker.ts): a delivery that takes its time holds one slot, and the
 * messages of other kinds are delivered meanwhile, while a newer message of its own kind waits
 * its turn; then the slow one ends and is marked delivered, and the one of its kind after it. The app's own worker is stopped first, so that this test's worker, with handlers
 * of its own, is the only one claiming.
 */
import { expect, it } from "vitest";
import { forEachDatabase, testConfig, useTestApp } from "../../test/harness.js";
import { enqueue } from "./outbox.repo.js";
import { OutboxWorker } from "./worker.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: false });

  it("delivers the messages of other kinds behind a slow one while it is under way, and its own kind in turn", async () => {
    await t.app.outbox.close();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const delivered: number[] = [];
    const slowStarted: number[] = [];
    const worker = new OutboxWorker({
      database: t.database.handle,
      secretBox: t.app.secretBox,
      integrations: testConfig().integrations,
      handlers: {
        "test.slow": async (payload) => {
          slowStarted.push((payload as { n: number }).n);
          await held;
          return { ok: true };
        },
        "test.quick": async (payload) => {
          delivered.push((payload as { n: number }).n);
          return { ok: true };
        },
      },
      now: () => new Date(),
      log: t.app.log,
    });
    // The slow one first: it is claimed in the first batch, ahead of all the others.
    const slow = await enqueue(t.db, "test.slow", { n: 1 });
    for (let n = 1; n <= 25; n++) await enqueue(t.db, "test.quick", { n });
    const statusOf = async (id: number) =>
      (
        await t.db
          .selectFrom("outbox")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).status;

    await worker.start();
    try {
      await expect.poll(() => delivered.length, { timeout: 15_000 }).toBe(25);
      expect(await statusOf(slow)).toBe("pending");
      // A newer message of the slow one's kind waits for it: once a message sent after it has
      // gone out, it has still not started.
      const next = await enqueue(t.db, "test.slow", { n: 2 });
      await enqueue(t.db, "test.quick", { n: 26 });
      await expect.poll(() => delivered.length, { timeout: 15_000 }).toBe(26);
      expect(slowStarted).toEqual([1]);
      release();
      await expect.poll(() => statusOf(slow), { timeout: 15_000 }).toBe("delivered");
      await expect.poll(() => statusOf(next), { timeout: 15_000 }).toBe("delivered");
      expect(slowStarted).toEqual([1, 2]);
      expect(delivered.sort((a, b) => a - b)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    } finally {
      release();
      await worker.close();
    }
  });
});
