/**
 * The routines job as a process of its own, for the test that kills one half-way
 * (routines/routines.scale-out.int.test.ts): it runs the job on DATABASE_URL at the frozen moment
 * NOW, prints "made <routineId>" as each routine's transaction commits, and inside the
 * transaction of routine number HOLD_AT it prints "holding" and waits, lock held and nothing
 * committed, until it is killed.
 */
import { openPostgres } from "../db/connect.js";
import { runDueRoutines } from "../modules/routines/run-routines.js";
import { subscribeToDomainEvents } from "../subscribers.js";

// A task's history, notices and live event are written by the subscribers, as in the server.
subscribeToDomainEvents();

const handle = openPostgres(process.env.DATABASE_URL ?? "", 2);
const holdAt = Number(process.env.HOLD_AT ?? "0");
let count = 0;
let last: number | undefined;
await runDueRoutines(handle.db, new Date(process.env.NOW ?? ""), {
  beforeCommit: async ({ routineId }) => {
    if (last !== undefined) process.stdout.write(`made ${last}\n`);
    last = routineId;
    count++;
    if (count === holdAt) {
      process.stdout.write("holding\n");
      await new Promise(() => {});
    }
  },
});
if (last !== undefined) process.stdout.write(`made ${last}\n`);
process.stdout.write("done\n");
await handle.close();
