/**
 * The live bell (`notifications.events`, server-sent events on /trpc), end to end over TCP on
 * both databases: a notification reaches its recipient's stream whole, with the unread count;
 * a read in another tab reaches it too; nobody else's does; and the stream ends with the
 * session.
 */
import type { Notification } from "@cairn/schema/notifications";
import { beforeAll, describe, expect, it } from "vitest";
import { openStream, type Stream } from "../../test/event-stream.js";
import { demoIds, FRESH_PASSWORD, freshAccount, freshLead } from "../../test/fixtures.js";
import { forEachDatabase, useTestApp } from "../../test/harness.js";
import { notify } from "./notify.js";

/** Generous for a loaded machine; the server re-checks every STREAM_RECHECK_MS (0.5 s). */
const WITHIN_MS = 5_000;

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let base = "";
  let admin = "";
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    admin = await t.session("admin");
  });

  async function consultant() {
    const account = await freshAccount(t.db, "consultant");
    return { ...account, cookie: await t.login(account.username, FRESH_PASSWORD) };
  }

  const follow = async (cookie: string): Promise<Stream> => {
    const before = t.app.userEvents.subscriberCount;
    const stream = await openStream(`${base}/trpc/notifications.events`, cookie);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/text\/event-stream/);
    await expect.poll(() => t.app.userEvents.subscriberCount).toBe(before + 1);
    return stream;
  };

  /** The server ends the stream within WITHIN_MS. */
  async function expectEnded(stream: Stream) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outcome = await Promise.race([
      stream.ended.then(() => "ended" as const),
      new Promise<"still open">((resolve) => {
        timer = setTimeout(() => resolve("still open"), WITHIN_MS);
      }),
    ]);
    clearTimeout(timer);
    expect(outcome).toBe("ended");
  }

  const assign = (leadId: number, consultantId: number) =>
    t.request({
      method: "PUT",
      url: `/api/leads/${leadId}/assign`,
      headers: { cookie: admin },
      payload: { consultantId },
    });

  describe("notifications.events", () => {
    it("delivers a new notification whole, then a read from another tab", async () => {
      const ids = await demoIds(t.db);
      const me = await consultant();
      const stream = await follow(me.cookie);

      const leadId = await freshLead(t.db);
      expect((await assign(leadId, me.id)).statusCode).toBe(200);
      const created = await stream.next((data) => data.type === "notification.created", WITHIN_MS);
      const notification = created.notification as Notification;
      expect(created).toMatchObject({ type: "notification.created", unread: 1 });
      expect(notification).toMatchObject({
        kind: "lead_assigned",
        leadId,
        actorId: ids.users.admin,
        actorName: expect.any(String),
        readAt: null,
      });
      const row = await t.db
        .selectFrom("notifications")
        .select(["id", "title"])
        .where("userId", "=", me.id)
        .executeTakeFirstOrThrow();
      expect(notification).toMatchObject(row);

      // Read elsewhere (another tab, over REST): this stream hears it, and the new count.
      const read = await t.request({
        method: "POST",
        url: `/api/notifications/${row.id}/read`,
        headers: { cookie: me.cookie },
      });
      expect(read.statusCode).toBe(200);
      expect(await stream.next((data) => data.type === "notifications.read", WITHIN_MS)).toEqual({
        type: "notifications.read",
        notificationId: row.id,
        unread: 0,
      });

      // Two more, then all read at once.
      await notify(
        t.db,
        [
          { userId: me.id, kind: "assigned", actorId: null, title: "One" },
          { userId: me.id, kind: "assigned", actorId: null, title: "Two" },
        ],
        new Date(),
      );
      await stream.next((data) => data.type === "notification.created" && data.unread === 2);
      const all = await t.request({
        method: "POST",
        url: "/api/notifications/read-all",
        headers: { cookie: me.cookie },
      });
      expect(all.json()).toEqual({ marked: 2 });
      expect(
        await stream.next(
          (data) => data.type === "notifications.read" && data.notificationId === null,
          WITHIN_MS,
        ),
      ).toEqual({ type: "notifications.read", notificationId: null, unread: 0 });
      stream.close();
      await expect.poll(() => t.app.userEvents.subscriberCount).toBe(0);
    });

    it("carries only the caller's own", async () => {
      const me = await consultant();
      const someoneElse = await consultant();
      const stream = await follow(me.cookie);
      const theirs = await notify(
        t.db,
        [{ userId: someoneElse.id, kind: "assigned", actorId: null, title: "Not for me" }],
        new Date(),
      );
      // Announcements arrive in commit order: once mine is here, theirs would have been too.
      await notify(
        t.db,
        [{ userId: me.id, kind: "assigned", actorId: null, title: "For me" }],
        new Date(),
      );
      await stream.next((data) => data.type === "notification.created", WITHIN_MS);
      expect(stream.text()).toContain("For me");
      expect(stream.text()).not.toContain("Not for me");
      expect(stream.text()).not.toContain(`"id":${theirs[0]}`);
      stream.close();
    });

    it("is refused signed out, and ends after a logout", async () => {
      const refused = await openStream(`${base}/trpc/notifications.events`, "");
      await refused.ended;
      expect({ status: refused.status, events: refused.text() }).toEqual({
        status: 200,
        events: expect.stringContaining("UNAUTHORIZED"),
      });

      const me = await consultant();
      const stream = await follow(me.cookie);
      const out = await t.request({
        method: "POST",
        url: "/api/auth/logout",
        headers: { cookie: me.cookie },
      });
      expect(out.statusCode).toBe(204);
      await expectEnded(stream);
      // Nothing reaches it after: a notice for them now is not on the stream.
      await notify(
        t.db,
        [{ userId: me.id, kind: "assigned", actorId: null, title: "After the end" }],
        new Date(),
      );
      await expect.poll(() => t.app.userEvents.subscriberCount).toBe(0);
      expect(stream.text()).not.toContain("After the end");
    });

    it("ends when the account is disabled", async () => {
      const me = await consultant();
      const stream = await follow(me.cookie);
      const disabled = await t.request({
        method: "PATCH",
        url: `/api/users/${me.id}`,
        headers: { cookie: admin },
        payload: { disabled: true },
      });
      expect(disabled.statusCode).toBe(200);
      await expectEnded(stream);
    });
  });
});
