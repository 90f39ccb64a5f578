import { describe, expect, it } from "vitest";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  describe("GET /api/users", () => {
    it("answers 401 to an anonymous visitor", async () => {
      const response = await t.request({ method: "GET", url: "/api/users" });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: "Please sign in first.", code: "UNAUTHORIZED" });
    });

    it("answers 403 to a client and to a consultant", async () => {
      for (const username of ["client", "consultant"]) {
        const cookie = await t.session(username);
        const response = await t.request({ method: "GET", url: "/api/users", headers: { cookie } });
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe("FORBIDDEN");
      }
    });

    it("lists every user to an admin, newest first, without any password field", async () => {
      const cookie = await t.session("admin");
      const response = await t.request({ method: "GET", url: "/api/users", headers: { cookie } });
      expect(response.statusCode).toBe(200);
      const users = response.json() as { username: string; createdAt: string }[];
      expect(users.map((u) => u.username).sort()).toEqual(
        ["admin", "client", "consultant", "dana", "luis", "priya"].sort(),
      );
      const times = users.map((u) => Date.parse(u.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(response.body).not.toMatch(/password|hash/i);
    });
  });
});
