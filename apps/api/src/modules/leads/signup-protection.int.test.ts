/**
 * The public signup under abuse (SECURITY.md): a per-network limit, a repeat of the same e-mail
 * within a day updating its lead without telling anyone it existed, and an administrator's
 * deletion and erasure of a person's data, log lines included.
 */
import { describe, expect, it } from "vitest";
import { writeSystemLog } from "../../lib/system-log.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

const T0 = new Date("2026-06-01T09:00:00.000Z");
let address = 0;
const freshIp = () => `198.51.100.${++address}`;

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const signup = (payload: object, remoteAddress = freshIp()) =>
    t.request({ method: "POST", url: "/api/leads", payload, remoteAddress });

  describe("POST /api/leads", () => {
    it("takes 5 of 15 parallel signups from one network a minute, and 30 an hour", async () => {
      t.setNow(T0);
      const ip = "203.0.113.15";
      const burst = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          signup({ name: `Burst ${i}`, email: `burst-${i}@example.com` }, ip),
        ),
      );
      const codes = burst.map((r) => r.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(10);
      const refused = burst.find((r) => r.statusCode === 429);
      expect(refused?.json()).toMatchObject({ success: false, code: "TOO_MANY_REQUESTS" });
      expect(refused?.json().error).toMatch(
        /^Too many sign-ups from your network\. Please wait \d+ seconds/,
      );
      expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
      const stored = await t.db
        .selectFrom("leads")
        .select("id")
        .where("name", "like", "Burst %")
        .execute();
      expect(stored).toHaveLength(5);

      // Minute after minute, the hour's ceiling of 30 holds.
      let accepted = 5;
      for (let minute = 1; minute <= 6; minute++) {
        t.setNow(new Date(T0.getTime() + minute * 61_000));
        for (let i = 0; i < 5; i++) {
          const response = await signup(
            { name: `Hour ${minute}-${i}`, email: `h${minute}-${i}@example.com` },
            ip,
          );
          if (response.statusCode === 201) accepted++;
          else expect(response.statusCode).toBe(429);
        }
      }
      expect(accepted).toBe(30);
    });

    it("updates the lead when the same e-mail signs up again within a day, with the same answer", async () => {
      t.setNow(T0);
      const first = await signup({ name: "Mia Chen", email: "mia@shop.example", company: "Shop" });
      t.setNow(new Date(T0.getTime() + 2 * 60 * 60_000));
      const again = await signup({
        name: "Mia Chen",
        email: "MIA@shop.example",
        company: "Shop Ltd",
        planType: "pro",
      });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      // The visitor cannot tell a repeat from a first signup.
      expect(Object.keys(again.json().lead).sort()).toEqual(Object.keys(first.json().lead).sort());
      expect(again.json().lead).toMatchObject({
        status: "new",
        assignedTo: null,
        company: "Shop Ltd",
      });
      expect(again.json().lead.createdAt).toBe(
        new Date(T0.getTime() + 2 * 60 * 60_000).toISOString(),
      );

      const stored = await t.db
        .selectFrom("leads")
        .select(["name", "company", "planType"])
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", "mia@shop.example"))
        .execute();
      expect(stored).toEqual([{ name: "Mia Chen", company: "Shop Ltd", planType: "pro" }]);

      // A day later it is a new lead.
      t.setNow(new Date(T0.getTime() + 25 * 60 * 60_000));
      expect((await signup({ name: "Mia Chen", email: "mia@shop.example" })).statusCode).toBe(201);
      const count = await t.db
        .selectFrom("leads")
        .select("id")
        .where("email", "ilike", "mia@shop.example")
        .execute();
      expect(count).toHaveLength(2);
    });
  });

  describe("deleting and erasing", () => {
    it("lets an administrator delete a lead with the log lines that carry it", async () => {
      t.setNow(T0);
      const created = await signup({
        name: "Zed Quill",
        email: "zed@quill.example",
        company: "Quill Works",
      });
      const leadId = created.json().lead.id as number;
      // A line written by an older version, which quoted the company.
      await writeSystemLog(t.db, {
        level: "info",
        module: "leads",
        message: "New trial lead: Quill Works",
      });
      const cookie = await t.session("admin");
      const consultant = await t.session("consultant");
      const forbidden = await t.request({
        method: "DELETE",
        url: `/api/leads/${leadId}`,
        headers: { cookie: consultant },
      });
      expect(forbidden.statusCode).toBe(403);

      const removed = await t.request({
        method: "DELETE",
        url: `/api/leads/${leadId}`,
        headers: { cookie },
      });
      expect(removed.statusCode).toBe(204);
      expect(
        await t.db.selectFrom("leads").select("id").where("id", "=", leadId).execute(),
      ).toEqual([]);
      const logs = JSON.stringify(await t.db.selectFrom("systemLogs").selectAll().execute());
      expect(logs).not.toContain("Quill");
      expect(logs).not.toContain(`"leadId":${leadId}`);

      const again = await t.request({
        method: "DELETE",
        url: `/api/leads/${leadId}`,
        headers: { cookie },
      });
      expect(again.statusCode).toBe(404);
    });

    it("erases every lead of an e-mail at a person's request", async () => {
      t.setNow(T0);
      await signup({ name: "Nora Vale", email: "nora@vale.example" });
      t.setNow(new Date(T0.getTime() + 48 * 60 * 60_000));
      await signup({ name: "Nora Vale", email: "Nora@Vale.example" });
      const cookie = await t.session("admin");
      const response = await t.request({
        method: "POST",
        url: "/api/leads/erase",
        headers: { cookie },
        payload: { email: "NORA@vale.example" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ erased: 2 });
      expect(
        await t.db
          .selectFrom("leads")
          .select("id")
          .where("email", "ilike", "nora@vale.example")
          .execute(),
      ).toEqual([]);
      expect(JSON.stringify(await t.db.selectFrom("systemLogs").selectAll().execute())).not.toMatch(
        /nora/i,
      );
    });
  });
});
