import { notificationPath } from "@cairn/schema/notification-kinds";
import type { Notification } from "@cairn/schema/notifications";
import { describe, expect, it } from "vitest";
import { applyEvent, badgeText, bellLabel, kindsFor, timeAgo } from "./notifications-model";

const item = (id: number, readAt: string | null = null): Notification => ({
  id,
  kind: "assigned",
  title: `Notice ${id}`,
  body: null,
  actorId: null,
  actorName: null,
  projectId: null,
  taskId: null,
  commentId: null,
  leadId: null,
  documentId: null,
  readAt,
  createdAt: "2030-01-01T10:00:00.000Z",
});
const at = "2030-01-02T00:00:00.000Z";

describe("the bell", () => {
  it("is named with the unread count, and its badge caps at 99+", () => {
    expect(bellLabel(3)).toBe("Notifications, 3 unread");
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(undefined)).toBe("Notifications");
    expect(badgeText(7)).toBe("7");
    expect(badgeText(100)).toBe("99+");
  });
});

describe("timeAgo", () => {
  const now = new Date("2030-01-10T12:00:00Z");
  it("says how long ago, then the day", () => {
    expect(timeAgo("2030-01-10T11:59:30Z", now)).toBe("just now");
    expect(timeAgo("2030-01-10T11:55:00Z", now)).toBe("5 min ago");
    expect(timeAgo("2030-01-10T09:00:00Z", now)).toBe("3 h ago");
    expect(timeAgo("2030-01-09T10:00:00Z", now)).toBe("yesterday");
    expect(timeAgo("2030-01-06T10:00:00Z", now)).toBe("4 days ago");
    expect(timeAgo("2029-12-24T10:00:00Z", now)).toBe("24 Dec");
    // A clock a little behind the server's never says "in the future".
    expect(timeAgo("2030-01-10T12:00:05Z", now)).toBe("just now");
  });
});

describe("applyEvent", () => {
  it("puts a new notification on top, once", () => {
    const list = [item(1)];
    const event = { type: "notification.created" as const, notification: item(2), unread: 2 };
    const once = applyEvent(list, event, { unreadOnly: false, at });
    expect(once.map((n) => n.id)).toEqual([2, 1]);
    expect(applyEvent(once, event, { unreadOnly: false, at }).map((n) => n.id)).toEqual([2, 1]);
  });

  it("marks one or all read, keeping the moment of an earlier read", () => {
    const list = [item(3), item(2, "2029-12-31T00:00:00.000Z"), item(1)];
    const one = applyEvent(
      list,
      { type: "notifications.read", notificationId: 1, unread: 1 },
      { unreadOnly: false, at },
    );
    expect(one.map((n) => n.readAt)).toEqual([null, "2029-12-31T00:00:00.000Z", at]);
    const all = applyEvent(
      list,
      { type: "notifications.read", notificationId: null, unread: 0 },
      { unreadOnly: false, at },
    );
    expect(all.map((n) => n.readAt)).toEqual([at, "2029-12-31T00:00:00.000Z", at]);
  });

  it("drops what is read from an unread-only list", () => {
    const list = [item(3), item(1)];
    const read = { type: "notifications.read" as const, notificationId: 3, unread: 1 };
    expect(applyEvent(list, read, { unreadOnly: true, at }).map((n) => n.id)).toEqual([1]);
    const all = { type: "notifications.read" as const, notificationId: null, unread: 0 };
    expect(applyEvent(list, all, { unreadOnly: true, at })).toEqual([]);
  });
});

describe("notificationPath", () => {
  it("opens a task's panel, a lead in the leads tab, a project, or the dashboard", () => {
    const task = { projectId: 4, taskId: 9, leadId: null };
    expect(notificationPath(task, "user")).toBe("/user-dashboard/projects/4/tasks/9");
    expect(notificationPath({ projectId: null, taskId: null, leadId: 5 }, "consultant")).toBe(
      "/consultant-dashboard?tab=leads&lead=5",
    );
    expect(
      notificationPath({ projectId: 4, taskId: null, leadId: null, documentId: 12 }, "user"),
    ).toBe("/user-dashboard/projects/4?tab=documents&document=12");
    expect(notificationPath({ projectId: 4, taskId: null, leadId: null }, "admin")).toBe(
      "/admin-dashboard/projects/4",
    );
    expect(notificationPath({ projectId: null, taskId: null, leadId: null }, "admin")).toBe(
      "/admin-dashboard",
    );
  });
});

describe("kindsFor", () => {
  it("offers each role the kinds it can receive", () => {
    expect(kindsFor("consultant")).toHaveLength(10);
    // A rule may tell anyone on the project, the client included; so may the intake (staff hear
    // of a new request, a requester of their request's decision).
    for (const role of ["admin", "consultant", "user"]) {
      expect(kindsFor(role)).toContain("rule");
      expect(kindsFor(role)).toContain("intake");
    }
    expect(kindsFor("admin")).not.toContain("lead_assigned");
    expect(kindsFor("admin")).toContain("webhook_disabled");
    expect(kindsFor("user")).toContain("document_shared");
    expect(kindsFor("consultant")).not.toContain("document_shared");
    expect(kindsFor("admin")).toContain("approval");
    expect(kindsFor("user")).toEqual([
      "mention",
      "assigned",
      "comment",
      "due_soon",
      "overdue",
      "document_shared",
      "rule",
      "intake",
    ]);
  });
});
