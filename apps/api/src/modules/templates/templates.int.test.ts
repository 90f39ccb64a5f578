import { PAGE_SIZE_DEFAULT } from "@cairn/schema/common";
import { beforeAll, describe, expect, it } from "vitest";
import { seedTemplates } from "../../seed/seed.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { FIXTURE_BODIES, fixtureDetails } from "../../test/template-fixtures.js";
import { TEMPLATE_CATALOGUE, TEMPLATES } from "./catalogue.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const cookies: Record<"admin" | "consultant" | "client", string> = {
    admin: "",
    consultant: "",
    client: "",
  };

  beforeAll(async () => {
    // The demo seed put in the catalogue with the code's bodies; these tests bring their own.
    await seedTemplates(t.db, FIXTURE_BODIES);
    for (const role of ["admin", "consultant", "client"] as const) {
      cookies[role] = await t.session(role);
    }
  });

  const get = (url: string, as?: keyof typeof cookies) =>
    t.request({ method: "GET", url, headers: as ? { cookie: cookies[as] } : {} });
  const send = (
    method: "POST" | "PATCH",
    url: string,
    as: keyof typeof cookies,
    payload: object = {},
  ) => t.request({ method, url, payload, headers: { cookie: cookies[as] } });

  const orgTemplate = {
    name: "Client escalation playbook",
    category: "Clients and stakeholders",
    purpose: "How we escalate a client's concern within a day.",
    body: "# Client escalation playbook\n\nFor {{project.name}}: call {{client.name}} first.\n\n- [ ] Log the concern\n",
    methods: ["kanban"],
    teamSizes: ["1-5"],
    effortMinutes: 20,
    tags: ["Escalation", "clients", "escalation"],
  };

  describe("GET /api/templates", () => {
    it("lists the catalogue to anyone, in catalogue order, a page at a time", async () => {
      const response = await t.request({ method: "GET", url: "/api/templates" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(PAGE_SIZE_DEFAULT);
      expect(response.headers["x-total-count"]).toBe(String(TEMPLATES.length));
      expect(response.headers.link).toBe(
        `</api/templates?offset=${PAGE_SIZE_DEFAULT}>; rel="next"`,
      );
      const whole = await t.request({ method: "GET", url: "/api/templates?limit=1000" });
      const list = whole.json();
      expect(list).toHaveLength(TEMPLATES.length);
      expect(list.length).toBeGreaterThanOrEqual(150);
      expect(whole.headers.link).toBeUndefined();
      expect(list[0]).toEqual({
        id: "project-charter",
        name: "Project charter",
        category: "Project initiation",
        purpose: "Fixes scope, goals, sponsor and success measures on one page before work starts.",
      });
    });

    it("finds a template by the beginning of a word, best match first", async () => {
      const response = await get("/api/templates?q=retro");
      expect(response.statusCode).toBe(200);
      expect(response.json()[0]).toMatchObject({ id: "retrospective-formats" });
      const words = await get("/api/templates?q=risk%20register");
      expect(words.json()[0]).toMatchObject({ id: "risk-register" });
      const none = await get("/api/templates?q=zzqxv");
      expect(none.json()).toEqual([]);
    });

    it("searches bodies and tags, not only names", async () => {
      // Only the fixture bodies say "hypothetical".
      const response = await get("/api/templates?q=hypothetical", "consultant");
      const ids = response.json().map((entry: { id: string }) => entry.id);
      expect(ids.sort()).toEqual([
        "kick-off-meeting-agenda",
        "project-charter",
        "retrospective-formats",
        "risk-register",
      ]);
      const tagged = await get("/api/templates?q=fixture", "consultant");
      expect(tagged.json()).toHaveLength(4);
    });

    it("filters by category, delivery method and team size, with paging", async () => {
      const agile = TEMPLATE_CATALOGUE.find((group) => group.category === "Agile rituals");
      const byCategory = await get("/api/templates?category=Agile%20rituals");
      expect(byCategory.json()).toHaveLength(agile?.templates.length ?? -1);

      const scrum = await get("/api/templates?process=scrum", "consultant");
      expect(scrum.json().map((entry: { id: string }) => entry.id)).toEqual([
        "project-charter",
        "kick-off-meeting-agenda",
        "retrospective-formats",
      ]);
      const waterfall = await get("/api/templates?process=waterfall&q=risk");
      expect(waterfall.json().map((entry: { id: string }) => entry.id)).toEqual(["risk-register"]);

      const twelve = await get("/api/templates?teamSize=12", "consultant");
      expect(twelve.json()).toHaveLength(4);
      expect((await get("/api/templates?teamSize=51%2B")).json()).toEqual([]);

      // The public catalogue (from the code) and the library (from the database) page alike.
      for (const as of [undefined, "consultant"] as const) {
        const page = await get("/api/templates?limit=2&offset=1", as);
        expect(page.json().map((entry: { id: string }) => entry.id)).toEqual(
          TEMPLATES.slice(1, 3).map((entry) => entry.id),
        );
        const category = await get("/api/templates?category=Agile%20rituals", as);
        expect(category.json()).toHaveLength(agile?.templates.length ?? -1);
      }
    });

    it("refuses a filter it does not know", async () => {
      const response = await get("/api/templates?process=agile");
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toEqual(["process"]);
      expect((await get("/api/templates?teamSize=lots")).statusCode).toBe(400);
      expect((await get("/api/templates?sort=name")).statusCode).toBe(400);
    });

    it("gives consultants and admins the library's details; clients the catalogue", async () => {
      const staff = (await get("/api/templates?q=retrospective", "consultant")).json();
      expect(staff[0]).toEqual({
        id: "retrospective-formats",
        name: "Retrospective formats",
        category: "Agile rituals",
        purpose: expect.any(String),
        source: "built-in",
        methods: ["scrum", "kanban"],
        teamSizes: ["6-20", "21-50"],
        effortMinutes: 45,
        tags: ["retrospective", "fixture"],
        available: true,
      });
      const client = (await get("/api/templates?q=retrospective", "client")).json();
      expect(Object.keys(client[0]).sort()).toEqual(["category", "id", "name", "purpose"]);
      const withoutBody = (await get("/api/templates?q=raci", "admin")).json();
      expect(withoutBody[0]).toMatchObject({ id: "raci-matrix", available: false });
    });
  });

  describe("GET /api/templates/{templateId}", () => {
    it("answers a template with its body and fields to consultants and admins", async () => {
      const response = await get("/api/templates/retrospective-formats", "consultant");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: "retrospective-formats",
        source: "built-in",
        body: FIXTURE_BODIES["Retrospective formats"]?.body,
        fields: [
          "project.name",
          "client.company",
          "project.startDate",
          "team.size",
          "consultant.name",
          "client.name",
          "tools.docs",
        ],
        duplicatedFrom: null,
        retiredAt: null,
      });
      const bare = await get("/api/templates/raci-matrix", "admin");
      expect(bare.json()).toMatchObject({ body: null, fields: [], methods: [] });
    });

    it("is not for clients or strangers, and 404s an unknown id", async () => {
      expect((await get("/api/templates/risk-register", "client")).statusCode).toBe(403);
      expect((await get("/api/templates/risk-register")).statusCode).toBe(401);
      const missing = await get("/api/templates/no-such-template", "admin");
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        error: "Template no-such-template was not found.",
        code: "NOT_FOUND",
      });
      expect((await get("/api/templates/Not%20An%20Id", "admin")).statusCode).toBe(400);
    });
  });

  describe("the organisation's own templates", () => {
    it("are created by admins, found by search, and stored", async () => {
      const response = await send("POST", "/api/templates", "admin", orgTemplate);
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({
        id: expect.stringMatching(/^org-client-escalation-playbook-[0-9a-f]{6}$/),
        source: "organisation",
        version: 1,
        tags: ["escalation", "clients"],
        fields: ["project.name", "client.name"],
      });
      const row = await t.db
        .selectFrom("templates")
        .selectAll()
        .where("id", "=", created.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ source: "organisation", name: orgTemplate.name, position: null });
      const found = (await get("/api/templates?q=escalat", "consultant")).json();
      expect(found[0]).toMatchObject({ id: created.id, source: "organisation" });
      // The public catalogue never shows them.
      const publicList = (await get("/api/templates?q=escalation")).json();
      expect(publicList.map((entry: { id: string }) => entry.id)).not.toContain(created.id);
    });

    it("are refused to consultants, and with a field no template may use", async () => {
      expect((await send("POST", "/api/templates", "consultant", orgTemplate)).statusCode).toBe(
        403,
      );
      const typo = await send("POST", "/api/templates", "admin", {
        ...orgTemplate,
        body: "For {{project.nam}}.",
      });
      expect(typo.statusCode).toBe(400);
      expect(typo.json().issues).toEqual([
        {
          path: ["body"],
          message: expect.stringContaining("{{project.nam}}"),
        },
      ]);
      const empty = await send("POST", "/api/templates", "admin", { ...orgTemplate, name: " " });
      expect(empty.statusCode).toBe(400);
    });

    it("are edited against a version, and a stale edit is refused with the newer one", async () => {
      const created = (await send("POST", "/api/templates", "admin", orgTemplate)).json();
      const url = `/api/templates/${created.id}`;
      const first = await send("PATCH", url, "admin", { baseVersion: 1, purpose: "Faster." });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ version: 2, purpose: "Faster." });

      const stale = await send("PATCH", url, "admin", { baseVersion: 1, purpose: "Slower." });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: "CONFLICT",
        error: expect.stringContaining("newer version"),
        current: { id: created.id, version: 2, purpose: "Faster." },
      });
      const row = await t.db
        .selectFrom("templates")
        .select(["version", "purpose"])
        .where("id", "=", created.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ version: 2, purpose: "Faster." });
    });

    it("leave built-in templates read-only: duplicate to change", async () => {
      const edit = await send("PATCH", "/api/templates/risk-register", "admin", {
        baseVersion: 1,
        purpose: "Mine now.",
      });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().error).toContain("Duplicate it");

      const copy = await send("POST", "/api/templates/risk-register/duplicate", "admin");
      expect(copy.statusCode).toBe(201);
      expect(copy.json()).toMatchObject({
        name: "Risk register (copy)",
        source: "organisation",
        duplicatedFrom: "risk-register",
        body: FIXTURE_BODIES["Risk register"]?.body,
        methods: ["waterfall", "hybrid"],
      });
      const named = await send("POST", "/api/templates/risk-register/duplicate", "admin", {
        name: "Our risk register",
      });
      expect(named.json()).toMatchObject({ name: "Our risk register" });
      const nothing = await send("POST", "/api/templates/raci-matrix/duplicate", "admin");
      expect(nothing.statusCode).toBe(409);
      const missing = await send("POST", "/api/templates/nope/duplicate", "admin");
      expect(missing.statusCode).toBe(404);
    });

    it("are retired, not deleted: gone from the library, still readable by id", async () => {
      const created = (await send("POST", "/api/templates", "admin", orgTemplate)).json();
      const retired = await send("POST", `/api/templates/${created.id}/retire`, "admin");
      expect(retired.statusCode).toBe(200);
      expect(retired.json().retiredAt).toEqual(expect.any(String));
      const again = await send("POST", `/api/templates/${created.id}/retire`, "admin");
      expect(again.json().retiredAt).toBe(retired.json().retiredAt);
      const list = (await get("/api/templates?limit=1000", "admin")).json();
      expect(list.map((entry: { id: string }) => entry.id)).not.toContain(created.id);
      expect((await get(`/api/templates/${created.id}`, "consultant")).statusCode).toBe(200);
      const builtIn = await send("POST", "/api/templates/risk-register/retire", "admin");
      expect(builtIn.statusCode).toBe(403);
      expect((await send("POST", `/api/templates/${created.id}/retire`, "client")).statusCode).toBe(
        403,
      );
    });
  });

  describe("start-up seeding", () => {
    it("is idempotent, and a changed body reaches the database with a new version", async () => {
      expect(await seedTemplates(t.db, FIXTURE_BODIES)).toBe(0);
      const before = await t.db
        .selectFrom("templates")
        .select("version")
        .where("id", "=", "risk-register")
        .executeTakeFirstOrThrow();
      const changed = {
        ...FIXTURE_BODIES,
        "Risk register": fixtureDetails("Risk register", "risk workshop"),
      };
      expect(await seedTemplates(t.db, changed)).toBe(1);
      const after = await t.db
        .selectFrom("templates")
        .select(["version", "body"])
        .where("id", "=", "risk-register")
        .executeTakeFirstOrThrow();
      expect(after.version).toBe(before.version + 1);
      expect(after.body).toContain("risk workshop");
      // Several processes seeding at once take turns and agree.
      const counts = await Promise.all([
        seedTemplates(t.db, changed),
        seedTemplates(t.db, changed),
      ]);
      expect(counts).toEqual([0, 0]);
      const total = await t.db
        .selectFrom("templates")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("source", "=", "built-in")
        .executeTakeFirstOrThrow();
      expect(Number(total.n)).toBe(TEMPLATES.length);
      await seedTemplates(t.db, FIXTURE_BODIES);
    });
  });
});
