import { createHash } from "node:crypto";
import { wizardInput } from "@cairn/schema/wizard";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { recommend } from "../wizard/planner.js";

const ANSWERS = {
  teamSize: 8,
  industry: "Healthcare",
  currentTools: ["Trello"],
  painPoints: ["Missed deadlines"],
  goals: ["Reduced risks"],
  experienceLevel: "beginner",
};

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

forEachDatabase((kind) => {
  const lines: string[] = [];
  const t = useTestApp(kind, {
    seed: false,
    env: { LOG_LEVEL: "debug" },
    logStream: { write: (line) => lines.push(line) },
  });
  let ip = 0;
  const create = (payload: object, remoteAddress = `198.51.100.${++ip}`) =>
    t.request({ method: "POST", url: "/api/plans", payload, remoteAddress });

  describe("POST /api/plans and GET /api/plans/{token}", () => {
    it("makes the plan on the server, keeps it, and answers a private link", async () => {
      const response = await create({
        ...ANSWERS,
        // A plan sent by the client is not part of the answers: refused, never stored.
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.url).toBe(`/plan/${body.token}`);
      expect(body.plan).toEqual(recommend(wizardInput.parse(ANSWERS)));
      expect(Date.parse(body.createdAt)).not.toBeNaN();

      // Only the token's hash is stored, with the validated answers and the engine's version.
      const rows = await t.db
        .selectFrom("plans")
        .select([
          "tokenHash",
          "engineVersion",
          sql<string>`answers::text`.as("answers"),
          sql<string>`plan::text`.as("plan"),
        ])
        .execute();
      const row = rows.find((candidate) => candidate.tokenHash === sha256(body.token));
      expect(row?.engineVersion).toBe("planner-1");
      expect(JSON.parse(row?.answers ?? "null")).toEqual(ANSWERS);
      expect(JSON.parse(row?.plan ?? "null")).toEqual(body.plan);
      expect(JSON.stringify(rows)).not.toContain(body.token);

      const read = await t.request({ method: "GET", url: `/api/plans/${body.token}` });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({
        answers: { ...ANSWERS, teamSize: 8 },
        plan: body.plan,
        engineVersion: "planner-1",
        createdAt: body.createdAt,
      });
    });

    it("refuses a plan sent by the client, and answers like the wizard to invalid answers", async () => {
      const before = await t.db.selectFrom("plans").select("id").execute();
      const forged = await create({ ...ANSWERS, plan: { setup_plan: [] } });
      expect(forged.statusCode).toBe(400);
      const missing = await create({ teamSize: 4 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toContain("Please select an industry before proceeding.");
      expect(await t.db.selectFrom("plans").select("id").execute()).toHaveLength(before.length);
    });

    it.each([
      ["an unknown token", "A".repeat(43)],
      ["a token too short", "abc"],
      ["a token with other characters", `${"a".repeat(42)}!`],
      ["a token too long", "a".repeat(44)],
    ])("answers 404 in the error format for %s", async (_label, token) => {
      const response = await t.request({
        method: "GET",
        url: `/api/plans/${encodeURIComponent(token)}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: "This plan link is not valid. Check the link, or make a new plan.",
        code: "NOT_FOUND",
      });
    });

    it("shares the wizard's limit: 20 plans a minute from one network, then 429", async () => {
      const start = new Date("2026-07-01T10:00:00Z");
      t.setNow(start);
      const address = "203.0.113.99";
      for (let i = 0; i < 10; i += 1) {
        expect((await create({ industry: "Retail" }, address)).statusCode).toBe(201);
      }
      // The wizard's own path takes from the same budget.
      for (let i = 0; i < 10; i += 1) {
        const wizard = await t.request({
          method: "POST",
          url: "/api/ai-wizard/recommendations",
          payload: { industry: "Retail" },
          remoteAddress: address,
        });
        expect(wizard.statusCode).toBe(200);
      }
      const before = await t.db.selectFrom("plans").select("id").execute();
      const limited = await create({ industry: "Retail" }, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
      expect(limited.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
      expect(await t.db.selectFrom("plans").select("id").execute()).toHaveLength(before.length);
      t.setNow(new Date(start.getTime() + 61_000));
      expect((await create({ industry: "Retail" }, address)).statusCode).toBe(201);
      t.setNow(new Date());
    });

    it("never writes a plan's token to the logs", async () => {
      const response = await create(ANSWERS);
      const { token } = response.json();
      await t.request({ method: "GET", url: `/api/plans/${token}` });
      await t.request({ method: "GET", url: `/plan/${token}` });
      await t.request({
        method: "GET",
        url: `/api/plans/${token}`,
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join("\n")).not.toContain(token);
      const logs = await t.db.selectFrom("systemLogs").selectAll().execute();
      expect(JSON.stringify(logs)).not.toContain(token);
    });
  });
});
