/**
 * `GET /api/users` searched, filtered, sorted and paged on the server (docs/product.md §7), on
 * both databases; without a query it answers as before (every account, newest first).
 */
import type { User } from "@cairn/schema/users";
import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase, useTestApp } from "../../test/harness.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let cookie = "";
  const made: Record<string, number> = {};

  beforeAll(async () => {
    cookie = await t.session("admin");
    const people = [
      {
        username: "otter.adams",
        firstName: "Olive",
        lastName: "Adams",
        role: "consultant",
        company: "Riverside",
      },
      {
        username: "obrien",
        firstName: "Zed",
        lastName: "Otter",
        role: "user",
        company: "Otterworks Ltd",
      },
      {
        username: "m.kowalski",
        firstName: null,
        lastName: null,
        role: "user",
        company: null,
        email: "OTTER@example.net",
      },
      {
        username: "old.otter",
        firstName: "Bea",
        lastName: "Brook",
        role: "user",
        company: null,
        disabled: true,
      },
    ] as const;
    for (const [index, person] of people.entries()) {
      const { disabled, email, ...fields } = { disabled: false, email: undefined, ...person };
      const { id } = await t.db
        .insertInto("users")
        .values({
          ...fields,
          email: email ?? `${person.username}@example.com`,
          passwordHash: "x",
          createdAt: new Date(Date.UTC(2026, 1, 1 + index)).toISOString(),
          disabledAt: disabled ? new Date().toISOString() : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      made[person.username] = id;
    }
  });

  const list = async (query: string) => {
    const response = await t.request({
      method: "GET",
      url: `/api/users?${query}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return {
      usernames: (response.json() as User[]).map((user) => user.username),
      total: Number(response.headers["x-total-count"]),
      users: response.json() as User[],
    };
  };

  describe("GET /api/users", () => {
    it("answers every account, newest first, with the total, when asked nothing", async () => {
      const all = await list("");
      const count = await t.db.selectFrom("users").select("id").execute();
      expect(all.total).toBe(count.length);
      expect(all.usernames).toHaveLength(count.length);
      const times = all.users.map((user) => Date.parse(user.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it("searches username, names, e-mail and company in any case", async () => {
      const found = await list("q=OTTER");
      expect(found.usernames.sort()).toEqual(["m.kowalski", "obrien", "old.otter", "otter.adams"]);
      expect(found.total).toBe(4);
      expect((await list("q=zed%20otter")).usernames).toEqual(["obrien"]);
    });

    it("filters by role and by access", async () => {
      expect((await list("q=otter&role=consultant")).usernames).toEqual(["otter.adams"]);
      const disabled = await list("q=otter&access=disabled");
      expect(disabled.usernames).toEqual(["old.otter"]);
      expect(disabled.users[0]?.disabledAt).not.toBeNull();
      expect((await list("q=otter&access=enabled")).usernames.sort()).toEqual([
        "m.kowalski",
        "obrien",
        "otter.adams",
      ]);
    });

    it("sorts by name (first and last name, else the username), username, e-mail or role, either way", async () => {
      // Names: "Bea Brook", "m.kowalski", "Olive Adams", "Zed Otter".
      expect((await list("q=otter&sort=name")).usernames).toEqual([
        "old.otter",
        "m.kowalski",
        "otter.adams",
        "obrien",
      ]);
      expect((await list("q=otter&sort=username&order=desc")).usernames).toEqual([
        "otter.adams",
        "old.otter",
        "obrien",
        "m.kowalski",
      ]);
      expect((await list("q=otter&sort=email")).usernames).toEqual([
        "obrien",
        "old.otter",
        "otter.adams",
        "m.kowalski",
      ]);
      expect((await list("q=otter&sort=role")).users.map((user) => user.role)).toEqual([
        "consultant",
        "user",
        "user",
        "user",
      ]);
    });

    it("pages with limit and offset, the total counting every match", async () => {
      const first = await list("q=otter&sort=username&limit=3");
      const second = await list("q=otter&sort=username&limit=3&offset=3");
      expect(first.usernames).toEqual(["m.kowalski", "obrien", "old.otter"]);
      expect(second.usernames).toEqual(["otter.adams"]);
      expect([first.total, second.total]).toEqual([4, 4]);
    });

    it("refuses an unknown sort, role or access with 400 naming the field", async () => {
      for (const [query, field] of [
        ["sort=password", "sort"],
        ["role=owner", "role"],
        ["access=locked", "access"],
      ] as const) {
        const response = await t.request({
          method: "GET",
          url: `/api/users?${query}`,
          headers: { cookie },
        });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().issues[0].path).toEqual([field]);
      }
    });
  });
});
