/**
 * The lead pipeline (docs/leads.md): a signup with a saved plan, the moves a lead may make and
 * who may make them, its timeline and notes, and the searched, filtered, sorted, paged list.
 */
import { describe, expect, it } from "vitest";
import { demoIds, freshLead } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let ip = 0;
  const signup = (payload: object) =>
    t.request({ method: "POST", url: "/api/leads", payload, remoteAddress: `192.0.2.${++ip}` });
  const savePlan = async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/plans",
      payload: { industry: "Consulting", teamSize: 12, painPoints: ["Lack of reporting"] },
      remoteAddress: `198.51.100.${++ip}`,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { token: string; plan: unknown };
  };
  const move = async (cookie: string, leadId: number, payload: object) =>
    t.request({
      method: "PATCH",
      url: `/api/leads/${leadId}/status`,
      headers: { cookie },
      payload,
    });
  const timeline = async (cookie: string, leadId: number) =>
    t.request({ method: "GET", url: `/api/leads/${leadId}/timeline`, headers: { cookie } });

  describe("signing up with a saved plan", () => {
    it("links the lead to the plan, and the consultant sees the plan on the lead", async () => {
      const saved = await savePlan();
      const response = await signup({
        name: "Ines Planner",
        email: "ines@planned.example",
        planToken: saved.token,
      });
      expect(response.statusCode).toBe(201);
      const leadId = response.json().lead.id as number;
      const stored = await t.db
        .selectFrom("leads")
        .innerJoin("plans", "plans.id", "leads.planId")
        .select(["leads.id", "plans.engineVersion"])
        .where("leads.id", "=", leadId)
        .executeTakeFirst();
      expect(stored).toEqual({ id: leadId, engineVersion: "planner-1" });

      const detail = await t.request({
        method: "GET",
        url: `/api/leads/${leadId}`,
        headers: { cookie: await t.session("consultant") },
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        id: leadId,
        name: "Ines Planner",
        status: "new",
        plan: {
          answers: { industry: "Consulting", teamSize: 12, painPoints: ["Lack of reporting"] },
          plan: saved.plan,
          engineVersion: "planner-1",
        },
      });

      // The timeline starts with its creation, by nobody (the public form).
      const lines = (await timeline(await t.session("admin"), leadId)).json();
      expect(lines).toEqual([
        expect.objectContaining({ kind: "created", actor: null, detail: null }),
      ]);
    });

    it("refuses an unknown plan token with 400 and a clear message, and stores nothing", async () => {
      const before = await t.db.selectFrom("leads").select("id").execute();
      const unknown = await signup({
        name: "Nobody",
        email: "nobody@planned.example",
        planToken: "B".repeat(43),
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ success: false, code: "BAD_REQUEST" });
      expect(unknown.json().error).toContain(
        "The plan sent with the signup (planToken) was not found.",
      );
      const garbled = await signup({ name: "Nobody", email: "n@planned.example", planToken: "x" });
      expect(garbled.statusCode).toBe(400);
      expect(garbled.json().issues).toContainEqual(
        expect.objectContaining({ path: ["planToken"] }),
      );
      expect(await t.db.selectFrom("leads").select("id").execute()).toHaveLength(before.length);
    });

    it("shows a lead without a plan with plan null, and refuses clients", async () => {
      const leadId = await freshLead(t.db);
      const detail = await t.request({
        method: "GET",
        url: `/api/leads/${leadId}`,
        headers: { cookie: await t.session("consultant") },
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ id: leadId, plan: null, lostReason: null });
      const client = await t.request({
        method: "GET",
        url: `/api/leads/${leadId}`,
        headers: { cookie: await t.session("client") },
      });
      expect(client.statusCode).toBe(403);
      const missing = await t.request({
        method: "GET",
        url: "/api/leads/999999",
        headers: { cookie: await t.session("admin") },
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe("PATCH /api/leads/{leadId}/status", () => {
    it("moves a lead forward, and a step back, recording each move with its actor", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("consultant");
      const leadId = await freshLead(t.db);
      const claim = await t.request({
        method: "PUT",
        url: `/api/leads/${leadId}/assign`,
        headers: { cookie },
        payload: { consultantId: ids.users.consultant },
      });
      expect(claim.statusCode).toBe(200);

      expect((await move(cookie, leadId, { status: "contacted" })).json()).toMatchObject({
        status: "contacted",
      });
      expect((await move(cookie, leadId, { status: "qualified" })).statusCode).toBe(200);

      const same = await move(cookie, leadId, { status: "qualified" });
      expect(same.statusCode).toBe(409);
      expect(same.json()).toEqual({ error: "The lead is already qualified.", code: "CONFLICT" });
      // Qualified by mistake: one step back, on the timeline like any move.
      const back = await move(cookie, leadId, { status: "contacted" });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ status: "contacted" });

      const lines = (await timeline(cookie, leadId)).json();
      expect(lines.map((line: { kind: string }) => line.kind)).toEqual([
        "assigned",
        "status",
        "status",
        "status",
      ]);
      expect(lines[0]).toMatchObject({
        kind: "assigned",
        fromStatus: "new",
        toStatus: "assigned",
        detail: "Jordan Lee",
        actor: { id: ids.users.consultant, name: "Jordan Lee" },
      });
      expect(lines[2]).toMatchObject({
        kind: "status",
        fromStatus: "contacted",
        toStatus: "qualified",
        detail: null,
        actor: { id: ids.users.consultant, name: "Jordan Lee" },
      });
      expect(lines[3]).toMatchObject({ fromStatus: "qualified", toStatus: "contacted" });
      const stored = await t.db
        .selectFrom("leadEvents")
        .select(["kind", "fromStatus", "toStatus", "actorId"])
        .where("leadId", "=", leadId)
        .orderBy("id")
        .execute();
      expect(stored).toHaveLength(4);
      expect(stored.every((event) => event.actorId === ids.users.consultant)).toBe(true);
    });

    it("needs a reason to lose a lead, keeps it, and lets the lead be reopened", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("admin");
      const leadId = await freshLead(t.db, ids.users.priya);

      const bare = await move(cookie, leadId, { status: "lost" });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().issues).toContainEqual({
        path: ["reason"],
        message: "Say why the lead was lost",
      });
      const blank = await move(cookie, leadId, { status: "lost", reason: "   " });
      expect(blank.statusCode).toBe(400);

      const lost = await move(cookie, leadId, { status: "lost", reason: "Chose a competitor" });
      expect(lost.statusCode).toBe(200);
      expect(lost.json()).toMatchObject({ status: "lost", lostReason: "Chose a competitor" });
      const row = await t.db
        .selectFrom("leads")
        .select(["status", "lostReason"])
        .where("id", "=", leadId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "lost", lostReason: "Chose a competitor" });

      expect((await move(cookie, leadId, { status: "qualified" })).statusCode).toBe(409);
      const reopened = await move(cookie, leadId, { status: "contacted" });
      expect(reopened.json()).toMatchObject({ status: "contacted", lostReason: null });
      expect((await move(cookie, leadId, { status: "won" })).statusCode).toBe(200);
      const final = await move(cookie, leadId, { status: "lost", reason: "Changed mind" });
      expect(final.statusCode).toBe(409);
      expect(final.json().error).toBe("A won lead cannot change status.");

      const lines = (await timeline(cookie, leadId)).json();
      expect(lines).toEqual([
        expect.objectContaining({
          kind: "status",
          fromStatus: "assigned",
          toStatus: "lost",
          detail: "Chose a competitor",
          actor: { id: ids.users.admin, name: "Alex Morgan" },
        }),
        expect.objectContaining({ fromStatus: "lost", toStatus: "contacted", detail: null }),
        expect.objectContaining({ fromStatus: "contacted", toStatus: "won" }),
      ]);
    });

    it("lets no consultant move another consultant's lead, and no client any", async () => {
      const ids = await demoIds(t.db);
      const leadId = await freshLead(t.db, ids.users.priya);
      const other = await move(await t.session("consultant"), leadId, { status: "contacted" });
      expect(other.statusCode).toBe(403);
      const client = await move(await t.session("client"), leadId, { status: "contacted" });
      expect(client.statusCode).toBe(403);
      const row = await t.db
        .selectFrom("leads")
        .select("status")
        .where("id", "=", leadId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("assigned");
      expect(
        await t.db.selectFrom("leadEvents").select("id").where("leadId", "=", leadId).execute(),
      ).toEqual([]);
    });
  });

  describe("notes", () => {
    it("lets the lead's consultant add notes, listed in the timeline with their author", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("consultant");
      const leadId = await freshLead(t.db, ids.users.consultant);
      const added = await t.request({
        method: "POST",
        url: `/api/leads/${leadId}/notes`,
        headers: { cookie },
        payload: { body: "  Called: wants a demo on Friday.  " },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({
        kind: "note",
        detail: "Called: wants a demo on Friday.",
        actor: { id: ids.users.consultant, name: "Jordan Lee" },
      });
      await move(cookie, leadId, { status: "contacted" });
      const lines = (await timeline(cookie, leadId)).json();
      expect(lines.map((line: { kind: string }) => line.kind)).toEqual(["note", "status"]);
      const stored = await t.db
        .selectFrom("leadNotes")
        .select(["body", "authorId"])
        .where("leadId", "=", leadId)
        .execute();
      expect(stored).toEqual([
        { body: "Called: wants a demo on Friday.", authorId: ids.users.consultant },
      ]);
    });

    it("refuses empty and too long notes, other consultants and clients", async () => {
      const ids = await demoIds(t.db);
      const leadId = await freshLead(t.db, ids.users.priya);
      const note = (cookie: string, body: string) =>
        t.request({
          method: "POST",
          url: `/api/leads/${leadId}/notes`,
          headers: { cookie },
          payload: { body },
        });
      const admin = await t.session("admin");
      expect((await note(admin, "  ")).statusCode).toBe(400);
      expect((await note(admin, "x".repeat(5001))).statusCode).toBe(400);
      expect((await note(admin, "x".repeat(5000))).statusCode).toBe(201);
      expect((await note(await t.session("consultant"), "Mine now")).statusCode).toBe(403);
      expect((await note(await t.session("client"), "Hello")).statusCode).toBe(403);
      expect((await timeline(await t.session("client"), leadId)).statusCode).toBe(403);
      expect((await timeline(await t.session("consultant"), leadId)).statusCode).toBe(200);
    });
  });

  describe("GET /api/leads with a query", () => {
    it("searches, filters, sorts and pages, with the total in X-Total-Count", async () => {
      const ids = await demoIds(t.db);
      const cookie = await t.session("admin");
      const tag = `zq${Date.now().toString(36)}`;
      const names = ["Charlie", "alice", "Bob"];
      for (const [index, name] of names.entries()) {
        await t.db
          .insertInto("leads")
          .values({
            name: `${name} ${tag}`,
            email: `${name.toLowerCase()}@${tag}.example`,
            company: index === 1 ? `${tag.toUpperCase()} Ltd` : null,
            assignedTo: index === 0 ? ids.users.priya : null,
            status: index === 0 ? "contacted" : "new",
          })
          .execute();
      }
      const list = (query: string) =>
        t.request({ method: "GET", url: `/api/leads?${query}`, headers: { cookie } });

      const byName = await list(`q=${tag.toUpperCase()}&sort=name&order=asc`);
      expect(byName.statusCode).toBe(200);
      expect(byName.headers["x-total-count"]).toBe("3");
      expect(byName.json().map((lead: { name: string }) => lead.name)).toEqual([
        `alice ${tag}`,
        `Bob ${tag}`,
        `Charlie ${tag}`,
      ]);
      const desc = await list(`q=${tag}&sort=name&order=desc&limit=2&offset=1`);
      expect(desc.headers["x-total-count"]).toBe("3");
      expect(desc.json().map((lead: { name: string }) => lead.name)).toEqual([
        `Bob ${tag}`,
        `alice ${tag}`,
      ]);
      // The company matches too, in any case.
      const company = await list(`q=${tag}%20ltd`);
      expect(company.json().map((lead: { name: string }) => lead.name)).toEqual([`alice ${tag}`]);

      const unassigned = await list(`q=${tag}&assignee=unassigned`);
      expect(unassigned.headers["x-total-count"]).toBe("2");
      const priyas = await list(`q=${tag}&assignee=${ids.users.priya}&status=contacted`);
      expect(priyas.json()).toEqual([expect.objectContaining({ name: `Charlie ${tag}` })]);
      expect((await list(`q=${tag}&status=won`)).json()).toEqual([]);

      // A % in the search matches a %, not everything.
      expect((await list("q=%25")).headers["x-total-count"]).toBe("0");

      const bad = await list("sort=email&status=maybe&assignee=someone");
      expect(bad.statusCode).toBe(400);
      expect(
        bad
          .json()
          .issues.map((issue: { path: string[] }) => issue.path[0])
          .sort(),
      ).toEqual(["assignee", "sort", "status"]);

      // Without a query: every lead, newest first, as before.
      const all = await list("");
      const total = await t.db.selectFrom("leads").select("id").execute();
      expect(all.json()).toHaveLength(total.length);
      expect(all.headers["x-total-count"]).toBe(String(total.length));
    });

    it("is refused to clients", async () => {
      const response = await t.request({
        method: "GET",
        url: "/api/leads?q=a",
        headers: { cookie: await t.session("client") },
      });
      expect(response.statusCode).toBe(403);
    });
  });
});
