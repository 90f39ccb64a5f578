/**
 * Writing to people's in-app inboxes (docs/notifications.md). Whatever causes a notification
 * calls `notify` in the transaction of its change, so a notice exists exactly when its cause
 * does; each new notice is announced (pg_notify, delivered at commit) on USER_CHANNEL
 * (notices.repo.ts), which the live bell of every process follows.
 *
 * Nobody is told of their own doing, a disabled account is told nothing, and a kind a person
 * has muted is not written for them.
 */
import type { NotificationKind } from "@cairn/schema/notifications";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { insertNotices, noticeRecipients, publishUserEvent } from "./notices.repo.js";

export interface Notice {
  userId: number;
  kind: NotificationKind;
  /** Who caused it (null for the scheduler's reminders). */
  actorId: number | null;
  title: string;
  body?: string | null;
  projectId?: number | null;
  taskId?: number | null;
  commentId?: number | null;
  leadId?: number | null;
  documentId?: number | null;
}

const MAX_TITLE = 300;
const MAX_BODY = 1000;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Writes the notices that are wanted; answers their ids. Call inside the change's transaction. */
export async function notify(
  db: Kysely<Database>,
  notices: readonly Notice[],
  now: Date,
): Promise<number[]> {
  const wanted = notices.filter((notice) => notice.userId !== notice.actorId);
  if (wanted.length === 0) return [];
  const userIds = [...new Set(wanted.map((notice) => notice.userId))];
  const recipients = await noticeRecipients(db, userIds);
  const muted = new Map(recipients.map((row) => [row.id, new Set(row.mutedKinds ?? [])]));
  const rows = wanted.filter((notice) => muted.get(notice.userId)?.has(notice.kind) === false);
  if (rows.length === 0) return [];
  const inserted = await insertNotices(
    db,
    rows.map((notice) => ({
      userId: notice.userId,
      kind: notice.kind,
      actorId: notice.actorId,
      title: clip(notice.title, MAX_TITLE),
      body: notice.body ? clip(notice.body, MAX_BODY) : null,
      projectId: notice.projectId ?? null,
      taskId: notice.taskId ?? null,
      commentId: notice.commentId ?? null,
      leadId: notice.leadId ?? null,
      documentId: notice.documentId ?? null,
      createdAt: now,
    })),
  );
  for (const row of inserted) {
    await publishUserEvent(db, {
      userId: row.userId,
      type: "notification.created",
      notificationId: row.id,
    });
  }
  return inserted.map((row) => row.id);
}
