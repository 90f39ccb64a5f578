/** Session cookies behind an HTTPS proxy, and failed logins that say nothing about usernames. */
import type { ScryptOptions } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { forEachDatabase, useTestApp } from "../test/harness.js";

/** The cost parameters of every scrypt derivation the app runs (node:crypto's, wrapped). */
const scryptCalls = vi.hoisted(() => [] as Pick<ScryptOptions, "N" | "r" | "p">[]);
vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:crypto")>();
  function scrypt(this: unknown, ...args: unknown[]) {
    const options = args.length === 5 ? (args[3] as ScryptOptions) : {};
    scryptCalls.push({ N: options.N, r: options.r, p: options.p });
    return Reflect.apply(actual.scrypt, this, args);
  }
  return { ...actual, default: { ...actual, scrypt }, scrypt };
});

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

  describe("login work", () => {
    const t = useTestApp(kind);

    // The time of the two failures is a benchmark (`pnpm bench:login`): on a busy machine a
    // wall-clock ratio failed on timing alone. What makes them take the same time is tested
    // here: each runs one scrypt derivation at the same cost.
    it("runs one scrypt derivation at the same cost for an unknown user and a wrong password", async () => {
      const failWith = async (username: string) => {
        await t.db.deleteFrom("rateLimitHits").execute();
        scryptCalls.length = 0;
        const response = await t.request({
          method: "POST",
          url: "/api/auth/login",
          payload: { username, password: "definitely-wrong" },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: "Invalid credentials", code: "UNAUTHORIZED" });
        return [...scryptCalls];
      };
      // The first unknown username also makes the dummy hash it verifies against.
      await failWith("warm-up");
      const unknown = await failWith("nobody-at-all");
      const wrong = await failWith("admin");
      // The cost itself is password.test.ts's to prove (tests run at a lower one: harness.ts).
      expect(wrong).toHaveLength(1);
      expect(unknown).toEqual(wrong);
    });
  });
});
