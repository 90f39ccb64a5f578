/**
 * The weekly health check reads the project's RAID register (docs/health-checks.md, docs/raid.md):
 * its report counts and names the open high risks and the reviews overdue at the week's end,
 * leaving out closed risks, other kinds and risks raised after the week; its summary and its
 * Slack/Teams text add a line about them. A frozen Monday, on both databases.
 */
import { healthCheck, upcomingHealthCheck } from "@cairn/schema/health-checks";
import { beforeAll, describe, expect, it } from "vitest";
import { type DemoIds, demoIds, freshProject } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { weeklyReportText } from "../announcements/messages.js";
import { runWeeklyHealthChecks } from "./weekly-check.js";

/** Monday 7 January 2030, 00:05 UTC: the week of 31 December 2029 has just ended. */
const MONDAY = new Date("2030-01-07T00:05:00Z");
const RAISED = "2030-01-02T10:00:00Z";

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let ids: DemoIds;

  beforeAll(async () => {
    ids = await demoIds(t.db);
    // Every project was made the week before the frozen Monday: one week is due each.
    await t.db.updateTable("projects").set({ createdAt: "2030-01-01T09:00:00Z" }).execute();
  });

  const reportOf = async (projectId: number) => {
    const row = await t.db
      .selectFrom("healthChecks")
      .select("report")
      .where("projectId", "=", projectId)
      .where("weekStart", "=", "2029-12-31")
      .executeTakeFirstOrThrow();
    return healthCheck.shape.report.parse(row.report);
  };

  describe("a weekly check", () => {
    it("counts and names the open high risks and the overdue reviews, and says so", async () => {
      const owners = { clientId: ids.users.client, consultantId: ids.users.consultant };
      const risky = await freshProject(t.db, owners);
      const calm = await freshProject(t.db, owners);
      await t.db
        .updateTable("projects")
        .set({ createdAt: "2030-01-01T09:00:00Z" })
        .where("id", "in", [risky, calm])
        .execute();
      const entry = (
        title: string,
        values: {
          kind?: "risk" | "issue";
          probability?: number;
          impact?: number;
          reviewDate?: string;
          status?: "open" | "closed";
          createdAt?: string;
        },
      ) => ({
        projectId: risky,
        kind: values.kind ?? ("risk" as const),
        title,
        probability: values.probability ?? null,
        impact: values.impact ?? null,
        reviewDate: values.reviewDate ?? null,
        status: values.status ?? ("open" as const),
        createdAt: values.createdAt ?? RAISED,
      });
      const inserted = await t.db
        .insertInto("raidEntries")
        .values([
          entry("Vendor lock-in", { probability: 5, impact: 4, reviewDate: "2030-01-10" }),
          // Reviewed by Sunday at the latest: overdue once the week has ended.
          entry("Data loss in migration", { probability: 3, impact: 5, reviewDate: "2030-01-06" }),
          entry("Copy arrives late", { probability: 2, impact: 2, reviewDate: "2029-12-20" }),
          entry("Closed already", {
            probability: 5,
            impact: 5,
            reviewDate: "2029-12-01",
            status: "closed",
          }),
          entry("Raised after the week", {
            probability: 5,
            impact: 5,
            reviewDate: "2029-12-01",
            createdAt: "2030-01-07T00:01:00Z",
          }),
          entry("Staging is down", { kind: "issue" }),
        ])
        .returning(["id", "title"])
        .execute();
      const idOf = (title: string) => inserted.find((row) => row.title === title)?.id;
      await t.db
        .insertInto("raidEntries")
        .values({ projectId: calm, kind: "risk", title: "Small", probability: 1, impact: 2 })
        .execute();

      const result = await runWeeklyHealthChecks(t.db, MONDAY);
      expect(result.busy).toBe(0);

      const report = await reportOf(risky);
      expect(report.raid).toEqual({
        highRisks: {
          count: 2,
          risks: [
            {
              id: idOf("Vendor lock-in"),
              title: "Vendor lock-in",
              score: 20,
              reviewDate: "2030-01-10",
            },
            {
              id: idOf("Data loss in migration"),
              title: "Data loss in migration",
              score: 15,
              reviewDate: "2030-01-06",
            },
          ],
        },
        overdueReviews: {
          count: 2,
          risks: [
            {
              id: idOf("Copy arrives late"),
              title: "Copy arrives late",
              score: 4,
              reviewDate: "2029-12-20",
            },
            {
              id: idOf("Data loss in migration"),
              title: "Data loss in migration",
              score: 15,
              reviewDate: "2030-01-06",
            },
          ],
        },
      });
      expect(report.summary).toMatch(
        /^Health \d+ .* RAID register: 2 open high risks and 2 risk reviews overdue\.$/,
      );
      const text = weeklyReportText("Risky", report);
      expect(text).toContain(
        [
          "Open high risks (2):",
          '- "Vendor lock-in": score 20 of 25',
          '- "Data loss in migration": score 15 of 25',
          "Risk reviews overdue (2):",
          '- "Copy arrives late": score 4, to be reviewed by 20 Dec 2029',
          '- "Data loss in migration": score 15, to be reviewed by 6 Jan 2030',
        ].join("\n"),
      );

      // A register with nothing to raise: zeros, and no sentence about it.
      const quiet = await reportOf(calm);
      expect(quiet.raid).toEqual({
        highRisks: { count: 0, risks: [] },
        overdueReviews: { count: 0, risks: [] },
      });
      expect(quiet.summary).not.toContain("RAID");
      expect(weeklyReportText("Calm", quiet)).not.toMatch(/Open high risks|reviews overdue/);
    });

    it("shows a risk logged this week in the week so far, and the next check writes it", async () => {
      const risky = await freshProject(t.db, {
        clientId: ids.users.client,
        consultantId: ids.users.consultant,
      });
      await t.db
        .updateTable("projects")
        .set({ createdAt: "2030-01-01T09:00:00Z" })
        .where("id", "=", risky)
        .execute();
      // Wednesday of the week after the frozen Monday: the client logs and scores a risk.
      const wednesday = new Date("2030-01-09T15:00:00Z");
      t.setNow(wednesday);
      const client = await t.session("client");
      const logged = await t.request({
        method: "POST",
        url: `/api/projects/${risky}/raid`,
        headers: { cookie: client },
        payload: {
          kind: "risk",
          title: "Payment provider changes its API",
          probability: 4,
          impact: 5,
          reviewDate: "2030-01-08",
        },
      });
      expect(logged.statusCode, logged.body).toBe(201);
      const riskId = (logged.json() as { id: number }).id;
      const expected = {
        highRisks: {
          count: 1,
          risks: [
            {
              id: riskId,
              title: "Payment provider changes its API",
              score: 20,
              reviewDate: "2030-01-08",
            },
          ],
        },
        overdueReviews: {
          count: 1,
          risks: [
            {
              id: riskId,
              title: "Payment provider changes its API",
              score: 20,
              reviewDate: "2030-01-08",
            },
          ],
        },
      };
      // A minute later, the Health tab reads the week so far.
      const later = new Date(wednesday.getTime() + 60_000);
      t.setNow(later);
      const upcoming = await t.request({
        method: "GET",
        url: `/api/projects/${risky}/health-checks/upcoming`,
        headers: { cookie: client },
      });
      expect(upcoming.statusCode, upcoming.body).toBe(200);
      const soFar = upcomingHealthCheck.parse(upcoming.json());
      expect(soFar).toMatchObject({
        projectId: risky,
        weekStart: "2030-01-07",
        asOf: later.toISOString(),
        report: { weekStart: "2030-01-07", weekEnd: "2030-01-13", raid: expected },
      });
      expect(soFar.report.summary).toMatch(
        /RAID register: 1 open high risk and 1 risk review overdue\.$/,
      );
      // Read, not kept: no check is written for a week that has not ended.
      expect(
        await t.db.selectFrom("healthChecks").select("id").where("projectId", "=", risky).execute(),
      ).toEqual([]);

      // Monday: the job writes the week, with the same risk.
      await runWeeklyHealthChecks(t.db, new Date("2030-01-14T00:05:00Z"));
      const row = await t.db
        .selectFrom("healthChecks")
        .select("report")
        .where("projectId", "=", risky)
        .where("weekStart", "=", "2030-01-07")
        .executeTakeFirstOrThrow();
      expect(healthCheck.shape.report.parse(row.report).raid).toEqual(expected);

      // Another client's project is not theirs to read.
      const other = await freshProject(t.db, { consultantId: ids.users.consultant });
      const refused = await t.request({
        method: "GET",
        url: `/api/projects/${other}/health-checks/upcoming`,
        headers: { cookie: client },
      });
      expect(refused.statusCode).toBe(404);
      t.setNow(MONDAY);
    });
  });
});
