import { describe, expect, it } from "vitest";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { TEMPLATES } from "./catalogue.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind, { seed: false });

  describe("GET /api/templates", () => {
    it("lists the whole catalogue to anyone, in catalogue order", async () => {
      const response = await t.request({ method: "GET", url: "/api/templates" });
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list).toHaveLength(TEMPLATES.length);
      expect(list.length).toBeGreaterThanOrEqual(150);
      expect(list[0]).toEqual({
        id: "project-charter",
        name: "Project charter",
        category: "Project initiation",
        purpose: "Fixes scope, goals, sponsor and success measures on one page before work starts.",
      });
    });
  });
});
