/**
 * The inbox over REST, on both databases: a person's own notifications listed (newest first,
 * paged, unread only, the counts in headers), marked read one by one or all at once — never
 * someone else's —, their preferences (a muted kind is not written), and the notification a
 * consultant gets when someone else assigns them a lead.
 */
import type { Notification, NotificationKind } from "@cairn/schema/notifications";
import { beforeAll, describe, expect, it } from "vitest";
import {
  demoIds,
  FRESH_PASSWORD,
  freshAccount,
  freshLead,
  freshProject,
  freshTask,
} from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { notify } from "./notify.js";

forEachDatabase((kind) => {
  const t = useTestApp(kind);

  /** A fresh signed-in account (nothing else writes to its inbox). */
  async function person(role: "user" | "consultant" = "user") {
    const account = await freshAccount(t.db, role);
    return { ...account, cookie: await t.login(account.username, FRESH_PASSWORD) };
  }

  const get = (url: string, cookie: string) =>
    t.request({ method: "GET", url, headers: { cookie } });
  const post = (url: string, cookie: string) =>
    t.request({ method: "POST", url, headers: { cookie } });

  /** Writes `count` notifications for `userId`, a minute apart from `start`; answers their ids. */
  async function seedInbox(
    userId: number,
    count: number,
    start: Date,
    options: { kind?: NotificationKind; actorId?: number | null } = {},
  ) {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const [id] = await notify(
        t.db,
        [
          {
            userId,
            kind: options.kind ?? "assigned",
            actorId: options.actorId === undefined ? null : options.actorId,
            title: `Notice ${i + 1}`,
            body: `Body ${i + 1}`,
          },
        ],
        new Date(start.getTime() + i * 60_000),
      );
      if (id === undefined) throw new Error("notify wrote nothing");
      ids.push(id);
    }
    return ids;
  }

  const readAtOf = async (id: number) =>
    (
      await t.db
        .selectFrom("notifications")
        .select("readAt")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).readAt;

  describe("GET /api/notifications", () => {
    it("lists only the caller's own, newest first, paged, with the counts in headers", async () => {
      const ids = await demoIds(t.db);
      const me = await person();
      const other = await person();
      const start = new Date("2030-02-01T09:00:00Z");
      const mine = await seedInbox(me.id, 5, start, { actorId: ids.users.admin });
      await seedInbox(other.id, 2, start);

      const first = await get("/api/notifications?limit=2", me.cookie);
      expect(first.statusCode).toBe(200);
      expect(first.headers["x-total-count"]).toBe("5");
      expect(first.headers["x-unread-count"]).toBe("5");
      const page = first.json() as Notification[];
      expect(page.map((n) => n.id)).toEqual([mine[4], mine[3]]);
      expect(page[0]).toEqual({
        id: mine[4],
        kind: "assigned",
        title: "Notice 5",
        body: "Body 5",
        actorId: ids.users.admin,
        actorName: expect.any(String),
        projectId: null,
        taskId: null,
        commentId: null,
        leadId: null,
        documentId: null,
        readAt: null,
        createdAt: new Date(start.getTime() + 4 * 60_000).toISOString(),
      });
      const admin = await t.db
        .selectFrom("users")
        .select(["username", "firstName", "lastName"])
        .where("id", "=", ids.users.admin)
        .executeTakeFirstOrThrow();
      const adminName =
        [admin.firstName, admin.lastName].filter(Boolean).join(" ").trim() || admin.username;
      expect(page[0]?.actorName).toBe(adminName);

      const last = await get("/api/notifications?limit=2&offset=4", me.cookie);
      expect((last.json() as Notification[]).map((n) => n.id)).toEqual([mine[0]]);
      expect(last.headers["x-total-count"]).toBe("5");

      const theirs = await get("/api/notifications", other.cookie);
      expect(theirs.headers["x-total-count"]).toBe("2");
      expect((theirs.json() as Notification[]).some((n) => mine.includes(n.id))).toBe(false);
    });

    it("keeps the unread ones with unread=true; counts them at /unread-count", async () => {
      const me = await person();
      const mine = await seedInbox(me.id, 4, new Date("2030-02-02T09:00:00Z"));
      for (const id of [mine[0], mine[2]]) {
        expect((await post(`/api/notifications/${id}/read`, me.cookie)).statusCode).toBe(200);
      }
      const unread = await get("/api/notifications?unread=true", me.cookie);
      expect(unread.statusCode).toBe(200);
      expect(unread.headers["x-total-count"]).toBe("2");
      expect((unread.json() as Notification[]).map((n) => n.id)).toEqual([mine[3], mine[1]]);
      const everything = await get("/api/notifications?unread=false", me.cookie);
      expect(everything.headers["x-total-count"]).toBe("4");
      expect(everything.headers["x-unread-count"]).toBe("2");
      const count = await get("/api/notifications/unread-count", me.cookie);
      expect(count.statusCode).toBe(200);
      expect(count.json()).toEqual({ unread: 2 });
    });

    it("refuses a bad filter or page (400) and anyone signed out (401)", async () => {
      const me = await person();
      const bad = await get("/api/notifications?unread=maybe", me.cookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: "BAD_REQUEST" });
      expect((await get("/api/notifications?limit=0", me.cookie)).statusCode).toBe(400);
      const out = await t.request({ method: "GET", url: "/api/notifications" });
      expect(out.statusCode).toBe(401);
      expect(
        (await t.request({ method: "GET", url: "/api/notifications/unread-count" })).statusCode,
      ).toBe(401);
    });
  });

  describe("POST /api/notifications/{notificationId}/read", () => {
    it("marks the caller's own read, keeping the moment it was first read", async () => {
      const me = await person();
      const [id] = await seedInbox(me.id, 1, new Date("2030-02-03T09:00:00Z"));
      const read = await post(`/api/notifications/${id}/read`, me.cookie);
      expect(read.statusCode).toBe(200);
      const first = (read.json() as Notification).readAt;
      expect(read.json()).toMatchObject({ id, readAt: expect.any(String) });
      await expect.poll(() => Date.now()).toBeGreaterThan(Date.parse(first ?? ""));
      const again = await post(`/api/notifications/${id}/read`, me.cookie);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ id, readAt: first });
      expect(await readAtOf(id ?? 0)).toBe(first);
    });

    it("answers 404 for someone else's notification, and leaves it unread", async () => {
      const me = await person();
      const other = await person();
      const [theirs] = await seedInbox(other.id, 1, new Date("2030-02-04T09:00:00Z"));
      const response = await post(`/api/notifications/${theirs}/read`, me.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
      // Same answer as for an id that names nothing: its existence is not revealed.
      const none = await post("/api/notifications/2147483000/read", me.cookie);
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toBe("Notification 2147483000 was not found.");
      expect(response.json().error).toBe(`Notification ${theirs} was not found.`);
      expect(await readAtOf(theirs ?? 0)).toBeNull();
      // An admin is no exception: a notification is its recipient's alone.
      const admin = await post(`/api/notifications/${theirs}/read`, await t.session("admin"));
      expect(admin.statusCode).toBe(404);
      expect(await readAtOf(theirs ?? 0)).toBeNull();
    });
  });

  describe("POST /api/notifications/read-all", () => {
    it("marks every unread notification of the caller read, and nobody else's", async () => {
      const me = await person();
      const other = await person();
      await seedInbox(me.id, 3, new Date("2030-02-05T09:00:00Z"));
      const theirs = await seedInbox(other.id, 2, new Date("2030-02-05T09:00:00Z"));
      const response = await post("/api/notifications/read-all", me.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ marked: 3 });
      const unread = await t.db
        .selectFrom("notifications")
        .select(["userId", "id"])
        .where("readAt", "is", null)
        .where("userId", "in", [me.id, other.id])
        .execute();
      expect(unread.map((row) => row.id).sort()).toEqual([...theirs].sort());
      expect((await post("/api/notifications/read-all", me.cookie)).json()).toEqual({ marked: 0 });
      expect((await get("/api/notifications/unread-count", me.cookie)).json()).toEqual({
        unread: 0,
      });
    });
  });

  describe("preferences", () => {
    it("answers the defaults, saves a choice, and writes no notification of a muted kind", async () => {
      const me = await person();
      const read = await get("/api/notifications/preferences", me.cookie);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ mutedKinds: [], emailDigest: "daily", emailAvailable: false });

      const saved = await t.request({
        method: "PUT",
        url: "/api/notifications/preferences",
        headers: { cookie: me.cookie },
        payload: { mutedKinds: ["comment", "mention", "comment"], emailDigest: "off" },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({
        mutedKinds: ["mention", "comment"],
        emailDigest: "off",
        emailAvailable: false,
      });
      expect((await get("/api/notifications/preferences", me.cookie)).json()).toEqual(saved.json());
      const row = await t.db
        .selectFrom("notificationPreferences")
        .select(["mutedKinds", "emailDigest"])
        .where("userId", "=", me.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ mutedKinds: ["mention", "comment"], emailDigest: "off" });

      const now = new Date("2030-02-06T09:00:00Z");
      const written = await notify(
        t.db,
        [
          { userId: me.id, kind: "comment", actorId: null, title: "A comment" },
          { userId: me.id, kind: "mention", actorId: null, title: "A mention" },
          { userId: me.id, kind: "assigned", actorId: null, title: "A task for you" },
        ],
        now,
      );
      expect(written).toHaveLength(1);
      const inbox = (await get("/api/notifications", me.cookie)).json() as Notification[];
      expect(inbox.map((n) => n.title)).toEqual(["A task for you"]);

      // Unmuted again, the kind arrives again.
      await t.request({
        method: "PUT",
        url: "/api/notifications/preferences",
        headers: { cookie: me.cookie },
        payload: { mutedKinds: [], emailDigest: "daily" },
      });
      expect(
        await notify(t.db, [{ userId: me.id, kind: "comment", actorId: null, title: "B" }], now),
      ).toHaveLength(1);
    });

    it("refuses an unknown kind or digest (400), and saves nothing", async () => {
      const me = await person();
      for (const payload of [
        { mutedKinds: ["everything"], emailDigest: "daily" },
        { mutedKinds: [], emailDigest: "weekly" },
        { mutedKinds: [] },
      ]) {
        const response = await t.request({
          method: "PUT",
          url: "/api/notifications/preferences",
          headers: { cookie: me.cookie },
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const rows = await t.db
        .selectFrom("notificationPreferences")
        .select("userId")
        .where("userId", "=", me.id)
        .execute();
      expect(rows).toEqual([]);
    });
  });

  describe("lead assignments", () => {
    let ids: Awaited<ReturnType<typeof demoIds>>;
    let admin = "";
    beforeAll(async () => {
      ids = await demoIds(t.db);
      admin = await t.session("admin");
    });

    const leadNotices = (userId: number, leadId: number) =>
      t.db
        .selectFrom("notifications")
        .selectAll()
        .where("userId", "=", userId)
        .where("leadId", "=", leadId)
        .execute();

    const assign = (leadId: number, consultantId: number, cookie: string) =>
      t.request({
        method: "PUT",
        url: `/api/leads/${leadId}/assign`,
        headers: { cookie },
        payload: { consultantId },
      });

    it("tells the consultant an admin assigns a lead to, once", async () => {
      const consultant = await person("consultant");
      const leadId = await freshLead(t.db);
      const lead = await t.db
        .selectFrom("leads")
        .select(["name", "email"])
        .where("id", "=", leadId)
        .executeTakeFirstOrThrow();
      const response = await assign(leadId, consultant.id, admin);
      expect(response.statusCode).toBe(200);
      const notices = await leadNotices(consultant.id, leadId);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        kind: "lead_assigned",
        actorId: ids.users.admin,
        leadId,
        title: `Lead assigned to you: ${lead.name}`,
        body: lead.email,
        readAt: null,
      });
      // The consultant sees it in their inbox.
      const inbox = (await get("/api/notifications", consultant.cookie)).json() as Notification[];
      expect(inbox[0]).toMatchObject({ kind: "lead_assigned", leadId });

      // Assigned again to the same consultant: nothing new to tell.
      expect((await assign(leadId, consultant.id, admin)).statusCode).toBe(200);
      expect(await leadNotices(consultant.id, leadId)).toHaveLength(1);

      // Reassigned to someone else: they are told.
      expect((await assign(leadId, ids.users.priya, admin)).statusCode).toBe(200);
      expect(await leadNotices(ids.users.priya, leadId)).toHaveLength(1);
    });

    it("tells nobody when a consultant claims a lead, or when the claim fails", async () => {
      const leadId = await freshLead(t.db);
      const consultant = await t.session("consultant");
      expect((await assign(leadId, ids.users.consultant, consultant)).statusCode).toBe(200);
      expect(await leadNotices(ids.users.consultant, leadId)).toEqual([]);

      // Another consultant's claim of the now-taken lead: 409, and nothing written for anyone.
      const late = await person("consultant");
      const taken = await assign(leadId, late.id, late.cookie);
      expect(taken.statusCode).toBe(409);
      const any = await t.db
        .selectFrom("notifications")
        .select("id")
        .where("leadId", "=", leadId)
        .execute();
      expect(any).toEqual([]);
    });
  });

  describe("links", () => {
    it("carries the ids the inbox opens: a task with its project", async () => {
      const me = await person();
      const projectId = await freshProject(t.db, { clientId: me.id });
      const taskId = await freshTask(t.db, projectId, me.id);
      await notify(
        t.db,
        [{ userId: me.id, kind: "assigned", actorId: null, title: "Yours", projectId, taskId }],
        new Date("2030-02-07T09:00:00Z"),
      );
      const [latest] = (await get("/api/notifications", me.cookie)).json() as Notification[];
      expect(latest).toMatchObject({ projectId, taskId, leadId: null });
    });
  });
});
