import { wizardInput } from "@cairn/schema/wizard";
import { describe, expect, it } from "vitest";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { recommend } from "./planner.js";

const URL_PATH = "/api/ai-wizard/recommendations";

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: false });
  let ip = 0;
  /** A fresh address per call unless one is given, so the per-IP limit stays out of the way. */
  const post = (payload: object, remoteAddress = `192.0.2.${++ip}`) =>
    t.request({ method: "POST", url: URL_PATH, payload, remoteAddress });

  describe("POST /api/ai-wizard/recommendations", () => {
    it("answers the plan in the shape of docs/product.md §3.3, without a session", async () => {
      const payload = {
        teamSize: 8,
        industry: "Healthcare",
        currentTools: ["Microsoft Teams", "Trello"],
        painPoints: ["Visibility into progress"],
        goals: ["Reduced risks"],
        userRole: "Operations manager",
        experienceLevel: "beginner",
      };
      const response = await post(payload);
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-cairn-plan-source"]).toBe("deterministic");
      const body = response.json();
      expect(Object.keys(body)).toEqual(["recommendations", "setup_plan", "next_steps"]);
      expect(Object.keys(body.recommendations)).toEqual(["tools", "processes", "templates"]);
      expect(body).toEqual(recommend(wizardInput.parse(payload)));
      expect(body.recommendations.tools[0]).toMatch(/^Keep Trello for work tracking — /);
      expect(body.setup_plan.map((phase: { duration: string }) => phase.duration)).toEqual([
        "Days 1–5",
        "Days 6–12",
        "Days 13–19",
        "Days 20–25",
        "Days 26–30",
        "Days 31–45",
        "Days 46–60",
      ]);
    });

    it("gives empty lists the contract's defaults, and a missing team size 5", async () => {
      const response = await post({ industry: " Retail ", currentTools: [], painPoints: [] });
      expect(response.statusCode).toBe(200);
      const { recommendations, setup_plan } = response.json();
      expect(recommendations.tools[0]).toBe(
        "Add Trello for work tracking — a board per project or client, with almost nothing to learn; our pick for retail teams of 1–5 people.",
      );
      expect(recommendations.processes.join("\n")).toContain(
        "because no pain point was named, so the plan starts with general workflow optimization",
      );
      expect(recommendations.processes.join("\n")).toContain(
        "because no goal was chosen, so the plan aims to improve team efficiency",
      );
      expect(recommendations.processes.join("\n")).toContain("because a team of 5 needs");
      // Intermediate by default: the six-phase setup.
      expect(setup_plan).toHaveLength(8);
    });

    it.each<object>([{}, { industry: "" }, { industry: "   " }, { industry: null }])(
      "refuses the industry of %j with the contract's message",
      async (payload) => {
        const response = await post(payload);
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body.code).toBe("BAD_REQUEST");
        // The contract's sentence itself; the field is named in `issues`.
        expect(body.error).toBe("Please select an industry before proceeding.");
        expect(body.issues).toContainEqual({
          path: ["industry"],
          message: "Please select an industry before proceeding.",
        });
      },
    );

    it.each([
      [{ industry: "Retail", teamSize: 0 }, ["teamSize"]],
      [{ industry: "Retail", teamSize: 100_001 }, ["teamSize"]],
      [{ industry: "Retail", teamSize: 2.5 }, ["teamSize"]],
      [{ industry: "Retail", experienceLevel: "expert" }, ["experienceLevel"]],
      [{ industry: "Retail", goals: Array.from({ length: 21 }, (_, i) => `Goal ${i}`) }, ["goals"]],
      [{ industry: "Retail", painPoints: ["x".repeat(101)] }, ["painPoints", 0]],
    ])("refuses %j with 400 naming the field", async (payload, path) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toEqual(path);
      expect(response.json().error).not.toMatch(/^\w+: /);
    });

    it("says what is wrong with a team size in words a person reads", async () => {
      const response = await post({ industry: "Retail", teamSize: -3 });
      expect(response.json()).toMatchObject({
        error: "Team size must be a whole number from 1 to 100,000.",
        issues: [
          { path: ["teamSize"], message: "Team size must be a whole number from 1 to 100,000." },
        ],
      });
    });

    it("accepts a team size written as a string, and refuses unknown fields", async () => {
      expect((await post({ industry: "Legal", teamSize: "12" })).statusCode).toBe(200);
      const unknown = await post({ industry: "Legal", budget: 1000 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toMatch(/budget/);
    });

    it("allows 20 requests a minute from one IP, then answers 429 with Retry-After", async () => {
      const start = new Date();
      t.setNow(start);
      const address = "203.0.113.7";
      for (let i = 0; i < 19; i += 1) {
        expect((await post({ industry: "Education" }, address)).statusCode).toBe(200);
      }
      // Invalid requests count too: the limit is checked before the input is read.
      expect((await post({}, address)).statusCode).toBe(400);

      const limited = await post({ industry: "Education" }, address);
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
      expect(limited.json().error).toMatch(
        /^Too many plan requests: the setup wizard allows 20 a minute from one network\. Please wait \d+ seconds and try again\.$/,
      );

      expect((await post({ industry: "Education" }, "203.0.113.8")).statusCode).toBe(200);
      t.setNow(new Date(start.getTime() + 61_000));
      expect((await post({ industry: "Education" }, address)).statusCode).toBe(200);
    });

    it("answers at most 20 of 60 parallel requests from one IP", async () => {
      t.setNow(new Date("2026-06-01T10:00:00Z"));
      const burst = await Promise.all(
        Array.from({ length: 60 }, () => post({ industry: "Retail" }, "203.0.113.60")),
      );
      const codes = burst.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(20);
      expect(codes.filter((code) => code === 429)).toHaveLength(40);
    });

    it("is documented in the OpenAPI document, with GET /api/templates", async () => {
      const document = (await t.request({ method: "GET", url: "/api/openapi.json" })).json();
      expect(document.paths["/ai-wizard/recommendations"]).toHaveProperty("post");
      expect(document.paths["/templates"]).toHaveProperty("get");
    });
  });
});
