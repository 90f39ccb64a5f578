import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  demoIds,
  FRESH_PASSWORD,
  freshAccount,
  freshLead,
  freshUser,
} from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const admin = () => t.session("admin");

  describe("POST /api/users", () => {
    it("creates an account whose password is stored hashed", async () => {
      const response = await t.request({
        method: "POST",
        url: "/api/users",
        headers: { cookie: await admin() },
        payload: {
          username: "new.consultant",
          password: "a-long-enough-password",
          email: "nc@example.com",
          firstName: "Nia",
          role: "consultant",
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ username: "new.consultant", role: "consultant" });
      expect(response.body).not.toMatch(/password/i);
      const row = await t.db
        .selectFrom("users")
        .select("passwordHash")
        .where("username", "=", "new.consultant")
        .executeTakeFirstOrThrow();
      expect(row.passwordHash).toMatch(/^\$scrypt\$/);
      // The new account can sign in.
      expect(await t.login("new.consultant", "a-long-enough-password")).toBeTruthy();
    });

    it("refuses a username taken in another case with 409, and a short password with 400", async () => {
      const cookie = await admin();
      const taken = await t.request({
        method: "POST",
        url: "/api/users",
        headers: { cookie },
        payload: { username: "ADMIN", password: "a-long-enough-password", email: "a@b.example" },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ error: "That username is already taken.", code: "CONFLICT" });

      const short = await t.request({
        method: "POST",
        url: "/api/users",
        headers: { cookie },
        payload: { username: "shorty", password: "short", email: "a@b.example" },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().issues).toContainEqual({
        path: ["password"],
        message: "must be at least 12 characters",
      });
    });
  });

  describe("one account per e-mail address", () => {
    const taken = {
      error: "An account with this e-mail address already exists.",
      code: "CONFLICT",
    };
    const accountsWith = async (email: string) =>
      Number(
        (
          await t.db
            .selectFrom("users")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where(sql`lower(email)`, "=", email.toLowerCase())
            .executeTakeFirstOrThrow()
        ).n,
      );

    const wonLeadOf = async (email: string) =>
      (
        await t.db
          .insertInto("leads")
          .values({
            name: "Jordan Lee",
            email,
            company: "Twin Co",
            status: "won",
            planType: "pro",
            assignedTo: (await demoIds(t.db)).users.consultant,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;

    it("refuses an address already in use, in any case, on every path that makes or changes an account", async () => {
      const cookie = await admin();
      const jordan = "JORDAN.Lee@cairn.example";
      const attempts = [
        t.request({
          method: "POST",
          url: "/api/users",
          headers: { cookie },
          payload: { username: "jordan.two", password: "a-long-enough-password", email: jordan },
        }),
        t.request({
          method: "POST",
          url: "/api/users/invite",
          headers: { cookie },
          payload: { username: "jordan.three", email: jordan, role: "consultant" },
        }),
        t.request({
          method: "PATCH",
          url: `/api/users/${await freshUser(t.db)}`,
          headers: { cookie },
          payload: { email: jordan },
        }),
        t.request({
          method: "POST",
          url: `/api/leads/${await wonLeadOf(jordan)}/convert`,
          headers: { cookie },
          payload: { projectName: "Jordan's twin", plan: "empty" },
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toEqual(taken);
      }
      expect(await accountsWith(jordan)).toBe(1);
    });

    it("lets two admins add the same new address at once: one account is made", async () => {
      const cookie = await admin();
      const add = (username: string) =>
        t.request({
          method: "POST",
          url: "/api/users/invite",
          headers: { cookie },
          payload: { username, email: "twice@cairn.example", role: "user" },
        });
      const answers = await Promise.all([add("twice.one"), add("twice.two")]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(await accountsWith("twice@cairn.example")).toBe(1);
    });
  });

  describe("PATCH /api/users/{userId}", () => {
    it("edits the profile and keeps the sessions when the role stays", async () => {
      const { id: userId, username } = await freshAccount(t.db);
      const session = await t.login(username, FRESH_PASSWORD);
      const response = await t.request({
        method: "PATCH",
        url: `/api/users/${userId}`,
        headers: { cookie: await admin() },
        payload: { firstName: "Renamed", company: "  Acme  " },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ firstName: "Renamed", company: "Acme" });
      const me = await t.request({
        method: "GET",
        url: "/api/auth/me",
        headers: { cookie: session },
      });
      expect(me.statusCode).toBe(200);
    });

    it("ends the user's sessions at once on a role change or a password reset", async () => {
      const cookie = await admin();
      for (const change of [{ role: "consultant" }, { password: "another-long-password" }]) {
        const { id: userId, username } = await freshAccount(t.db);
        const session = await t.login(username, FRESH_PASSWORD);
        const response = await t.request({
          method: "PATCH",
          url: `/api/users/${userId}`,
          headers: { cookie },
          payload: change,
        });
        expect(response.statusCode).toBe(200);
        const me = await t.request({
          method: "GET",
          url: "/api/auth/me",
          headers: { cookie: session },
        });
        expect(me.statusCode).toBe(401);
      }
    });

    it("refuses to demote the last administrator", async () => {
      const ids = await demoIds(t.db);
      const response = await t.request({
        method: "PATCH",
        url: `/api/users/${ids.users.admin}`,
        headers: { cookie: await admin() },
        payload: { role: "user" },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatch(/at least one enabled administrator/);
    });

    it("answers 404 for a missing user and 400 for a bad id or an unknown field", async () => {
      const cookie = await admin();
      const missing = await t.request({
        method: "PATCH",
        url: "/api/users/999999",
        headers: { cookie },
        payload: { company: "x" },
      });
      expect(missing.statusCode).toBe(404);
      const badId = await t.request({
        method: "PATCH",
        url: "/api/users/abc",
        headers: { cookie },
        payload: { company: "x" },
      });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().issues).toContainEqual({
        path: ["userId"],
        message: "must be a positive whole number",
      });
      const unknown = await t.request({
        method: "PATCH",
        url: `/api/users/${(await demoIds(t.db)).users.client}`,
        headers: { cookie },
        payload: { passwordHash: "x" },
      });
      expect(unknown.statusCode).toBe(400);
    });
  });

  describe("disabling an account", () => {
    it("ends its sessions at once, refuses its logins, and enabling lets it back in", async () => {
      const cookie = await admin();
      const { id, username } = await freshAccount(t.db);
      const session = await t.login(username, FRESH_PASSWORD);
      const disable = await t.request({
        method: "PATCH",
        url: `/api/users/${id}`,
        headers: { cookie },
        payload: { disabled: true },
      });
      expect(disable.statusCode).toBe(200);
      expect(disable.json().disabledAt).not.toBeNull();
      const me = await t.request({
        method: "GET",
        url: "/api/auth/me",
        headers: { cookie: session },
      });
      expect(me.statusCode).toBe(401);
      const login = await t.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { username, password: FRESH_PASSWORD },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().error).toMatch(/This account is disabled/);
      // A wrong password still reads as one: being disabled is only told to the owner.
      const guess = await t.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { username, password: "not-the-password" },
      });
      expect(guess.json()).toEqual({ error: "Invalid credentials", code: "UNAUTHORIZED" });

      const enable = await t.request({
        method: "PATCH",
        url: `/api/users/${id}`,
        headers: { cookie },
        payload: { disabled: false },
      });
      expect(enable.json().disabledAt).toBeNull();
      expect(await t.login(username, FRESH_PASSWORD)).toBeTruthy();
      await t.db.deleteFrom("rateLimitHits").execute();
    });

    it("refuses to disable one's own account", async () => {
      const ids = await demoIds(t.db);
      const response = await t.request({
        method: "PATCH",
        url: `/api/users/${ids.users.admin}`,
        headers: { cookie: await admin() },
        payload: { disabled: true },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe("You cannot disable your own account.");
    });
  });

  describe("DELETE /api/users/{userId}", () => {
    it("deletes an account nothing refers to", async () => {
      const userId = await freshUser(t.db);
      const response = await t.request({
        method: "DELETE",
        url: `/api/users/${userId}`,
        headers: { cookie: await admin() },
      });
      expect(response.statusCode).toBe(204);
      const row = await t.db.selectFrom("users").select("id").where("id", "=", userId).execute();
      expect(row).toEqual([]);
    });

    it("refuses one that projects, tasks or leads still refer to, and one's own", async () => {
      const ids = await demoIds(t.db);
      const cookie = await admin();
      const consultant = await t.request({
        method: "DELETE",
        url: `/api/users/${ids.users.consultant}`,
        headers: { cookie },
      });
      expect(consultant.statusCode).toBe(409);
      expect(consultant.json().error).toMatch(/still has \d+ projects, \d+ tasks, \d+ leads/);

      const withLead = await freshUser(t.db, "consultant");
      await freshLead(t.db, withLead);
      const lead = await t.request({
        method: "DELETE",
        url: `/api/users/${withLead}`,
        headers: { cookie },
      });
      expect(lead.statusCode).toBe(409);
      expect(lead.json().error).toMatch(/1 lead\./);

      const self = await t.request({
        method: "DELETE",
        url: `/api/users/${ids.users.admin}`,
        headers: { cookie },
      });
      expect(self.statusCode).toBe(409);
      expect(
        await t.db.selectFrom("users").select("id").where("id", "=", ids.users.admin).execute(),
      ).toHaveLength(1);
    });
  });
});
