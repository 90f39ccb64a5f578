import { describe, expect, it } from "vitest";
import { demoIds, FRESH_PASSWORD, freshAccount, freshLead } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  it("lists every lead newest first to a consultant, and their own by assignee", async () => {
    const ids = await demoIds(t.db);
    const cookie = await t.session("consultant");
    const all = await t.request({ method: "GET", url: "/api/leads", headers: { cookie } });
    expect(all.statusCode).toBe(200);
    const leads = all.json() as { createdAt: string; assignedTo: number | null }[];
    expect(leads.length).toBeGreaterThanOrEqual(12);
    const times = leads.map((lead) => Date.parse(lead.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const mine = await t.request({
      method: "GET",
      url: `/api/leads/assignee/${ids.users.consultant}`,
      headers: { cookie },
    });
    expect(mine.statusCode).toBe(200);
    const own = mine.json() as { assignedTo: number }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((lead) => lead.assignedTo === ids.users.consultant)).toBe(true);

    const limited = await t.request({
      method: "GET",
      url: "/api/leads?limit=2",
      headers: { cookie },
    });
    expect(limited.json()).toHaveLength(2);
  });

  describe("PUT /api/leads/{leadId}/assign", () => {
    it("lets a consultant claim an unassigned lead: it becomes 'assigned' to them", async () => {
      const ids = await demoIds(t.db);
      const leadId = await freshLead(t.db);
      const response = await t.request({
        method: "PUT",
        url: `/api/leads/${leadId}/assign`,
        headers: { cookie: await t.session("consultant") },
        payload: { consultantId: ids.users.consultant },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        assignedTo: ids.users.consultant,
        status: "assigned",
      });
      const row = await t.db
        .selectFrom("leads")
        .select(["assignedTo", "status"])
        .where("id", "=", leadId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ assignedTo: ids.users.consultant, status: "assigned" });
    });

    it("answers 409 'Lead already assigned' to a consultant claiming a taken lead", async () => {
      const ids = await demoIds(t.db);
      const leadId = await freshLead(t.db, ids.users.priya);
      const response = await t.request({
        method: "PUT",
        url: `/api/leads/${leadId}/assign`,
        headers: { cookie: await t.session("consultant") },
        payload: { consultantId: ids.users.consultant },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: "Lead already assigned", code: "CONFLICT" });
      const row = await t.db
        .selectFrom("leads")
        .select("assignedTo")
        .where("id", "=", leadId)
        .executeTakeFirstOrThrow();
      expect(row.assignedTo).toBe(ids.users.priya);
    });

    it("gives a lead claimed by two consultants at the same moment to exactly one", async () => {
      const ids = await demoIds(t.db);
      const { id: second, username } = await freshAccount(t.db, "consultant");
      const [first, other] = [
        await t.session("consultant"),
        await t.login(username, FRESH_PASSWORD),
      ];
      for (let round = 0; round < 5; round++) {
        const leadId = await freshLead(t.db);
        const answers = await Promise.all([
          t.request({
            method: "PUT",
            url: `/api/leads/${leadId}/assign`,
            headers: { cookie: first },
            payload: { consultantId: ids.users.consultant },
          }),
          t.request({
            method: "PUT",
            url: `/api/leads/${leadId}/assign`,
            headers: { cookie: other },
            payload: { consultantId: second },
          }),
        ]);
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([200, 409]);
        const winner = answers.find((answer) => answer.statusCode === 200)?.json().assignedTo;
        const row = await t.db
          .selectFrom("leads")
          .select("assignedTo")
          .where("id", "=", leadId)
          .executeTakeFirstOrThrow();
        expect(row.assignedTo).toBe(winner);
      }
    });

    it("lets an admin reassign any lead to a consultant, but not to a client", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("admin");
      const leadId = await freshLead(t.db, ids.users.consultant);
      const reassigned = await t.request({
        method: "PUT",
        url: `/api/leads/${leadId}/assign`,
        headers: { cookie },
        payload: { consultantId: ids.users.priya },
      });
      expect(reassigned.statusCode).toBe(200);
      expect(reassigned.json().assignedTo).toBe(ids.users.priya);

      const toClient = await t.request({
        method: "PUT",
        url: `/api/leads/${leadId}/assign`,
        headers: { cookie },
        payload: { consultantId: ids.users.client },
      });
      expect(toClient.statusCode).toBe(400);
      expect(toClient.json().error).toBe(
        `consultantId: user ${ids.users.client} is not a consultant`,
      );

      const missing = await t.request({
        method: "PUT",
        url: "/api/leads/987654/assign",
        headers: { cookie },
        payload: { consultantId: ids.users.priya },
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe("PATCH /api/leads/{leadId}/status", () => {
    it("lets the assigned consultant move the lead along, and nobody move an unassigned one", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("consultant");
      const leadId = await freshLead(t.db, ids.users.consultant);
      const response = await t.request({
        method: "PATCH",
        url: `/api/leads/${leadId}/status`,
        headers: { cookie },
        payload: { status: "qualified" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe("qualified");

      const unassigned = await freshLead(t.db);
      const early = await t.request({
        method: "PATCH",
        url: `/api/leads/${unassigned}/status`,
        headers: { cookie: await t.session("admin") },
        payload: { status: "won" },
      });
      expect(early.statusCode).toBe(409);

      const bad = await t.request({
        method: "PATCH",
        url: `/api/leads/${leadId}/status`,
        headers: { cookie },
        payload: { status: "new" },
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});
