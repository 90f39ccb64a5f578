/** Session cookies behind an HTTPS proxy, and login timing that says nothing about usernames. */
import { describe, expect, it } from "vitest";
import { forEachDatabase, useTestApp } from "../test/harness.js";

forEachDatabase((kind) => {
  describe("behind an HTTPS proxy (TRUST_PROXY)", () => {
    const t = useTestApp(kind, { env: { TRUST_PROXY: "true" } });

    it("sets a Secure, __Host- prefixed cookie that the next request reads back", async () => {
      const login = await t.request({
        method: "POST",
        url: "/api/auth/login",
        headers: { "x-forwarded-proto": "https" },
        payload: { username: "client", password: "cairn-client-demo" },
      });
      expect(login.statusCode).toBe(200);
      const setCookie = String(login.headers["set-cookie"]);
      expect(setCookie).toMatch(/^__Host-cairn_session=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/; HttpOnly/);
      expect(setCookie).toMatch(/; SameSite=Lax/);
      expect(setCookie).toMatch(/; Path=\//);
      expect(setCookie).not.toMatch(/Domain=/i);
      const cookie = setCookie.split(";")[0] ?? "";
      const me = await t.request({
        method: "GET",
        url: "/api/auth/me",
        headers: { cookie, "x-forwarded-proto": "https" },
      });
      expect(me.json().user.username).toBe("client");
    });

    it("keeps a plain cookie without Secure over plain HTTP", async () => {
      const login = await t.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "client", password: "cairn-client-demo" },
      });
      expect(String(login.headers["set-cookie"])).toMatch(/^cairn_session=/);
      expect(String(login.headers["set-cookie"])).not.toMatch(/Secure/);
    });
  });

  describe("sibling apps on subdomains (COOKIE_DOMAIN)", () => {
    const t = useTestApp(kind, {
      env: { COOKIE_DOMAIN: "example.com", PUBLIC_URL: "http://api.example.com" },
    });
    const cookies = (response: { headers: Record<string, unknown> }) =>
      ([] as string[]).concat(response.headers["set-cookie"] as string | string[]);

    it("shares the signed-in hint with the domain, and keeps the session on the API's host", async () => {
      const login = await t.request({
        method: "POST",
        url: "/api/auth/login",
        headers: { origin: "http://api.example.com" },
        payload: { username: "client", password: "cairn-client-demo" },
      });
      expect(login.statusCode).toBe(200);
      const [session, hint] = cookies(login);
      expect(session).toMatch(/^cairn_session=/);
      expect(session).not.toMatch(/Domain=/i);
      expect(hint).toMatch(/^cairn_signed_in=1;.*; Domain=example\.com/);

      const logout = await t.request({
        method: "POST",
        url: "/api/auth/logout",
        headers: { origin: "http://api.example.com", cookie: (session ?? "").split(";")[0] },
      });
      expect(cookies(logout).find((line) => line.startsWith("cairn_signed_in="))).toMatch(
        /Domain=example\.com/,
      );
    });
  });

  describe("login timing", () => {
    const t = useTestApp(kind);

    it("takes the same time, within 20 %, for an unknown user and a wrong password", async () => {
      const attempt = async (username: string) => {
        const started = performance.now();
        const response = await t.request({
          method: "POST",
          url: "/api/auth/login",
          payload: { username, password: "definitely-wrong" },
        });
        expect(response.statusCode).toBe(401);
        return performance.now() - started;
      };
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      // Back-to-back pairs share whatever else the machine is doing; the median of their
      // ratios is robust to a busy moment. Eleven pairs (seven once let a busy CI machine's
      // median out of the band), the failed-login counts cleared before each so that none is
      // throttled (ten failures a minute per client).
      await attempt("warm-up");
      await attempt("admin");
      const ratios: number[] = [];
      for (let i = 0; i < 11; i++) {
        await t.db.deleteFrom("rateLimitHits").execute();
        const unknown = await attempt(`nobody-${i}`);
        const wrong = await attempt("admin");
        ratios.push(unknown / wrong);
      }
      await t.db.deleteFrom("rateLimitHits").execute();
      const ratio = median(ratios);
      expect(ratio).toBeGreaterThan(0.8);
      expect(ratio).toBeLessThan(1.2);
    }, 120_000);
  });
});
