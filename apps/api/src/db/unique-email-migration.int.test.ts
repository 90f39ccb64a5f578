/**
 * The migration that makes e-mail addresses unique keeps every account when some already share
 * one: the oldest keeps the address, each later one gets it tagged "+duplicate-<id>".
 */
import { sql } from "kysely";
import { expect, it } from "vitest";
import { freshUser } from "../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../test/harness.js";
import { up } from "./migrations/2026-11-29T030000Z-unique-email.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  it("keeps every account of a shared address, the oldest with it, and then refuses another", async () => {
    // The database as it was before the migration: no index, three accounts on one address.
    await sql`drop index users_email_key`.execute(t.db);
    const ids = [await freshUser(t.db), await freshUser(t.db), await freshUser(t.db)];
    const addresses = ["Shared@Example.com", "shared@example.com", "SHARED@example.com"];
    for (const [i, id] of ids.entries()) {
      await t.db
        .updateTable("users")
        .set({ email: addresses[i] ?? "" })
        .where("id", "=", id)
        .execute();
    }
    await up(t.db as never);

    const rows = await t.db
      .selectFrom("users")
      .select(["id", "email"])
      .where("id", "in", ids)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: ids[0], email: "Shared@Example.com" },
      { id: ids[1], email: `shared+duplicate-${ids[1]}@example.com` },
      { id: ids[2], email: `SHARED+duplicate-${ids[2]}@example.com` },
    ]);
    await expect(
      t.db
        .updateTable("users")
        .set({ email: "SHARED@EXAMPLE.COM" })
        .where("id", "=", ids[1] ?? 0)
        .execute(),
    ).rejects.toMatchObject({ code: "23505", constraint: "users_email_key" });
  });
});
