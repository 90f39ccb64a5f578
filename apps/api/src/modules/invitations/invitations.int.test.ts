import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { demoIds, unique } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { FAILED_ACCEPTS_PER_IP } from "./accept.js";
import { EXPIRED_INVITATION, UNKNOWN_INVITATION, USED_INVITATION } from "./read-invitation.js";

const NEW_PASSWORD = "a-brand-new-password";
const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

interface Invited {
  user: { id: number; username: string; email: string; role: string };
  invitation: { url: string | null; expiresAt: string; emailed: boolean; email: string };
}

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  /** An admin invites a new account; answers the body and the link's token. */
  async function invite(fields: Record<string, unknown> = {}) {
    const response = await t.request({
      method: "POST",
      url: "/api/users/invite",
      headers: { cookie: await t.session("admin") },
      payload: {
        username: unique("invited"),
        email: `${unique("invited")}@example.com`,
        firstName: "Ines",
        ...fields,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as Invited;
    const token = new URL(body.invitation.url ?? "").pathname.split("/").pop() ?? "";
    return { body, token };
  }

  const accept = (token: string, password = NEW_PASSWORD, headers: Record<string, string> = {}) =>
    t.request({
      method: "POST",
      url: `/api/invitations/${token}/accept`,
      payload: { password },
      headers,
    });

  describe("POST /api/users/invite", () => {
    it("creates the account without a usable password and answers the link to copy", async () => {
      const before = Date.now();
      const { body, token } = await invite({ role: "consultant" });
      expect(body.user).toMatchObject({ role: "consultant", firstName: "Ines" });
      expect(body.invitation).toMatchObject({ emailed: false, email: body.user.email });
      expect(body.invitation.url).toMatch(/^http:\/\/[^/]+\/invitation\/[A-Za-z0-9_-]{43}$/);
      const expires = Date.parse(body.invitation.expiresAt);
      expect(expires - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);

      // Only the token's SHA-256 is stored; the account's hash verifies no password.
      const rows = await t.db
        .selectFrom("invitations")
        .selectAll()
        .where("userId", "=", body.user.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(sha256(token));
      expect(JSON.stringify(rows)).not.toContain(token);
      const user = await t.db
        .selectFrom("users")
        .select("passwordHash")
        .where("id", "=", body.user.id)
        .executeTakeFirstOrThrow();
      expect(user.passwordHash).toMatch(/^\$unusable\$/);
    });

    it("is for admins only", async () => {
      for (const who of ["consultant", "client"]) {
        const response = await t.request({
          method: "POST",
          url: "/api/users/invite",
          headers: { cookie: await t.session(who) },
          payload: { username: unique("x"), email: "x@example.com" },
        });
        expect(response.statusCode).toBe(403);
      }
      const anonymous = await t.request({
        method: "POST",
        url: "/api/users/invite",
        payload: { username: unique("x"), email: "x@example.com" },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it("answers 409 for a taken username and leaves no invitation", async () => {
      const before = await t.db.selectFrom("invitations").select("id").execute();
      const response = await t.request({
        method: "POST",
        url: "/api/users/invite",
        headers: { cookie: await t.session("admin") },
        payload: { username: "CONSULTANT", email: "again@example.com" },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: "That username is already taken.",
        code: "CONFLICT",
      });
      expect(await t.db.selectFrom("invitations").select("id").execute()).toEqual(before);
    });
  });

  describe("the lifecycle of a link", () => {
    it("is read, refuses login before, accepts once, signs in, and is spent after", async () => {
      const { body, token } = await invite();

      // Before accepting: no password opens the account, and the answer is the usual one.
      for (const password of ["", "$unusable$", NEW_PASSWORD]) {
        const login = await t.request({
          method: "POST",
          url: "/api/auth/login",
          payload: { username: body.user.username, password: password || "x" },
        });
        expect(login.statusCode).toBe(401);
        expect(login.json()).toEqual({ error: "Invalid credentials", code: "UNAUTHORIZED" });
      }

      const read = await t.request({ method: "GET", url: `/api/invitations/${token}` });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({
        username: body.user.username,
        email: body.user.email,
        firstName: "Ines",
        expiresAt: new Date(body.invitation.expiresAt).toISOString(),
      });

      const accepted = await accept(token);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({
        user: { id: body.user.id, username: body.user.username, role: "user" },
      });
      const cookie = accepted.cookies.find((c) => c.name.endsWith("cairn_session"));
      expect(cookie?.httpOnly).toBe(true);
      const me = await t.request({
        method: "GET",
        url: "/api/auth/me",
        headers: { cookie: `${cookie?.name}=${cookie?.value}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ user: { id: body.user.id } });

      // The password chosen works at login from now on.
      await t.login(body.user.username, NEW_PASSWORD);
      const row = await t.db
        .selectFrom("invitations")
        .select("usedAt")
        .where("userId", "=", body.user.id)
        .executeTakeFirstOrThrow();
      expect(row.usedAt).not.toBeNull();

      // Spent: reading and accepting again are refused as "used", and change nothing.
      const again = await t.request({ method: "GET", url: `/api/invitations/${token}` });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ error: USED_INVITATION, code: "GONE" });
      const reuse = await accept(token, "someone-elses-password");
      expect(reuse.statusCode).toBe(410);
      expect(reuse.json()).toEqual({ error: USED_INVITATION, code: "GONE" });
      await t.login(body.user.username, NEW_PASSWORD);
    });

    it("answers 404 for an unknown or malformed token", async () => {
      for (const token of ["A".repeat(43), "not-a-token", "x"]) {
        const read = await t.request({ method: "GET", url: `/api/invitations/${token}` });
        expect(read.statusCode).toBe(404);
        expect(read.json()).toEqual({ error: UNKNOWN_INVITATION, code: "NOT_FOUND" });
      }
      const response = await accept("B".repeat(43));
      expect(response.statusCode).toBe(404);
    });

    it("refuses an expired link (by the clock, and by the stored date)", async () => {
      const { body, token } = await invite();
      // Seven days and a second later on the app's clock.
      t.setNow(new Date(Date.parse(body.invitation.expiresAt) + 1000));
      try {
        const read = await t.request({ method: "GET", url: `/api/invitations/${token}` });
        expect(read.statusCode).toBe(410);
        expect(read.json()).toEqual({ error: EXPIRED_INVITATION, code: "GONE" });
        const late = await accept(token);
        expect(late.statusCode).toBe(410);
        expect(late.json()).toEqual({ error: EXPIRED_INVITATION, code: "GONE" });
      } finally {
        // Back to the real clock.
        t.setNow(undefined as unknown as Date);
      }
      // Still valid at the real time; expired once the database says so.
      expect(
        (await t.request({ method: "GET", url: `/api/invitations/${token}` })).statusCode,
      ).toBe(200);
      await t.db
        .updateTable("invitations")
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where("userId", "=", body.user.id)
        .execute();
      expect((await accept(token)).statusCode).toBe(410);
      const user = await t.db
        .selectFrom("users")
        .select("passwordHash")
        .where("id", "=", body.user.id)
        .executeTakeFirstOrThrow();
      expect(user.passwordHash).toMatch(/^\$unusable\$/);
    });

    it("lets exactly one of two simultaneous accepts win", async () => {
      const { body, token } = await invite();
      const [first, second] = await Promise.all([
        accept(token, "the-first-password!"),
        accept(token, "the-second-password"),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 410]);
      const winner = first.statusCode === 200 ? "the-first-password!" : "the-second-password";
      const loser = first.statusCode === 200 ? "the-second-password" : "the-first-password!";
      await t.login(body.user.username, winner);
      const login = await t.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: body.user.username, password: loser },
      });
      expect(login.statusCode).toBe(401);
    });

    it("checks the password as account creation does", async () => {
      const { token } = await invite();
      const response = await accept(token, "short");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "BAD_REQUEST",
        issues: [{ path: ["password"], message: "must be at least 12 characters" }],
      });
      expect(
        (await t.request({ method: "GET", url: `/api/invitations/${token}` })).statusCode,
      ).toBe(200);
    });
  });

  describe("POST /api/users/{userId}/invitation", () => {
    it("sends a fresh link and the older one stops working", async () => {
      const { body, token: first } = await invite();
      const response = await t.request({
        method: "POST",
        url: `/api/users/${body.user.id}/invitation`,
        headers: { cookie: await t.session("admin") },
      });
      expect(response.statusCode).toBe(201);
      const link = response.json() as Invited["invitation"];
      const second = new URL(link.url ?? "").pathname.split("/").pop() ?? "";
      expect(second).not.toBe(first);
      const old = await t.request({ method: "GET", url: `/api/invitations/${first}` });
      expect(old.statusCode).toBe(410);
      expect(old.json()).toEqual({ error: EXPIRED_INVITATION, code: "GONE" });
      expect((await accept(second)).statusCode).toBe(200);
    });

    it("is for admins only, and 404 for an unknown user", async () => {
      const ids = await demoIds(t.db);
      const consultant = await t.request({
        method: "POST",
        url: `/api/users/${ids.users.client}/invitation`,
        headers: { cookie: await t.session("consultant") },
      });
      expect(consultant.statusCode).toBe(403);
      const unknown = await t.request({
        method: "POST",
        url: "/api/users/999999/invitation",
        headers: { cookie: await t.session("admin") },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  it("limits failed accepts from one address, as logins are", async () => {
    const ip = "203.0.113.77";
    const tries = [];
    for (let i = 0; i < FAILED_ACCEPTS_PER_IP.max; i++) {
      tries.push(
        (
          await t.request({
            method: "POST",
            url: `/api/invitations/${"C".repeat(43)}/accept`,
            payload: { password: NEW_PASSWORD },
            remoteAddress: ip,
          })
        ).statusCode,
      );
    }
    expect(new Set(tries)).toEqual(new Set([404]));
    const limited = await t.request({
      method: "POST",
      url: `/api/invitations/${"C".repeat(43)}/accept`,
      payload: { password: NEW_PASSWORD },
      remoteAddress: ip,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});
