/** The intake's rows (docs/intake.md): requests, their decisions, a project's public link. */
import type { IntakeRequest, IntakeStatus } from "@cairn/schema/intake";
import type { Insertable, Kysely } from "kysely";
import type { Database, IntakeRequestsTable } from "../../db/database.js";

function requests(db: Kysely<Database>) {
  return db
    .selectFrom("intakeRequests as r")
    .leftJoin("tasks as t", "t.id", "r.taskId")
    .select([
      "r.id",
      "r.projectId",
      "r.title",
      "r.description",
      "r.source",
      "r.requesterId",
      "r.requesterName",
      "r.requesterEmail",
      "r.status",
      "r.reason",
      "r.taskId",
      "t.title as taskTitle",
      "r.decidedAt",
      "r.createdAt",
    ]);
}

/** A project's requests: the new ones first (oldest first, as they wait), then the decided. */
export function listRequests(db: Kysely<Database>, projectId: number): Promise<IntakeRequest[]> {
  return requests(db)
    .where("r.projectId", "=", projectId)
    .orderBy((eb) => eb.case().when("r.status", "=", "new").then(0).else(1).end())
    .orderBy((eb) => eb.case().when("r.status", "=", "new").then(eb.ref("r.id")).end())
    .orderBy("r.decidedAt", "desc")
    .orderBy("r.id", "desc")
    .execute();
}

export function getRequest(
  db: Kysely<Database>,
  projectId: number,
  requestId: number,
): Promise<IntakeRequest | undefined> {
  return requests(db)
    .where("r.projectId", "=", projectId)
    .where("r.id", "=", requestId)
    .executeTakeFirst();
}

/** The request's status under a row lock: two decisions at once are taken one after the other. */
export async function lockRequest(
  db: Kysely<Database>,
  projectId: number,
  requestId: number,
): Promise<{ status: IntakeStatus; requesterId: number | null; title: string } | undefined> {
  return db
    .selectFrom("intakeRequests")
    .select(["status", "requesterId", "title"])
    .where("projectId", "=", projectId)
    .where("id", "=", requestId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertRequest(
  db: Kysely<Database>,
  values: Insertable<IntakeRequestsTable>,
): Promise<number> {
  const { id } = await db
    .insertInto("intakeRequests")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function decideRequest(
  db: Kysely<Database>,
  requestId: number,
  decision: {
    status: Exclude<IntakeStatus, "new">;
    taskId: number | null;
    reason: string | null;
    decidedBy: number;
    decidedAt: Date;
  },
): Promise<void> {
  await db
    .updateTable("intakeRequests")
    .set({ ...decision, decidedAt: decision.decidedAt.toISOString() })
    .where("id", "=", requestId)
    .execute();
}

/** A public request by its receipt's hash, with its project's name. */
export function requestByReceipt(db: Kysely<Database>, receiptHash: string) {
  return db
    .selectFrom("intakeRequests as r")
    .innerJoin("projects as p", "p.id", "r.projectId")
    .leftJoin("tasks as t", "t.id", "r.taskId")
    .select([
      "p.name as projectName",
      "r.title",
      "r.status",
      "r.reason",
      "t.title as taskTitle",
      "r.createdAt",
      "r.decidedAt",
    ])
    .where("r.receiptHash", "=", receiptHash)
    .executeTakeFirst();
}

export async function intakeTokenOf(
  db: Kysely<Database>,
  projectId: number,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom("projects")
    .select("intakeToken")
    .where("id", "=", projectId)
    .executeTakeFirst();
  return row?.intakeToken;
}

export async function setIntakeToken(
  db: Kysely<Database>,
  projectId: number,
  token: string | null,
): Promise<void> {
  await db
    .updateTable("projects")
    .set({ intakeToken: token })
    .where("id", "=", projectId)
    .execute();
}

/** The open project whose public form has this token (an archived one takes no requests). */
export function projectByIntakeToken(db: Kysely<Database>, token: string) {
  return db
    .selectFrom("projects")
    .select(["id", "name", "consultantId"])
    .where("intakeToken", "=", token)
    .where("archivedAt", "is", null)
    .executeTakeFirst();
}
