/**
 * Background jobs (docs/tool-stack.md, "Jobs"), with handlers written for the test: a job runs
 * once and reports; a failure is reported and resumed; a second start answers the open job; a
 * job left by a process that died is carried on when its lease runs out; only the project's
 * writers see a job.
 */
import { randomUUID } from "node:crypto";
import type { JobReport } from "@cairn/schema/jobs";
import { beforeAll, describe, expect, it } from "vitest";
import { demoIds, FRESH_PASSWORD, freshAccount, freshProject } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { claimJob, startJob } from "./jobs.repo.js";
import { ReportBuilder } from "./report.js";
import { JobFailed, type JobHandler } from "./runner.js";

/** How many times each job ran, by the key in its input (ids repeat across the two databases). */
const runs = new Map<string, number>();
const keyOf = (job: { input: unknown }) => (job.input as { key: string }).key;
const newKey = () => randomUUID();

const count: JobHandler = async ({ job, progress }) => {
  runs.set(keyOf(job), (runs.get(keyOf(job)) ?? 0) + 1);
  const report = new ReportBuilder();
  const total = 3;
  for (let done = 0; done < total; done += 1) {
    report.add({ kind: "item", title: `Item ${done + 1}`, outcome: "created" });
    await progress({ done: done + 1, total, phase: "Counting" });
  }
  report.details.note = "counted";
  return report.build();
};

const flaky: JobHandler = async (context) => {
  const ran = (runs.get(keyOf(context.job)) ?? 0) + 1;
  if (ran === 1 && (context.job.input as { failFirst?: boolean }).failFirst) {
    runs.set(keyOf(context.job), ran);
    const report = new ReportBuilder();
    report.add({ kind: "item", title: "Item 1", outcome: "failed", message: "The tool said no." });
    throw new JobFailed("The tool refused the second item.", report.build());
  }
  return count(context);
};

forEachDatabase((kind) => {
  const t = useTestApp(kind, {
    jobHandlers: { export: { count, flaky }, import: { count } },
  });
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let admin = "";
  let consultant = "";
  let client = "";
  let otherConsultant = "";
  beforeAll(async () => {
    ids = await demoIds(t.db);
    const other = await freshAccount(t.db, "consultant");
    [admin, consultant, client, otherConsultant] = await Promise.all([
      t.session("admin"),
      t.session("consultant"),
      t.session("client"),
      t.login(other.username, FRESH_PASSWORD),
    ]);
  });

  const start = async (target: string, projectId = ids.relaunch, input: object = {}) =>
    (
      await startJob(t.db, {
        kind: "export",
        projectId,
        target,
        createdBy: ids.users.consultant,
        input: { key: newKey(), ...input },
      })
    ).job;

  it("runs a job once, with its progress and report, for the project's consultant to read", async () => {
    const projectId = await freshProject(t.db, {
      consultantId: ids.users.consultant,
      clientId: ids.users.client,
    });
    const job = await start("count", projectId);
    await t.settleJobs();
    expect(runs.get(keyOf(job))).toBe(1);

    const read = await t.request({
      method: "GET",
      url: `/api/jobs/${job.id}`,
      headers: { cookie: consultant },
    });
    expect(read.statusCode).toBe(200);
    const body = read.json();
    expect(body).toMatchObject({
      id: job.id,
      kind: "export",
      projectId,
      target: "count",
      state: "succeeded",
      done: 3,
      total: 3,
      phase: null,
      error: null,
      attempts: 1,
    });
    expect((body.report as JobReport).counts.created).toBe(3);
    expect((body.report as JobReport).details).toEqual({ note: "counted" });
    expect(body).not.toHaveProperty("input");
    expect(body.finishedAt).not.toBeNull();

    const listed = await t.request({
      method: "GET",
      url: `/api/projects/${projectId}/jobs`,
      headers: { cookie: admin },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((row: { id: number }) => row.id)).toEqual([job.id]);
  });

  it("hides a job from the client and from another project's consultant", async () => {
    const job = await start("count");
    await t.settleJobs();
    for (const cookie of [otherConsultant]) {
      const read = await t.request({
        method: "GET",
        url: `/api/jobs/${job.id}`,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(404);
    }
    const byClient = await t.request({
      method: "GET",
      url: `/api/jobs/${job.id}`,
      headers: { cookie: client },
    });
    expect(byClient.statusCode).toBe(403);
    const anonymous = await t.request({ method: "GET", url: `/api/jobs/${job.id}` });
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.request({
      method: "GET",
      url: "/api/jobs/2000000000",
      headers: { cookie: admin },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("reports a failure, and a resume carries the job on to success", async () => {
    const projectId = await freshProject(t.db, { consultantId: ids.users.consultant });
    const job = await start("flaky", projectId, { failFirst: true });
    await t.settleJobs();
    const failed = (
      await t.request({
        method: "GET",
        url: `/api/jobs/${job.id}`,
        headers: { cookie: consultant },
      })
    ).json();
    expect(failed).toMatchObject({ state: "failed", error: "The tool refused the second item." });
    expect(failed.report.counts.failed).toBe(1);
    expect(failed.report.items[0]).toMatchObject({
      outcome: "failed",
      message: "The tool said no.",
    });

    const resumed = await t.request({
      method: "POST",
      url: `/api/jobs/${job.id}/resume`,
      headers: { cookie: consultant },
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ state: "queued", error: null });
    await t.settleJobs();
    const done = (
      await t.request({
        method: "GET",
        url: `/api/jobs/${job.id}`,
        headers: { cookie: consultant },
      })
    ).json();
    // The resume gave it a fresh allowance: this is the first attempt since.
    expect(done).toMatchObject({ state: "succeeded", attempts: 1, error: null });
    expect(runs.get(keyOf(job))).toBe(2);

    const again = await t.request({
      method: "POST",
      url: `/api/jobs/${job.id}/resume`,
      headers: { cookie: consultant },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("This job has finished; start a new one to run it again.");
    const byOther = await t.request({
      method: "POST",
      url: `/api/jobs/${job.id}/resume`,
      headers: { cookie: otherConsultant },
    });
    expect(byOther.statusCode).toBe(404);
  });

  it("answers the open job to a second start of the same push", async () => {
    const projectId = await freshProject(t.db, { consultantId: ids.users.consultant });
    // Held by a process that is alive (its lease runs for another ten minutes): no runner takes it.
    const heldKey = newKey();
    const held = await t.db
      .insertInto("jobs")
      .values({
        kind: "export",
        projectId,
        target: "count",
        createdBy: null,
        state: "running",
        input: JSON.stringify({ key: heldKey }),
        lockedUntil: new Date(Date.now() + 600_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const first = { job: held };
    const second = await startJob(t.db, {
      kind: "export",
      projectId,
      target: "count",
      createdBy: null,
      input: { key: newKey() },
    });
    expect(second).toMatchObject({ created: false, job: { id: first.job.id } });
    const other = await startJob(t.db, {
      kind: "import",
      projectId,
      target: "count",
      createdBy: null,
      input: { key: newKey() },
    });
    expect(other.created).toBe(true);
    // Let the held one go, as a dead process's lease would.
    await t.db
      .updateTable("jobs")
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where("id", "=", first.job.id)
      .execute();
    await t.settleJobs();
    expect(runs.get(heldKey)).toBe(1);
  });

  describe("a job left by a process that died", () => {
    it("is claimed again only once its lease has run out, and counted as a second attempt", async () => {
      const projectId = await freshProject(t.db, { consultantId: ids.users.consultant });
      // Stop this app's runner from taking it first: claim it "in another process".
      await t.app.jobs.close();
      const { job } = await startJob(t.db, {
        kind: "export",
        projectId,
        target: "count",
        createdBy: null,
        input: { key: newKey() },
      });
      const now = new Date();
      const claimed = await claimJob(t.db, now, 60_000, ["export"]);
      expect(claimed?.id).toBe(job.id);
      expect(
        await claimJob(t.db, new Date(now.getTime() + 59_000), 60_000, ["export"]),
      ).toBeUndefined();
      const again = await claimJob(t.db, new Date(now.getTime() + 61_000), 60_000, ["export"]);
      expect(again).toMatchObject({ id: job.id, state: "running", attempts: 2 });
    });
  });
});
