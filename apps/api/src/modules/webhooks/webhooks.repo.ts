/**
 * The webhooks' tables: hooks, their delivery log, and the organisation's setting.
 */
import type { WebhookEventType } from "@cairn/schema/webhooks";
import { type Kysely, type Selectable, sql } from "kysely";
import type {
  Database,
  WebhookDeliveriesTable,
  WebhookDeliveryStatus,
  WebhooksTable,
} from "../../db/database.js";

export type WebhookRow = Selectable<WebhooksTable> & { ownerName: string; ownerRole: string };
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

const hookColumns = [
  "webhooks.id",
  "webhooks.ownerId",
  "webhooks.url",
  "webhooks.events",
  "webhooks.allProjects",
  "webhooks.projectIds",
  "webhooks.secretSealed",
  "webhooks.active",
  "webhooks.disabledAt",
  "webhooks.disabledReason",
  "webhooks.consecutiveFailures",
  "webhooks.createdAt",
  "webhooks.updatedAt",
  "users.username as ownerName",
  "users.role as ownerRole",
] as const;

export const deliveryColumns = [
  "id",
  "webhookId",
  "eventId",
  "eventType",
  "body",
  "status",
  "attempts",
  "statusCode",
  "responseMs",
  "responseExcerpt",
  "error",
  "redeliveryOf",
  "createdAt",
  "lastAttemptAt",
  "finishedAt",
] as const;

/** The secret's sealing context: a sealed secret copied to another hook fails to open. */
export const secretContext = (webhookId: number) => `webhook:${webhookId}`;

function hooks(db: Kysely<Database>) {
  return db
    .selectFrom("webhooks")
    .innerJoin("users", "users.id", "webhooks.ownerId")
    .select(hookColumns);
}

/** Every hook (`ownerId` undefined) or one person's, the oldest first. */
export function listHooks(db: Kysely<Database>, ownerId?: number): Promise<WebhookRow[]> {
  let query = hooks(db).orderBy("webhooks.id");
  if (ownerId !== undefined) query = query.where("webhooks.ownerId", "=", ownerId);
  return query.execute();
}

export function getHook(db: Kysely<Database>, id: number): Promise<WebhookRow | undefined> {
  return hooks(db).where("webhooks.id", "=", id).executeTakeFirst();
}

export interface NewHook {
  ownerId: number;
  url: string;
  events: string[];
  allProjects: boolean;
  projectIds: number[];
  active: boolean;
  now: Date;
}

/** Inserts a hook and seals its secret with the hook's own id as context. */
export async function insertHook(
  db: Kysely<Database>,
  hook: NewHook,
  seal: (id: number) => string,
): Promise<number> {
  const { id } = await db
    .insertInto("webhooks")
    .values({
      ownerId: hook.ownerId,
      url: hook.url,
      events: hook.events,
      allProjects: hook.allProjects,
      projectIds: hook.projectIds,
      active: hook.active,
      secretSealed: "",
      createdAt: hook.now,
      updatedAt: hook.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("webhooks")
    .set({ secretSealed: seal(id) })
    .where("id", "=", id)
    .execute();
  return id;
}

export interface HookChanges {
  url?: string;
  events?: string[];
  allProjects?: boolean;
  projectIds?: number[];
  active?: boolean;
}

export async function updateHook(
  db: Kysely<Database>,
  id: number,
  changes: HookChanges,
  now: Date,
): Promise<void> {
  await db
    .updateTable("webhooks")
    .set({
      ...changes,
      // Switched on again by a person: a fresh start, without the old reason.
      ...(changes.active === true
        ? { disabledAt: null, disabledReason: null, consecutiveFailures: 0 }
        : {}),
      updatedAt: now,
    })
    .where("id", "=", id)
    .execute();
}

export async function deleteHook(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("webhooks").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The live hooks that want an event: subscribed to its type, owned by an enabled account, and
 * covering its project — an administrator's hook for every project or one that lists it, a
 * consultant's that lists it while they still lead it. An event of no project (a lead) reaches
 * administrators' hooks for every project only. One indexed query (the partial GIN index of
 * live hooks' events): nothing to read when no hook exists.
 */
export async function hooksFor(
  db: Kysely<Database>,
  type: WebhookEventType | "ping",
  projectId: number | null,
): Promise<number[]> {
  const rows = await db
    .selectFrom("webhooks")
    .innerJoin("users", "users.id", "webhooks.ownerId")
    .select("webhooks.id")
    .where("webhooks.active", "=", true)
    .where(sql<boolean>`webhooks.events @> array[${type}]::text[]`)
    .where("users.disabledAt", "is", null)
    .where((eb) => {
      const organisationWide = eb.and([
        eb("webhooks.allProjects", "=", true),
        eb("users.role", "=", "admin"),
      ]);
      if (projectId === null) return organisationWide;
      return eb.or([
        organisationWide,
        eb.and([
          sql<boolean>`${projectId} = any(webhooks.project_ids)`,
          eb.or([
            eb("users.role", "=", "admin"),
            eb.exists(
              eb
                .selectFrom("projects")
                .select("projects.id")
                .where("projects.id", "=", projectId)
                .whereRef("projects.consultantId", "=", "webhooks.ownerId"),
            ),
          ]),
        ]),
      ]);
    })
    .execute();
  return rows.map((row) => row.id);
}

export interface NewDelivery {
  webhookId: number;
  eventId: string;
  eventType: string;
  body: string;
  redeliveryOf?: number | null;
  now: Date;
}

export function insertDeliveries(
  db: Kysely<Database>,
  deliveries: readonly NewDelivery[],
): Promise<DeliveryRow[]> {
  return db
    .insertInto("webhookDeliveries")
    .values(
      deliveries.map((delivery) => ({
        webhookId: delivery.webhookId,
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        body: delivery.body,
        redeliveryOf: delivery.redeliveryOf ?? null,
        createdAt: delivery.now,
      })),
    )
    .returning(deliveryColumns)
    .execute();
}

export function getDelivery(
  db: Kysely<Database>,
  webhookId: number,
  id: number,
): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom("webhookDeliveries")
    .select(deliveryColumns)
    .where("webhookId", "=", webhookId)
    .where("id", "=", id)
    .executeTakeFirst();
}

export function getDeliveryById(
  db: Kysely<Database>,
  id: number,
): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom("webhookDeliveries")
    .select(deliveryColumns)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** A hook's deliveries, the newest first. */
export function listDeliveries(
  db: Kysely<Database>,
  webhookId: number,
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .selectFrom("webhookDeliveries")
    .select(deliveryColumns)
    .where("webhookId", "=", webhookId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Each hook's latest delivery. */
export async function lastDeliveries(
  db: Kysely<Database>,
  webhookIds: readonly number[],
): Promise<Map<number, DeliveryRow>> {
  if (webhookIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("webhookDeliveries")
    .select(deliveryColumns)
    .distinctOn("webhookId")
    .where("webhookId", "in", webhookIds)
    .orderBy("webhookId")
    .orderBy("id", "desc")
    .execute();
  return new Map(rows.map((row) => [row.webhookId, row]));
}

export interface AttemptRecord {
  status: WebhookDeliveryStatus;
  statusCode: number | null;
  responseMs: number | null;
  responseExcerpt: string | null;
  error: string | null;
  at: Date;
}

export async function recordAttempt(
  db: Kysely<Database>,
  id: number,
  attempt: AttemptRecord,
): Promise<void> {
  await db
    .updateTable("webhookDeliveries")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      status: attempt.status,
      statusCode: attempt.statusCode,
      responseMs: attempt.responseMs,
      responseExcerpt: attempt.responseExcerpt,
      error: attempt.error,
      lastAttemptAt: attempt.at,
      finishedAt: attempt.status === "pending" ? null : attempt.at,
    }))
    .where("id", "=", id)
    .execute();
}

/** A success: the hook's run of failures ends. */
export async function resetFailures(db: Kysely<Database>, webhookId: number): Promise<void> {
  await db
    .updateTable("webhooks")
    .set({ consecutiveFailures: 0 })
    .where("id", "=", webhookId)
    .where("consecutiveFailures", "<>", 0)
    .execute();
}

/** A delivery given up: answers the hook's failures in a row, counting this one. */
export async function countFailure(db: Kysely<Database>, webhookId: number): Promise<number> {
  const row = await db
    .updateTable("webhooks")
    .set((eb) => ({ consecutiveFailures: eb("consecutiveFailures", "+", 1) }))
    .where("id", "=", webhookId)
    .returning("consecutiveFailures")
    .executeTakeFirst();
  return row?.consecutiveFailures ?? 0;
}

/** Switches a live hook off with a reason; answers whether this call did it. */
export async function disableHook(
  db: Kysely<Database>,
  webhookId: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("webhooks")
    .set({ active: false, disabledAt: now, disabledReason: reason, updatedAt: now })
    .where("id", "=", webhookId)
    .where("active", "=", true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function readSettings(
  db: Kysely<Database>,
): Promise<{ allowPrivateTargets: boolean; updatedAt: string | null }> {
  const row = await db
    .selectFrom("webhookSettings")
    .select(["allowPrivateTargets", "updatedAt"])
    .executeTakeFirst();
  return {
    allowPrivateTargets: row?.allowPrivateTargets ?? false,
    updatedAt: row?.updatedAt ?? null,
  };
}

export async function writeSettings(
  db: Kysely<Database>,
  allowPrivateTargets: boolean,
  by: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto("webhookSettings")
    .values({ allowPrivateTargets, updatedBy: by, updatedAt: now })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({ allowPrivateTargets, updatedBy: by, updatedAt: now }),
    )
    .execute();
}

/** The projects a consultant leads, among `ids`. */
export async function projectsLedBy(
  db: Kysely<Database>,
  consultantId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("projects")
    .select("id")
    .where("id", "in", ids)
    .where("consultantId", "=", consultantId)
    .execute();
  return rows.map((row) => row.id);
}

export async function existingProjects(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("projects").select("id").where("id", "in", ids).execute();
  return rows.map((row) => row.id);
}
