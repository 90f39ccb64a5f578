/**
 * The rules with several processes on one PostgreSQL, under a frozen clock (docs/rules.md, "How
 * a rule runs"):
 * - the same runs delivered by two processes at once (each its own pool, as a lease run out
 *   would have it): each rule acts once per event;
 * - a process killed after its change committed and before any rule acted (SIGKILL): the runs
 *   wait in the outbox, and the rule acts once when they are delivered;
 * - a timed-rules job killed inside a run: what it committed stays, what it was writing is gone,
 *   and the job started again runs each task once — overdue tasks of days missed while nothing
 *   ran included;
 * - a rule on a schedule whose occurrences were missed while no process ran: two processes
 *   starting at once run it once, late, for the latest.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openPostgres } from "../../db/connect.js";
import type { Database } from "../../db/database.js";
import { withTransaction } from "../../lib/transaction.js";
import { subscribeToDomainEvents } from "../../subscribers.js";
import { demoIds, freshProject, freshTask } from "../../test/fixtures.js";
import { createTestDatabase, type TestDatabase } from "../../test/harness.js";
import { addTask } from "../board/placement.js";
import { RULE_RUN } from "./queue-rule-runs.js";
import { type RunRequest, runRule } from "./run-rule.js";
import { runTimedRules } from "./run-timed-rules.js";

const url = process.env.TEST_DATABASE_URL;
const apiRoot = fileURLToPath(new URL("../../..", import.meta.url));
const NOW = new Date("2026-06-10T08:00:00.000Z");
const DAY = 86_400_000;

describe.skipIf(!url)("the rules with several processes on one PostgreSQL", () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let db: Kysely<Database>;
  let consultant: number;

  /** A rule of the project, written as POST …/rules writes it, by the demo consultant. */
  const addRule = async (projectId: number, trigger: object, actions: object[]) =>
    (
      await db
        .insertInto("rules")
        .values({
          projectId,
          name: "Rule under test",
          trigger: JSON.stringify(trigger),
          triggerType: (trigger as { type: string }).type,
          conditions: JSON.stringify({ priorities: ["high"] }),
          actions: JSON.stringify(actions),
          createdBy: consultant,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  /** The rule runs waiting in the outbox. */
  const pendingRuns = async () =>
    (
      await db
        .selectFrom("outbox")
        .select("payload")
        .where("kind", "=", RULE_RUN)
        .where("status", "=", "pending")
        .execute()
    ).map(
      (row) =>
        (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as RunRequest,
    );
  /** Delivers each run from both processes at once, as two workers would after a lease ran out. */
  const deliverTwice = async (runs: RunRequest[]) => {
    for (const run of runs) {
      await Promise.all(
        [db, second.db].map((pool) => withTransaction(pool, (trx) => runRule(trx, run, NOW))),
      );
    }
  };
  const followUps = async (projectId: number) =>
    (
      await db
        .selectFrom("tasks")
        .select("description")
        .where("projectId", "=", projectId)
        .where("title", "=", "Follow up")
        .execute()
    ).map((row) => row.description);
  const runCount = async (ruleId: number) =>
    (await db.selectFrom("ruleRuns").select("taskId").where("ruleId", "=", ruleId).execute()).map(
      (row) => row.taskId,
    );
  const spawnJob = (env: Record<string, string>) => {
    const child = spawn(
      process.execPath,
      ["--conditions=development", "--import", "tsx", "src/test/rules-job-process.ts"],
      {
        cwd: apiRoot,
        env: { ...process.env, DATABASE_URL: database.url, NOW: NOW.toISOString(), ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const out = { text: "" };
    child.stdout?.on("data", (chunk) => {
      out.text += String(chunk);
    });
    child.stderr?.on("data", (chunk) => {
      out.text += String(chunk);
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    return { child, out, exited };
  };
  const kill = async (job: { child: ChildProcess; exited: Promise<unknown> }) => {
    job.child.kill("SIGKILL");
    await job.exited;
  };

  beforeAll(async () => {
    // No app is built here: the task's subscribers are set as the server sets them.
    subscribeToDomainEvents();
    database = await createTestDatabase("postgres", { seeded: true });
    db = database.handle.db;
    second = openPostgres(database.url ?? "");
    consultant = (await demoIds(db)).users.consultant;
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    await database?.drop();
  });

  it("acts once per event when two processes deliver the same runs at once", async () => {
    const projectId = await freshProject(db, { consultantId: consultant });
    const ruleId = await addRule(projectId, { type: "task.created" }, [
      { type: "create_task", title: "Follow up" },
    ]);
    for (let i = 0; i < 5; i++) {
      await addTask(
        db,
        { id: consultant, username: "consultant" },
        { projectId, title: `Urgent ${i}`, description: null, priority: "high", columnId: "todo" },
        NOW,
      );
    }
    const runs = await pendingRuns();
    expect(runs).toHaveLength(5);
    await deliverTwice(runs);
    expect(await followUps(projectId)).toHaveLength(5);
    expect(await runCount(ruleId)).toHaveLength(5);
    await db.deleteFrom("outbox").where("kind", "=", RULE_RUN).execute();
  });

  it("lets a rule act once after the process that made the change was killed before it acted", async () => {
    const projectId = await freshProject(db, { consultantId: consultant });
    const ruleId = await addRule(projectId, { type: "task.created" }, [
      { type: "create_task", title: "Follow up" },
    ]);
    const job = spawnJob({ MODE: "change", PROJECT: String(projectId), ACTOR: String(consultant) });
    await vi.waitFor(() => expect(job.out.text).toContain("committed"), {
      timeout: 60_000,
      interval: 50,
    });
    await kill(job);
    const taskId = Number(/committed (\d+)/.exec(job.out.text)?.[1]);
    // The change is there, its rule's run waits in the outbox, and nothing has acted yet.
    expect(await followUps(projectId)).toEqual([]);
    const runs = await pendingRuns();
    expect(runs).toEqual([expect.objectContaining({ ruleId, taskId, depth: 1 })]);
    await deliverTwice(runs);
    expect(await followUps(projectId)).toEqual([
      `Added by the rule "Rule under test" for task #${taskId} "Made before the crash".`,
    ]);
    expect(await runCount(ruleId)).toEqual([taskId]);
    await db.deleteFrom("outbox").where("kind", "=", RULE_RUN).execute();
  }, 90_000);

  it("keeps what a killed timed job committed, and runs each task once on restart, days missed included", async () => {
    const projectId = await freshProject(db, { consultantId: consultant });
    const ruleId = await addRule(projectId, { type: "task.overdue" }, [
      { type: "flag", message: "Overdue" },
    ]);
    // Four tasks overdue by one to four days: the job did not run while they fell due.
    const tasks: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const taskId = await freshTask(db, projectId);
      await db
        .updateTable("tasks")
        .set({ priority: "high", dueDate: new Date(NOW.getTime() - i * DAY).toISOString() })
        .where("id", "=", taskId)
        .execute();
      tasks.push(taskId);
    }
    const job = spawnJob({ MODE: "timed", HOLD_AT: "2" });
    await vi.waitFor(() => expect(job.out.text).toContain("holding"), {
      timeout: 60_000,
      interval: 50,
    });
    // Killed inside its second run: the first is committed, the second not.
    const first = Number(/ran (\d+)/.exec(job.out.text)?.[1]);
    expect(tasks).toContain(first);
    expect(await runCount(ruleId)).toEqual([first]);
    await kill(job);
    // PostgreSQL ends the killed session (and its row locks) a moment after the exit.
    await vi.waitFor(
      async () => expect((await runTimedRules(second.db, NOW)).ran).toBeGreaterThan(0),
      { timeout: 30_000, interval: 100 },
    );
    expect((await runCount(ruleId)).sort()).toEqual([...tasks].sort());
    expect(await runTimedRules(db, new Date(NOW.getTime() + 60_000))).toEqual({ ran: 0 });
    const flagged = await db
      .selectFrom("tasks")
      .select("labelIds")
      .where("id", "in", tasks)
      .execute();
    expect(flagged.every((task) => task.labelIds.length === 1)).toBe(true);
  }, 90_000);

  it("runs a schedule missed while no process ran once, late, when two processes start at once", async () => {
    const projectId = await freshProject(db, { consultantId: consultant });
    const threeDaysAgo = new Date(NOW.getTime() - 3 * DAY);
    const { id: ruleId } = await db
      .insertInto("rules")
      .values({
        projectId,
        name: "Daily follow-up",
        trigger: JSON.stringify({
          type: "schedule",
          recurrence: "FREQ=DAILY",
          startsOn: "2026-06-01",
          time: "06:00",
          timeZone: "UTC",
        }),
        triggerType: "schedule",
        conditions: JSON.stringify({}),
        actions: JSON.stringify([{ type: "create_task", title: "Follow up" }]),
        createdBy: consultant,
        createdAt: threeDaysAgo,
        updatedAt: threeDaysAgo,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Nothing ran since the rule was made: 06:00 on 8, 9 and 10 June went by.
    await Promise.all([db, second.db].map((pool) => runTimedRules(pool, NOW)));
    const runs = await db
      .selectFrom("ruleRuns")
      .select(["cause", "outcome"])
      .where("ruleId", "=", ruleId)
      .execute();
    expect(runs).toEqual([
      {
        cause: "scheduled for 2026-06-10 06:00 UTC, run late: no server ran then",
        outcome: "done",
      },
    ]);
    expect(await followUps(projectId)).toEqual([
      'Added by the rule "Daily follow-up" (scheduled for 2026-06-10 06:00 UTC, run late: no server ran then).',
    ]);
    // The next minute, from either process: nothing more until tomorrow's 06:00.
    const later = new Date(NOW.getTime() + 60_000);
    await Promise.all([db, second.db].map((pool) => runTimedRules(pool, later)));
    expect(await followUps(projectId)).toHaveLength(1);
    await db.updateTable("rules").set({ enabled: false }).where("id", "=", ruleId).execute();
  });
});
