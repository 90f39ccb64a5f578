import { describe, expect, it } from "vitest";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  describe("POST /api/leads", () => {
    it("creates a new, unassigned lead and answers { success, lead }", async () => {
      const response = await t.request({
        method: "POST",
        url: "/api/leads",
        payload: {
          name: "  Ada Lovelace ",
          email: "ada@analytical.example",
          company: "Analytical Engines",
          teamSize: "6-20",
          planType: "pro",
          status: "new",
        },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        lead: {
          name: "Ada Lovelace",
          email: "ada@analytical.example",
          company: "Analytical Engines",
          teamSize: "6-20",
          planType: "pro",
          status: "new",
          assignedTo: null,
        },
      });
      const stored = await t.db
        .selectFrom("leads")
        .selectAll()
        .where("id", "=", body.lead.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ name: "Ada Lovelace", status: "new", assignedTo: null });
    });

    it("defaults the plan to trial and stores empty optional fields as null", async () => {
      const response = await t.request({
        method: "POST",
        url: "/api/leads",
        payload: { name: "Grace", email: "grace@navy.example", company: "", teamSize: "" },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().lead).toMatchObject({
        planType: "trial",
        company: null,
        teamSize: null,
      });
    });

    it.each([
      [{ name: "", email: "a@b.example" }, ["name"], "Name is required"],
      [{ name: "   ", email: "a@b.example" }, ["name"], "Name is required"],
      [{ name: "Ada", email: "not-an-email" }, ["email"], "Please enter a valid email"],
      [{ email: "a@b.example" }, ["name"], "Name is required"],
    ])("refuses %j with 400 and the contract's message", async (payload, path, message) => {
      const before = await t.db.selectFrom("leads").select("id").execute();
      const response = await t.request({ method: "POST", url: "/api/leads", payload });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: "BAD_REQUEST" });
      expect(body.error).toContain(message);
      expect(body.issues).toContainEqual({ path, message });
      const after = await t.db.selectFrom("leads").select("id").execute();
      expect(after).toHaveLength(before.length);
    });

    it("refuses a status other than new, and unknown fields", async () => {
      const status = await t.request({
        method: "POST",
        url: "/api/leads",
        payload: { name: "Eve", email: "eve@example.com", status: "won" },
      });
      expect(status.statusCode).toBe(400);
      expect(status.json().issues[0].path).toEqual(["status"]);

      const unknown = await t.request({
        method: "POST",
        url: "/api/leads",
        payload: { name: "Eve", email: "eve@example.com", assignedTo: 1 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toMatch(/assignedTo/);
    });
  });
});
