/**
 * A process that dies half-way through the rules' work, for rules/rules.scale-out.int.test.ts,
 * on DATABASE_URL at the frozen moment NOW:
 * - MODE=change: adds a high-priority task to PROJECT through the board (its rules' runs go to
 *   the outbox with it), prints "committed <taskId>" and waits to be killed, before any outbox
 *   worker has delivered them (this process runs none);
 * - MODE=timed: runs the timed rules, prints "ran <taskId>" as each run commits, and inside the
 *   transaction of run number HOLD_AT prints "holding" and waits, nothing of it committed.
 */
import { openPostgres } from "../db/connect.js";
import { addTask } from "../modules/board/placement.js";
import { runTimedRules } from "../modules/rules/run-timed-rules.js";
import { subscribeToDomainEvents } from "../subscribers.js";

subscribeToDomainEvents();

const handle = openPostgres(process.env.DATABASE_URL ?? "", 2);
const now = new Date(process.env.NOW ?? "");
const forever = () => new Promise(() => {});

if (process.env.MODE === "change") {
  const task = await addTask(
    handle.db,
    { id: Number(process.env.ACTOR), username: "consultant" },
    {
      projectId: Number(process.env.PROJECT),
      title: "Made before the crash",
      description: null,
      priority: "high",
      columnId: "todo",
    },
    now,
  );
  process.stdout.write(`committed ${task.id}\n`);
  await forever();
} else {
  const holdAt = Number(process.env.HOLD_AT ?? "0");
  let count = 0;
  let last: number | null | undefined;
  await runTimedRules(handle.db, now, {
    beforeCommit: async ({ taskId }) => {
      if (last !== undefined) process.stdout.write(`ran ${last}\n`);
      last = taskId;
      count++;
      if (count === holdAt) {
        process.stdout.write("holding\n");
        await forever();
      }
    },
  });
  if (last !== undefined) process.stdout.write(`ran ${last}\n`);
  process.stdout.write("done\n");
  await handle.close();
}
