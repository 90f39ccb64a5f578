/**
 * `GET /api/search` (docs/search.md) on both databases: ranking, the last word as a prefix, a
 * task found by a word of its comment, and — for every type and role — exactly the records the
 * caller may read, nothing of another project.
 */
import type { SearchAnswer, SearchResult } from "@cairn/schema/search";
import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.js";
import {
  type DemoIds,
  demoIds,
  FRESH_PASSWORD,
  freshAccount,
  freshDocument,
  freshLead,
  freshTask,
} from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { hashPassword } from "../auth/password.js";

async function titled(
  db: Kysely<Database>,
  taskId: number,
  values: { title?: string; description?: string | null },
) {
  await db.updateTable("tasks").set(values).where("id", "=", taskId).execute();
}

async function comment(db: Kysely<Database>, taskId: number, body: string, authorId: number) {
  const { id } = await db
    .insertInto("taskComments")
    .values({ taskId, body, authorId })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

const key = (result: Pick<SearchResult, "type" | "id">) => `${result.type}:${result.id}`;

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let ids: DemoIds;
  const cookies: Record<string, string> = {};

  async function search(who: string, query: Record<string, string>) {
    const response = await t.request({
      method: "GET",
      url: `/api/search?${new URLSearchParams(query)}`,
      headers: { cookie: cookies[who] ?? "" },
    });
    return response;
  }

  async function found(who: string, q: string, more: Record<string, string> = {}) {
    const response = await search(who, { q, limit: "20", ...more });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as SearchAnswer).results;
  }

  beforeAll(async () => {
    ids = await demoIds(t.db);
    // The other consultant and client of the demo have no password: give them one.
    await t.db
      .updateTable("users")
      .set({ passwordHash: await hashPassword(FRESH_PASSWORD) })
      .where("username", "in", ["priya", "dana"])
      .execute();
    for (const who of ["admin", "consultant", "client"]) cookies[who] = await t.session(who);
    for (const who of ["priya", "dana"]) cookies[who] = await t.login(who, FRESH_PASSWORD);
  });

  describe("words", () => {
    let byTitle: number;
    let byDescription: number;
    let byComment: number;
    let commentId: number;

    beforeAll(async () => {
      byTitle = await freshTask(t.db, ids.relaunch);
      await titled(t.db, byTitle, { title: "Xylophone tuning for the launch video" });
      byDescription = await freshTask(t.db, ids.relaunch);
      await titled(t.db, byDescription, {
        title: "Record the soundtrack",
        description: "Borrow a xylophone from the music school on Friday.",
      });
      byComment = await freshTask(t.db, ids.relaunch);
      await titled(t.db, byComment, { title: "Budget review" });
      commentId = await comment(
        t.db,
        byComment,
        "The quarterly xylophone rental is over budget; Sam must sign it off.",
        ids.users.consultant,
      );
    });

    it("finds a task by a word of one of its comments, with the comment's words around it", async () => {
      const results = await found("client", "quarterly");
      const hit = results.find((result) => result.type === "task" && result.id === byComment);
      expect(hit).toMatchObject({
        title: "Budget review",
        foundIn: "comment",
        projectId: ids.relaunch,
        archived: false,
        context: "Northwind Website Relaunch",
      });
      expect(hit?.snippet?.filter((part) => part.match).map((part) => part.text)).toEqual([
        "quarterly",
      ]);
      expect(hit?.snippet?.map((part) => part.text).join("")).toContain(
        "quarterly xylophone rental",
      );
      // The comment is still there: found through it, not copied.
      expect(
        await t.db.selectFrom("taskComments").select("id").where("id", "=", commentId).execute(),
      ).toHaveLength(1);
    });

    it("ranks a word in the title above one in the description, above one in a comment", async () => {
      const results = await found("consultant", "xylophone");
      const order = results
        .filter((result) => result.type === "task")
        .map((result) => result.id)
        .filter((id) => [byTitle, byDescription, byComment].includes(id));
      expect(order).toEqual([byTitle, byDescription, byComment]);
      const described = results.find((result) => result.id === byDescription);
      expect(described?.foundIn).toBe("text");
      expect(described?.snippet?.some((part) => part.match && /xylophone/i.test(part.text))).toBe(
        true,
      );
      expect(results.find((result) => result.id === byTitle)).toMatchObject({
        foundIn: "title",
        snippet: null,
      });
    });

    it("reads the last word as the beginning of a word, as it is being typed", async () => {
      for (const typed of ["xy", "xylo", "xylophon", "quarterly xyl", "budgets xylophone"]) {
        const results = await found("consultant", typed);
        expect(results.map(key), typed).toContain(`task:${byComment}`);
      }
      // Only the last word: the words before it are whole words.
      expect((await found("consultant", "xylo quarterly")).map(key)).not.toContain(
        `task:${byComment}`,
      );
    });

    it("finds words as stemmed: a plural finds the singular", async () => {
      const results = await found("consultant", "xylophones rentals");
      expect(results.map(key)).toContain(`task:${byComment}`);
    });

    it("answers nothing for a search with no letter or digit, and survives query syntax", async () => {
      expect(await found("consultant", ":* & | !")).toEqual([]);
      const results = await found("consultant", "xylophone:* | !(budget");
      expect(results.map(key)).toContain(`task:${byComment}`);
    });

    it("keeps to the types asked for and to the limit per type", async () => {
      const onlyTasks = await found("admin", "xylophone", { types: "task", limit: "2" });
      expect(onlyTasks.map((result) => result.type)).toEqual(["task", "task"]);
      expect(onlyTasks.map((result) => result.id)).toEqual([byTitle, byDescription]);
      const repeated = await t.request({
        method: "GET",
        url: "/api/search?q=xylophone&types=project&types=task",
        headers: { cookie: cookies.admin ?? "" },
      });
      expect(repeated.statusCode).toBe(200);
      expect(
        new Set((repeated.json() as SearchAnswer).results.map((result) => result.type)),
      ).toEqual(new Set(["task"]));
    });

    it("refuses a missing search, unknown types and a limit out of range, and anonymous callers", async () => {
      const empty = await search("admin", { q: "   " });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error).toBe("q: Type something to search for");
      const types = await search("admin", { q: "x", types: "task,invoice" });
      expect(types.statusCode).toBe(400);
      expect(types.json().issues[0].path).toEqual(["types"]);
      const limit = await search("admin", { q: "x", limit: "21" });
      expect(limit.statusCode).toBe(400);
      expect(limit.json().error).toBe("limit: must be a whole number from 1 to 20");
      const anonymous = await t.request({ method: "GET", url: "/api/search?q=x" });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe("who finds what", () => {
    /** Every record below holds the word "quokka"; each role must find exactly its own. */
    const records: Record<string, string> = {};
    const readers: Record<string, string[]> = {};

    function record(name: string, result: string, who: string[]) {
      records[name] = result;
      readers[name] = ["admin", ...who];
    }

    beforeAll(async () => {
      const db = t.db;
      // Projects: the relaunch (consultant, client) and payments (priya, dana).
      for (const [name, projectId, who] of [
        ["relaunch", ids.relaunch, ["consultant", "client"]],
        ["payments", ids.payments, ["priya", "dana"]],
      ] as const) {
        await db
          .updateTable("projects")
          .set({ description: "Quokka habitat survey included." })
          .where("id", "=", projectId)
          .execute();
        record(`project ${name}`, `project:${projectId}`, [...who]);

        const task = await freshTask(db, projectId);
        await titled(db, task, { title: `Quokka census (${name})` });
        record(`task ${name}`, `task:${task}`, [...who]);

        const discussed = await freshTask(db, projectId);
        await comment(db, discussed, "Ask the quokka keeper first.", ids.users.admin);
        record(`commented task ${name}`, `task:${discussed}`, [...who]);

        const shared = await freshDocument(db, projectId, {
          shared: true,
          body: "# Notes\n\nThe quokka counts are in.",
        });
        record(`shared document ${name}`, `document:${shared.id}`, [...who]);
        const internal = await freshDocument(db, projectId, {
          shared: false,
          body: "# Internal\n\nQuokka budget, not for the client.",
        });
        // Unshared: its project's consultant (and admins) only.
        record(`internal document ${name}`, `document:${internal.id}`, [who[0]]);
      }
      // A task of priya's project assigned to the demo consultant: theirs to read as assignee.
      const assigned = await freshTask(db, ids.payments, ids.users.consultant);
      await titled(db, assigned, { title: "Quokka photos for the consultant" });
      record("assigned task", `task:${assigned}`, ["consultant", "priya", "dana"]);

      // Leads: staff only.
      const lead = await freshLead(db);
      await db
        .updateTable("leads")
        .set({ company: "Quokka Ventures" })
        .where("id", "=", lead)
        .execute();
      record("lead", `lead:${lead}`, ["consultant", "priya"]);

      // People: an assignee of each project, and someone of no project.
      for (const [name, projectId, who] of [
        ["relaunch", ids.relaunch, ["consultant", "client"]],
        ["payments", ids.payments, ["priya", "dana"]],
      ] as const) {
        const person = await freshAccount(db, "consultant");
        await db
          .updateTable("users")
          .set({ firstName: "Quokka", lastName: `Keeper ${name}` })
          .where("id", "=", person.id)
          .execute();
        await freshTask(db, projectId, person.id);
        record(`person ${name}`, `person:${person.id}`, [...who]);
      }
      const loner = await freshAccount(db);
      await db
        .updateTable("users")
        .set({ firstName: "Quokka", lastName: "Alone" })
        .where("id", "=", loner.id)
        .execute();
      record("person of no project", `person:${loner.id}`, []);
    });

    for (const who of ["admin", "consultant", "client", "priya", "dana"]) {
      it(`answers ${who} exactly the records ${who} may read, of every type`, async () => {
        const results = await found(who, "quokka");
        const expected = Object.entries(records)
          .filter(([name]) => readers[name]?.includes(who))
          .map(([, result]) => result)
          .sort();
        const mine = results.map(key).filter((result) => Object.values(records).includes(result));
        expect(mine.sort()).toEqual(expected);
        // Nothing else matches "quokka" in the demo organisation: no other result at all.
        expect(results.map(key).sort()).toEqual(expected);
      });
    }

    it("never tells a non-admin an e-mail address: people are found by name only", async () => {
      const email = await t.db
        .selectFrom("users")
        .select("email")
        .where("username", "=", "client")
        .executeTakeFirstOrThrow();
      // "sam.rivera@northwind.example": the domain is no part of a name or username.
      const domain = email.email.split("@")[1] ?? "";
      expect((await found("consultant", domain)).filter((r) => r.type === "person")).toEqual([]);
      expect((await found("admin", email.email)).map(key)).toContain(`person:${ids.users.client}`);
    });

    it("names the shared project of a person, and leaves deactivated people to admins", async () => {
      const results = await found("client", "quokka keeper relaunch");
      const person = results.find((result) => result.type === "person");
      expect(person).toMatchObject({ projectId: ids.relaunch, title: "Quokka Keeper relaunch" });
      expect(person?.context).toMatch(/^Consultant · @user-.* · Northwind Website Relaunch$/);
      const id = Number(records["person relaunch"]?.split(":")[1]);
      await t.db
        .updateTable("users")
        .set({ disabledAt: new Date() })
        .where("id", "=", id)
        .execute();
      expect((await found("client", "quokka")).map(key)).not.toContain(`person:${id}`);
      const admin = (await found("admin", "quokka keeper relaunch")).find(
        (result) => result.id === id,
      );
      expect(admin?.context).toMatch(/ · Deactivated$/);
      await t.db.updateTable("users").set({ disabledAt: null }).where("id", "=", id).execute();
    });

    it("marks the results of an archived project, which stay findable by its readers", async () => {
      await t.db
        .updateTable("projects")
        .set({ archivedAt: new Date() })
        .where("id", "=", ids.payments)
        .execute();
      try {
        const results = await found("dana", "quokka census");
        const task = results.find((result) => result.type === "task");
        expect(task).toMatchObject({ archived: true, projectId: ids.payments });
        expect(task?.context).toBe("Helix Payments Platform · Archived");
      } finally {
        await t.db
          .updateTable("projects")
          .set({ archivedAt: null })
          .where("id", "=", ids.payments)
          .execute();
      }
    });
  });
});
