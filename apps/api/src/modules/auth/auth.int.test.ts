import { describe, expect, it } from "vitest";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { hashToken } from "./sessions.repo.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  describe("POST /api/auth/login", () => {
    it("signs in, answers the user without any password field, and sets a safe cookie", async () => {
      const response = await t.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "admin", password: "cairn-admin-demo" },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toMatchObject({ username: "admin", role: "admin", firstName: "Alex" });
      expect(response.body).not.toMatch(/password|hash|scrypt/i);

      const setCookie = String(response.headers["set-cookie"]);
      expect(setCookie).toMatch(/^cairn_session=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Path=\//);

      // Only the token's SHA-256 is stored.
      const token = setCookie.slice("cairn_session=".length, setCookie.indexOf(";"));
      const stored = await t.db.selectFrom("sessions").select("tokenHash").execute();
      expect(stored.map((s) => s.tokenHash)).toContain(hashToken(token));
      expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    });

    it("answers a wrong password and an unknown user with the same 401", async () => {
      const wrongPassword = await t.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "consultant", password: "not-the-password" },
      });
      const unknownUser = await t.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "nobody-here", password: "not-the-password" },
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownUser.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({ error: "Invalid credentials", code: "UNAUTHORIZED" });
      expect(unknownUser.body).toBe(wrongPassword.body);
      expect(wrongPassword.headers["set-cookie"]).toBeUndefined();
    });

    it("answers 400 naming the fields when they are missing, never 401", async () => {
      const response = await t.request({ method: "POST", url: "/api/auth/login", payload: {} });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe("BAD_REQUEST");
      expect(body.issues).toEqual(
        expect.arrayContaining([
          { path: ["username"], message: "Username is required" },
          { path: ["password"], message: "Password is required" },
        ]),
      );
      expect(body.error).toContain("username: Username is required");
    });

    it("gives a new token at every login and keeps other browsers signed in", async () => {
      const first = await t.login("client");
      const second = await t.login("client");
      expect(first).not.toBe(second);
      for (const cookie of [first, second]) {
        const me = await t.request({ method: "GET", url: "/api/auth/me", headers: { cookie } });
        expect(me.statusCode).toBe(200);
      }
    });

    it("records failed logins as security events without the password", async () => {
      await t.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "admin", password: "planted-secret-value" },
      });
      const logs = await t.db
        .selectFrom("systemLogs")
        .selectAll()
        .where("module", "=", "auth")
        .where("level", "=", "warn")
        .execute();
      expect(logs.length).toBeGreaterThan(0);
      expect(JSON.stringify(logs)).not.toContain("planted-secret-value");
      // Nor the username: people type passwords into that box too.
      expect(JSON.stringify(logs)).not.toContain("admin");
      await t.db.deleteFrom("rateLimitHits").execute();
    });
  });

  describe("GET /api/auth/me and POST /api/auth/logout", () => {
    it("answers 401 without a cookie or with a made-up one", async () => {
      const none = await t.request({ method: "GET", url: "/api/auth/me" });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ error: "Please sign in first.", code: "UNAUTHORIZED" });
      const forged = await t.request({
        method: "GET",
        url: "/api/auth/me",
        headers: { cookie: `cairn_session=${"a".repeat(43)}` },
      });
      expect(forged.statusCode).toBe(401);
    });

    it("answers the signed-in user, then 401 once the session is ended on the server", async () => {
      const cookie = await t.login("consultant");
      const me = await t.request({ method: "GET", url: "/api/auth/me", headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().user).toMatchObject({ username: "consultant", role: "consultant" });

      // A bodiless mutation needs no content type.
      const logout = await t.request({
        method: "POST",
        url: "/api/auth/logout",
        headers: { cookie },
      });
      expect(logout.statusCode).toBe(204);
      expect(String(logout.headers["set-cookie"])).toMatch(/cairn_session=;/);

      // The old cookie no longer works, even if a client kept it.
      const after = await t.request({ method: "GET", url: "/api/auth/me", headers: { cookie } });
      expect(after.statusCode).toBe(401);
    });

    it("ends a session idle for more than 12 hours and any session after 7 days", async () => {
      const start = new Date();
      t.setNow(start);
      const cookie = await t.login("client");
      const at = async (hours: number) => {
        t.setNow(new Date(start.getTime() + hours * 3600_000));
        return (await t.request({ method: "GET", url: "/api/auth/me", headers: { cookie } }))
          .statusCode;
      };
      // Used every 11 hours, it survives past 12 hours of age...
      expect(await at(11)).toBe(200);
      expect(await at(22)).toBe(200);
      expect(await at(33)).toBe(200);
      // ...but not 12 idle hours.
      expect(await at(46)).toBe(401);

      t.setNow(start);
      const weekly = await t.login("client");
      for (let hours = 11; hours < 7 * 24; hours += 11) {
        t.setNow(new Date(start.getTime() + hours * 3600_000));
        const response = await t.request({
          method: "GET",
          url: "/api/auth/me",
          headers: { cookie: weekly },
        });
        expect(response.statusCode).toBe(200);
      }
      t.setNow(new Date(start.getTime() + 7 * 24 * 3600_000 + 60_000));
      const expired = await t.request({
        method: "GET",
        url: "/api/auth/me",
        headers: { cookie: weekly },
      });
      expect(expired.statusCode).toBe(401);
      t.setNow(new Date());
    });
  });
});
