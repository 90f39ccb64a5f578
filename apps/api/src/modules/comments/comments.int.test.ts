/**
 * Comments, mentions and following (docs/tasks.md): what each role may do, what is stored, who
 * is told, and that the card's counter and the live board follow.
 */
import { mentionToken } from "@cairn/schema/comments";
import { beforeAll, describe, expect, it } from "vitest";
import { call, followBoard, freshScene, sessions } from "../../test/conversation-fixtures.js";
import { freshTask } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { recordActivity } from "../tasks/activity.repo.js";

const NOW = new Date("2026-11-27T09:30:00.000Z");
const SAM = { name: "Sam Rivera", initials: "SR" };
const JORDAN = { name: "Jordan Lee", initials: "JL" };

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  const who = sessions(t);
  beforeAll(() => t.setNow(NOW));

  const comments = (taskId: number) => `/api/tasks/${taskId}/comments`;
  const oneComment = (taskId: number, commentId: number) => `${comments(taskId)}/${commentId}`;

  const taskRow = (taskId: number) =>
    t.db
      .selectFrom("tasks")
      .select(["commentCount", "checklistTotal"])
      .where("id", "=", taskId)
      .executeTakeFirstOrThrow();
  const notices = (taskId: number) =>
    t.db
      .selectFrom("notifications")
      .select(["userId", "kind", "actorId", "title", "body", "projectId", "taskId", "commentId"])
      .where("taskId", "=", taskId)
      .orderBy("id")
      .execute();
  const activity = (taskId: number) =>
    t.db
      .selectFrom("taskActivity")
      .select(["kind", "actorId", "createdAt"])
      .where("taskId", "=", taskId)
      .orderBy("id")
      .execute();
  const followers = (taskId: number) =>
    t.db
      .selectFrom("taskFollowers")
      .select(["userId", "following"])
      .where("taskId", "=", taskId)
      .orderBy("userId")
      .execute();

  describe("comments", () => {
    it("lets the project's client comment; everyone who reads the task reads it", async () => {
      const { ids, taskId } = await freshScene(t);
      const posted = await call(t, "POST", comments(taskId), await who.of("client"), {
        body: "  Looks **good** to us.\n\nOne question below.  ",
      });
      expect(posted.statusCode).toBe(201);
      const comment = posted.json();
      expect(comment).toEqual({
        id: expect.any(Number),
        taskId,
        body: "Looks **good** to us.\n\nOne question below.",
        author: { id: ids.users.client, ...SAM },
        mentions: [],
        createdAt: NOW.toISOString(),
        editedAt: null,
      });

      for (const reader of ["consultant", "admin", "client"]) {
        const listed = await call(t, "GET", comments(taskId), await who.of(reader));
        expect(listed.statusCode, reader).toBe(200);
        expect(listed.headers["x-total-count"]).toBe("1");
        expect(listed.json()).toEqual([comment]);
      }
      expect(await taskRow(taskId)).toMatchObject({ commentCount: 1 });
      expect(await activity(taskId)).toEqual([
        { kind: "commented", actorId: ids.users.client, createdAt: NOW.toISOString() },
      ]);
      // Commenting makes one follow the task.
      expect(await followers(taskId)).toEqual([{ userId: ids.users.client, following: true }]);
    });

    it("lists oldest first, paged, with the total in X-Total-Count", async () => {
      const { taskId } = await freshScene(t);
      const cookie = await who.of("consultant");
      for (const body of ["first", "second", "third"]) {
        expect((await call(t, "POST", comments(taskId), cookie, { body })).statusCode).toBe(201);
      }
      const page = await call(t, "GET", `${comments(taskId)}?limit=2&offset=1`, cookie);
      expect(page.statusCode).toBe(200);
      expect(page.headers["x-total-count"]).toBe("3");
      expect(page.json().map((c: { body: string }) => c.body)).toEqual(["second", "third"]);
    });

    it("hides another project's task (404), and refuses strangers and bad bodies", async () => {
      const { ids, taskId } = await freshScene(t);
      const elsewhere = await freshTask(t.db, ids.payments);
      const client = await who.of("client");
      for (const method of ["GET", "POST"] as const) {
        const response = await call(t, method, comments(elsewhere), client, { body: "Hello?" });
        expect(response.statusCode, method).toBe(404);
        expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
      }
      expect((await call(t, "GET", comments(taskId))).statusCode).toBe(401);
      const consultant = await who.of("consultant");
      for (const body of ["", "   \n ", "x".repeat(10_001), 42]) {
        const response = await call(t, "POST", comments(taskId), consultant, { body });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toContain("body");
      }
      const longest = await call(t, "POST", comments(taskId), consultant, {
        body: "y".repeat(10_000),
      });
      expect(longest.statusCode).toBe(201);
      const stored = await t.db
        .selectFrom("taskComments")
        .select("taskId")
        .where("taskId", "in", [taskId, elsewhere])
        .execute();
      expect(stored).toEqual([{ taskId }]);
    });

    it("lets only the author edit (marked edited); the author or an admin delete", async () => {
      const { ids, taskId } = await freshScene(t);
      const client = await who.of("client");
      const consultant = await who.of("consultant");
      const admin = await who.of("admin");
      const posted = (await call(t, "POST", comments(taskId), client, { body: "Draft" })).json();
      const url = oneComment(taskId, posted.id);

      for (const cookie of [consultant, admin]) {
        const refused = await call(t, "PATCH", url, cookie, { body: "Not yours" });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toBe(
          `Your account may see comment ${posted.id} but not change it.`,
        );
      }
      expect((await call(t, "DELETE", url, consultant)).statusCode).toBe(403);
      const other = await who.fresh("user", { firstName: "Other", lastName: "Client" });
      expect((await call(t, "PATCH", url, other.cookie, { body: "x" })).statusCode).toBe(404);

      const later = new Date(NOW.getTime() + 60_000);
      t.setNow(later);
      const edited = await call(t, "PATCH", url, client, { body: " Final " });
      t.setNow(NOW);
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        body: "Final",
        createdAt: NOW.toISOString(),
        editedAt: later.toISOString(),
      });
      const row = await t.db
        .selectFrom("taskComments")
        .select(["body", "editedAt"])
        .where("id", "=", posted.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ body: "Final", editedAt: later.toISOString() });

      // A comment named under another task is not found there.
      const otherTask = await freshTask(t.db, (await freshScene(t)).projectId);
      expect(
        (await call(t, "PATCH", oneComment(otherTask, posted.id), client, { body: "x" }))
          .statusCode,
      ).toBe(404);
      expect((await call(t, "DELETE", oneComment(otherTask, posted.id), client)).statusCode).toBe(
        404,
      );

      // The admin moderates: deletes someone else's comment.
      expect((await call(t, "DELETE", url, admin)).statusCode).toBe(204);
      expect((await call(t, "DELETE", url, admin)).statusCode).toBe(404);
      const own = (await call(t, "POST", comments(taskId), consultant, { body: "Mine" })).json();
      expect((await call(t, "DELETE", oneComment(taskId, own.id), consultant)).statusCode).toBe(
        204,
      );
      expect(await taskRow(taskId)).toMatchObject({ commentCount: 0 });
      expect((await activity(taskId)).map((line) => [line.kind, line.actorId])).toEqual([
        ["commented", ids.users.client],
        ["comment_edited", ids.users.client],
        ["comment_deleted", ids.users.admin],
        ["commented", ids.users.consultant],
        ["comment_deleted", ids.users.consultant],
      ]);
    });

    it("announces each change on the board's live stream with the task's new counter", async () => {
      const { projectId, taskId } = await freshScene(t);
      const board = await followBoard(t, projectId);
      const cookie = await who.of("client");
      const posted = await call(t, "POST", comments(taskId), cookie, { body: "Live?" });
      expect(posted.statusCode).toBe(201);
      const added = await board.next(
        (event) => event.type === "task.updated" && event.task?.commentCount === 1,
      );
      expect(added).toMatchObject({ taskId, projectId, actorId: expect.any(Number) });
      await call(t, "DELETE", oneComment(taskId, posted.json().id), cookie);
      await board.next((event) => event.type === "task.updated" && event.task?.commentCount === 0);
      board.close();
    });
  });

  describe("mentions", () => {
    it("stores the people mentioned and tells each, by their current name", async () => {
      const { ids, projectId, taskId } = await freshScene(t);
      const mention = mentionToken({ id: ids.users.client, name: "Sam" });
      const posted = await call(t, "POST", comments(taskId), await who.of("consultant"), {
        body: `${mention} could you check the copy?`,
      });
      expect(posted.statusCode).toBe(201);
      const comment = posted.json();
      expect(comment.body).toBe(`@[Sam](user:${ids.users.client}) could you check the copy?`);
      expect(comment.mentions).toEqual([{ id: ids.users.client, ...SAM }]);
      const stored = await t.db
        .selectFrom("taskComments")
        .select("mentions")
        .where("id", "=", comment.id)
        .executeTakeFirstOrThrow();
      expect(stored.mentions).toEqual([ids.users.client]);
      const title = (
        await t.db
          .selectFrom("tasks")
          .select("title")
          .where("id", "=", taskId)
          .executeTakeFirstOrThrow()
      ).title;
      expect(await notices(taskId)).toEqual([
        {
          userId: ids.users.client,
          kind: "mention",
          actorId: ids.users.consultant,
          title: `Jordan Lee mentioned you on "${title}"`,
          body: "@Sam Rivera could you check the copy?",
          projectId,
          taskId,
          commentId: comment.id,
        },
      ]);
      // The mentioned person follows the task from now on.
      expect((await followers(taskId)).map((row) => row.userId).sort()).toEqual(
        [ids.users.client, ids.users.consultant].sort(),
      );

      // A rename shows in the comment: the token keeps the id.
      await t.db
        .updateTable("users")
        .set({ firstName: "Samantha" })
        .where("id", "=", ids.users.client)
        .execute();
      try {
        const listed = await call(t, "GET", comments(taskId), await who.of("client"));
        expect(listed.json()[0].mentions).toEqual([
          { id: ids.users.client, name: "Samantha Rivera", initials: "SR" },
        ]);
      } finally {
        await t.db
          .updateTable("users")
          .set({ firstName: "Sam" })
          .where("id", "=", ids.users.client)
          .execute();
      }
    });

    it("refuses (400) a mention of anyone who may not open the task, naming them as written", async () => {
      const { ids, projectId, taskId } = await freshScene(t);
      // Priya holds another task of the project: a member of it, but she cannot open this task.
      await freshTask(t.db, projectId, ids.users.priya);
      const consultant = await who.of("consultant");
      const members = await call(t, "GET", `/api/projects/${projectId}/members`, consultant);
      expect(members.json().map((m: { id: number }) => m.id)).toContain(ids.users.priya);

      const refused: Array<[number, string]> = [
        [ids.users.dana, "Dana"],
        [ids.users.priya, "Priya R"],
        [ids.users.admin, "Alex"],
        [2_000_000_000, "Nobody"],
      ];
      for (const [id, label] of refused) {
        const response = await call(t, "POST", comments(taskId), consultant, {
          body: `Hello ${mentionToken({ id, name: label })}`,
        });
        expect(response.statusCode, label).toBe(400);
        expect(response.json().error).toBe(
          `body: @${label} cannot be mentioned here: mention people of this task's project who can open it`,
        );
      }
      expect(await taskRow(taskId)).toMatchObject({ commentCount: 0 });
      expect(await notices(taskId)).toEqual([]);

      // The autocomplete offers exactly who may be mentioned.
      const offered = await call(t, "GET", `/api/tasks/${taskId}/mentionable`, consultant);
      expect(offered.statusCode).toBe(200);
      expect(offered.json()).toEqual([
        { id: ids.users.consultant, ...JORDAN, part: "consultant" },
        { id: ids.users.client, ...SAM, part: "client" },
      ]);
      const searched = await call(t, "GET", `/api/tasks/${taskId}/mentionable?q=riv`, consultant);
      expect(searched.json()).toEqual([{ id: ids.users.client, ...SAM, part: "client" }]);
    });

    it("offers and accepts the task's assignee; a disabled account is neither", async () => {
      const assignee = await who.fresh("consultant", { firstName: "Ada", lastName: "Lovelace" });
      const { ids, taskId } = await freshScene(t, assignee.id);
      const client = await who.of("client");
      const offered = await call(t, "GET", `/api/tasks/${taskId}/mentionable`, client);
      expect(offered.json()).toContainEqual({
        id: assignee.id,
        name: "Ada Lovelace",
        initials: "AL",
        part: "assignee",
      });
      // The assigned consultant, who reads the task but not its project, gets the list too.
      expect(
        (await call(t, "GET", `/api/tasks/${taskId}/mentionable`, assignee.cookie)).statusCode,
      ).toBe(200);

      await t.db
        .updateTable("users")
        .set({ disabledAt: NOW.toISOString() })
        .where("id", "=", ids.users.consultant)
        .execute();
      try {
        const now = await call(t, "GET", `/api/tasks/${taskId}/mentionable`, client);
        expect(now.json().map((p: { id: number }) => p.id)).not.toContain(ids.users.consultant);
        const refused = await call(t, "POST", comments(taskId), client, {
          body: mentionToken({ id: ids.users.consultant, name: "Jordan Lee" }),
        });
        expect(refused.statusCode).toBe(400);
      } finally {
        await t.db
          .updateTable("users")
          .set({ disabledAt: null })
          .where("id", "=", ids.users.consultant)
          .execute();
      }
    });

    it("tells only the people an edit newly mentions", async () => {
      const assignee = await who.fresh("consultant", { firstName: "Grace", lastName: "Hopper" });
      const { ids, taskId } = await freshScene(t, assignee.id);
      const consultant = await who.of("consultant");
      const sam = mentionToken({ id: ids.users.client, name: "Sam Rivera" });
      const grace = mentionToken({ id: assignee.id, name: "Grace Hopper" });
      const posted = (
        await call(t, "POST", comments(taskId), consultant, { body: `${sam} please review` })
      ).json();
      const mentionsOf = async () =>
        (await notices(taskId)).filter((n) => n.kind === "mention").map((n) => n.userId);
      expect(await mentionsOf()).toEqual([ids.users.client]);

      const url = oneComment(taskId, posted.id);
      const edited = await call(t, "PATCH", url, consultant, {
        body: `${sam} and ${grace}, please review`,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().mentions.map((m: { id: number }) => m.id)).toEqual([
        ids.users.client,
        assignee.id,
      ]);
      expect(await mentionsOf()).toEqual([ids.users.client, assignee.id]);

      // Editing again with the same people tells nobody again; dropping one keeps no id.
      await call(t, "PATCH", url, consultant, { body: `${grace} ${sam}: please review today` });
      await call(t, "PATCH", url, consultant, { body: `${grace}: please review today` });
      expect(await mentionsOf()).toEqual([ids.users.client, assignee.id]);
      const stored = await t.db
        .selectFrom("taskComments")
        .select("mentions")
        .where("id", "=", posted.id)
        .executeTakeFirstOrThrow();
      expect(stored.mentions).toEqual([assignee.id]);
    });

    it("keeps a mention of someone who has left the task when its comment is edited", async () => {
      const assignee = await who.fresh("consultant", { firstName: "Katherine", lastName: "J" });
      const { taskId } = await freshScene(t, assignee.id);
      const consultant = await who.of("consultant");
      const token = mentionToken({ id: assignee.id, name: "Katherine J" });
      const posted = (
        await call(t, "POST", comments(taskId), consultant, { body: `${token} done?` })
      ).json();
      await t.db.updateTable("tasks").set({ assignedTo: null }).where("id", "=", taskId).execute();
      const edited = await call(t, "PATCH", oneComment(taskId, posted.id), consultant, {
        body: `${token} done? Thanks!`,
      });
      expect(edited.statusCode).toBe(200);
      // But nobody may newly mention them here.
      const fresh = await call(t, "POST", comments(taskId), consultant, { body: token });
      expect(fresh.statusCode).toBe(400);
    });
  });

  describe("following", () => {
    it("tells the followers of a new comment, once each, never the author", async () => {
      const assignee = await who.fresh("consultant", { firstName: "Mary", lastName: "Jackson" });
      const { ids, projectId, taskId } = await freshScene(t, assignee.id);
      // The task's history names its creator (the board writes this line when a task is made).
      await recordActivity(t.db, [{ taskId, actorId: ids.users.admin, kind: "created", at: NOW }]);
      const client = await who.of("client");
      const consultant = await who.of("consultant");

      // The assignee and the creator follow without having done anything.
      const state = await call(t, "GET", `/api/tasks/${taskId}/follow`, assignee.cookie);
      expect(state.json()).toEqual({ following: true, followers: 2 });
      expect((await call(t, "GET", `/api/tasks/${taskId}/follow`, consultant)).json()).toEqual({
        following: false,
        followers: 2,
      });

      const first = (
        await call(t, "POST", comments(taskId), client, { body: "When is this due?" })
      ).json();
      const byKind = async () =>
        (await notices(taskId)).map((n) => [n.userId, n.kind, n.commentId] as const);
      expect(await byKind()).toEqual([
        [ids.users.admin, "comment", first.id],
        [assignee.id, "comment", first.id],
      ]);
      const told = (await notices(taskId))[1];
      expect(told).toMatchObject({
        title: expect.stringMatching(/^Sam Rivera commented on "Task-/),
        body: "When is this due?",
        projectId,
      });

      // A mention is told as a mention, not a second time as a comment.
      const second = (
        await call(t, "POST", comments(taskId), consultant, {
          body: `${mentionToken({ id: ids.users.client, name: "Sam" })} Friday.`,
        })
      ).json();
      expect((await byKind()).slice(2)).toEqual([
        [ids.users.client, "mention", second.id],
        [ids.users.admin, "comment", second.id],
        [assignee.id, "comment", second.id],
      ]);
      expect((await call(t, "GET", `/api/tasks/${taskId}/follow`, client)).json()).toEqual({
        following: true,
        followers: 4,
      });
    });

    it("keeps an unfollow until one follows again", async () => {
      const assignee = await who.fresh("consultant", { firstName: "Annie", lastName: "Easley" });
      const { ids, taskId } = await freshScene(t, assignee.id);
      const client = await who.of("client");
      const follow = `/api/tasks/${taskId}/follow`;

      const off = await call(t, "DELETE", follow, assignee.cookie);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ following: false, followers: 0 });
      expect(await followers(taskId)).toEqual([{ userId: assignee.id, following: false }]);

      // Neither a comment of their own nor a mention makes them follow again.
      await call(t, "POST", comments(taskId), assignee.cookie, { body: "Noted." });
      await call(t, "POST", comments(taskId), client, {
        body: `${mentionToken({ id: assignee.id, name: "Annie" })} thanks`,
      });
      expect((await call(t, "GET", follow, assignee.cookie)).json().following).toBe(false);
      await call(t, "POST", comments(taskId), client, { body: "One more thing." });
      const toAssignee = (await notices(taskId)).filter((n) => n.userId === assignee.id);
      expect(toAssignee.map((n) => n.kind)).toEqual(["mention"]);

      const on = await call(t, "PUT", follow, assignee.cookie);
      expect(on.json()).toEqual({ following: true, followers: 2 });
      await call(t, "POST", comments(taskId), client, { body: "Last one." });
      const now = (await notices(taskId)).filter((n) => n.userId === assignee.id);
      expect(now.map((n) => n.kind)).toEqual(["mention", "comment"]);

      // The client follows by commenting, and may stop.
      expect((await call(t, "DELETE", follow, client)).json().following).toBe(false);
      expect(await followers(taskId)).toContainEqual({
        userId: ids.users.client,
        following: false,
      });
    });

    it("tells nobody who has lost the right to read the task", async () => {
      const former = await who.fresh("consultant", { firstName: "Former", lastName: "Owner" });
      const { taskId } = await freshScene(t, former.id);
      await call(t, "POST", comments(taskId), former.cookie, { body: "Handing this over." });
      await t.db.updateTable("tasks").set({ assignedTo: null }).where("id", "=", taskId).execute();
      await call(t, "POST", comments(taskId), await who.of("client"), { body: "Who has it now?" });
      expect((await notices(taskId)).filter((n) => n.userId === former.id)).toEqual([]);
      // Nor may they follow it or read whether they do.
      expect((await call(t, "PUT", `/api/tasks/${taskId}/follow`, former.cookie)).statusCode).toBe(
        404,
      );
    });

    it("takes a deleted comment's notifications with it", async () => {
      const { ids, taskId } = await freshScene(t);
      const consultant = await who.of("consultant");
      const posted = (
        await call(t, "POST", comments(taskId), consultant, {
          body: `${mentionToken({ id: ids.users.client, name: "Sam" })} hello`,
        })
      ).json();
      expect(await notices(taskId)).toHaveLength(1);
      expect((await call(t, "DELETE", oneComment(taskId, posted.id), consultant)).statusCode).toBe(
        204,
      );
      expect(await notices(taskId)).toEqual([]);
    });
  });
});
