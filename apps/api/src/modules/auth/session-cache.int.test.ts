/**
 * The session cache: a session checked once is answered from memory, and any change to the
 * session or its user — through the API or straight in the database — is seen at once.
 */
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { FRESH_PASSWORD, freshAccount } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  async function signedIn() {
    const account = await freshAccount(t.db);
    const cookie = await t.login(account.username, FRESH_PASSWORD);
    const me = () => t.request({ method: "GET", url: "/api/auth/me", headers: { cookie } });
    return { account, cookie, me };
  }

  describe("a checked session", () => {
    it("is answered without reading the database again", async () => {
      const { me } = await signedIn();
      expect((await me()).statusCode).toBe(200);
      const before = (await t.app.database.queryStats.snapshot()).queryCount;
      expect((await me()).statusCode).toBe(200);
      expect((await t.app.database.queryStats.snapshot()).queryCount).toBe(before);
    });

    it("is read again, and kept alive, once a minute", async () => {
      const { me } = await signedIn();
      expect((await me()).statusCode).toBe(200);
      t.setNow(new Date(Date.now() + 2 * 60_000));
      try {
        const before = (await t.app.database.queryStats.snapshot()).queryCount;
        expect((await me()).statusCode).toBe(200);
        expect((await t.app.database.queryStats.snapshot()).queryCount).toBeGreaterThan(before);
      } finally {
        t.setNow(new Date());
      }
    });
  });

  describe("ends at once", () => {
    it("when the API changes the user's name (the next answer carries the new one)", async () => {
      const { account, me } = await signedIn();
      expect((await me()).statusCode).toBe(200);
      const admin = await t.login("admin");
      const renamed = await t.request({
        method: "PATCH",
        url: `/api/users/${account.id}`,
        headers: { cookie: admin },
        payload: { firstName: "Renamed" },
      });
      expect(renamed.statusCode).toBe(200);
      expect((await me()).json().user.firstName).toBe("Renamed");
    });

    it("when an operator disables the account in the database", async () => {
      const { account, me } = await signedIn();
      expect((await me()).statusCode).toBe(200);
      await t.db
        .updateTable("users")
        .set({ disabledAt: new Date() })
        .where("id", "=", account.id)
        .execute();
      await vi.waitFor(async () => expect((await me()).statusCode).toBe(401), { timeout: 1000 });
    });

    it("when an operator deletes the session rows", async () => {
      const { account, me } = await signedIn();
      expect((await me()).statusCode).toBe(200);
      await sql`delete from sessions where user_id = ${account.id}`.execute(t.db);
      await vi.waitFor(async () => expect((await me()).statusCode).toBe(401), { timeout: 1000 });
    });
  });
});
