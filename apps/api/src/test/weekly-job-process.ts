/**
 * The weekly health check job as a process of its own, for the test that kills one half-way
 * (health/weekly-checks.scale-out.int.test.ts): it runs the job on DATABASE_URL at the frozen
 * moment NOW, prints "wrote <projectId> <weekStart>" as each check commits, and inside the
 * transaction of check number HOLD_AT it prints "holding" and waits, lock held and nothing
 * committed, until it is killed.
 */
import { openPostgres } from "../db/connect.js";
import { runWeeklyHealthChecks } from "../modules/health/weekly-check.js";

const handle = openPostgres(process.env.DATABASE_URL ?? "", 2);
const holdAt = Number(process.env.HOLD_AT ?? "0");
let count = 0;
let last: string | undefined;
await runWeeklyHealthChecks(handle.db, new Date(process.env.NOW ?? ""), {
  beforeCommit: async ({ projectId, weekStart }) => {
    if (last) process.stdout.write(`wrote ${last}\n`);
    last = `${projectId} ${weekStart}`;
    count++;
    if (count === holdAt) {
      process.stdout.write("holding\n");
      await new Promise(() => {});
    }
  },
});
if (last) process.stdout.write(`wrote ${last}\n`);
process.stdout.write("done\n");
await handle.close();
