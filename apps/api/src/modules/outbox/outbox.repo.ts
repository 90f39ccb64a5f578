/**
 * The outbox table: messages that leave the process, written with the change that caused them.
 * `enqueue` must run inside that change's transaction; its NOTIFY is delivered at commit, so
 * workers on every process wake for exactly the messages that exist.
 */
import { type Kysely, sql } from "kysely";
import type { Database, OutboxStatus } from "../../db/database.js";
import { writeSystemLog } from "../../lib/system-log.js";
import { withTransaction } from "../../lib/transaction.js";

export const OUTBOX_CHANNEL = "cairn_outbox";

export interface OutboxMessage {
  id: number;
  kind: string;
  payload: unknown;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

const columns = [
  "id",
  "kind",
  "payload",
  "status",
  "attempts",
  "nextAttemptAt",
  "lastError",
  "createdAt",
  "deliveredAt",
] as const;

export async function enqueue(
  db: Kysely<Database>,
  kind: string,
  payload: unknown,
  now?: Date,
): Promise<number> {
  const { id } = await db
    .insertInto("outbox")
    .values({
      kind,
      payload: JSON.stringify(payload),
      ...(now ? { nextAttemptAt: now, createdAt: now } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await sql`select pg_notify(${OUTBOX_CHANNEL}, ${String(id)})`.execute(db);
  return id;
}

/**
 * Whether a message of `kind` was already made from message `parent` (the `parent` of its
 * payload): a handler that fans one message out into others does nothing on a repeat.
 */
export async function hasMessageFrom(
  db: Kysely<Database>,
  kind: string,
  parent: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("outbox")
    .select("id")
    .where("kind", "=", kind)
    .where(sql`payload ->> 'parent'`, "=", String(parent))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims up to `limit` due messages for `leaseMs`: in one short transaction, rows no other
 * worker holds (`SKIP LOCKED`) are counted as attempted and pushed past the lease, so another
 * process skips them until this one has answered — or has died and the lease has run out.
 * `underWay` are the messages this process is delivering: never claimed twice by it, and no
 * message of their kinds is claimed beside them (a kind's messages go out in turns, as a task's
 * syncs to a tool must: a newer one never overtakes an older one under way).
 */
export function claimDue(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  leaseMs: number,
  underWay: readonly { id: number; kind: string }[] = [],
): Promise<OutboxMessage[]> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("nextAttemptAt", "<=", now.toISOString());
    // What this process is delivering stays its own, even once its lease has run out.
    if (underWay.length > 0) {
      query = query
        .where(
          "id",
          "not in",
          underWay.map((message) => message.id),
        )
        .where("kind", "not in", [...new Set(underWay.map((message) => message.kind))]);
    }
    const due = await query
      .orderBy("nextAttemptAt")
      .orderBy("id")
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable("outbox")
      .set((eb) => ({
        attempts: eb("attempts", "+", 1),
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      }))
      .where(
        "id",
        "in",
        due.map((row) => row.id),
      )
      .returning(columns)
      .execute() as Promise<OutboxMessage[]>;
  });
}

/** When the next pending message comes due; undefined when none is pending. */
export async function nextDueAt(db: Kysely<Database>): Promise<Date | undefined> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.min("nextAttemptAt").as("next"))
    .where("status", "=", "pending")
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : undefined;
}

export async function markDelivered(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "delivered", deliveredAt: now, lastError: null })
    .where("id", "=", id)
    .execute();
}

export async function scheduleRetry(
  db: Kysely<Database>,
  id: number,
  at: Date,
  error: string,
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ nextAttemptAt: at, lastError: error })
    .where("id", "=", id)
    .execute();
}

/** Gives up on a message: failed, and in the error log of the status page. */
export async function markFailed(db: Kysely<Database>, id: number, error: string): Promise<void> {
  await withTransaction(db, async (trx) => {
    const row = await trx
      .updateTable("outbox")
      .set({ status: "failed", lastError: error })
      .where("id", "=", id)
      .returning(["kind", "attempts"])
      .executeTakeFirst();
    if (!row) return;
    await writeSystemLog(trx, {
      level: "error",
      module: "outbox",
      message: `A "${row.kind}" message could not be delivered: ${error}`,
      metadata: { messageId: id, kind: row.kind, attempts: row.attempts },
    });
  });
}

/** Pending and failed messages, the oldest first (what an administrator looks at). */
export function listUndelivered(
  db: Kysely<Database>,
  filter: { status?: "pending" | "failed"; limit: number },
): Promise<OutboxMessage[]> {
  return db
    .selectFrom("outbox")
    .select(columns)
    .where("status", filter.status ? "=" : "in", filter.status ?? ["pending", "failed"])
    .orderBy("createdAt")
    .orderBy("id")
    .limit(filter.limit)
    .execute() as Promise<OutboxMessage[]>;
}

/** A failed message, due again now with fresh attempts; undefined when there is no such one. */
export async function retryFailed(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<OutboxMessage | undefined> {
  const row = (await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, nextAttemptAt: now })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .returning(columns)
    .executeTakeFirst()) as OutboxMessage | undefined;
  if (row) await sql`select pg_notify(${OUTBOX_CHANNEL}, ${String(id)})`.execute(db);
  return row;
}

export async function countByStatus(db: Kysely<Database>): Promise<Record<OutboxStatus, number>> {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<OutboxStatus, number> = { pending: 0, delivered: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

export interface OutboxBacklog {
  pending: number;
  failed: number;
  /** When the oldest pending message was written; null when none is pending. */
  oldestPendingAt: string | null;
}

/**
 * What the metrics show of the outbox: one grouped query over the undelivered rows only (the
 * partial index `outbox_backlog_idx`), however many delivered messages the table keeps.
 */
export async function outboxBacklog(db: Kysely<Database>): Promise<OutboxBacklog> {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => [
      "status",
      eb.fn.countAll<number>().as("count"),
      eb.fn.min("createdAt").as("oldest"),
    ])
    .where("status", "<>", "delivered")
    .groupBy("status")
    .execute();
  const pending = rows.find((row) => row.status === "pending");
  const failed = rows.find((row) => row.status === "failed");
  return {
    pending: Number(pending?.count ?? 0),
    failed: Number(failed?.count ?? 0),
    oldestPendingAt: pending?.oldest ?? null,
  };
}
