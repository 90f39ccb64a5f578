import type { LEAD_SORTS, Lead } from "@cairn/schema/leads";
import { type Insertable, type Kysely, type Selectable, sql } from "kysely";
import { countRows } from "../../db/count-rows.js";
import type { Database, LeadEventKind, LeadsTable } from "../../db/database.js";
import { lockKey } from "../../lib/advisory-lock.repo.js";
import { containsPattern } from "../../lib/paged-list.js";
import { withTransaction } from "../../lib/transaction.js";

export const leadColumns = [
  "leads.id",
  "leads.name",
  "leads.email",
  "leads.company",
  "leads.teamSize",
  "leads.planType",
  "leads.status",
  "leads.assignedTo",
  "leads.createdAt",
  "leads.planId",
  "leads.lostReason",
  "leads.projectId",
  "leads.updatedAt",
] as const;

export async function insertLead(
  db: Kysely<Database>,
  values: Insertable<LeadsTable>,
): Promise<Lead> {
  return db.insertInto("leads").values(values).returning(leadColumns).executeTakeFirstOrThrow();
}

/** The same person signing up again within this window updates their lead. */
export const REPEAT_SIGNUP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A signup: a new lead, or — when the same e-mail (any case) signed up within the last day —
 * that lead with the new answers (its status and consultant are kept). `created` says which.
 */
export async function upsertSignup(
  db: Kysely<Database>,
  values: Pick<
    Insertable<LeadsTable>,
    "name" | "email" | "company" | "teamSize" | "planType" | "planId"
  >,
  now: Date,
): Promise<{ lead: Lead; created: boolean }> {
  return withTransaction(db, async (trx) => {
    // One signup per e-mail at a time, so two parallel repeats cannot both insert.
    await lockKey(trx, `signup:${values.email.toLowerCase()}`);
    const since = new Date(now.getTime() - REPEAT_SIGNUP_WINDOW_MS).toISOString();
    const updated = await trx
      .updateTable("leads")
      .set({
        name: values.name,
        company: values.company ?? null,
        teamSize: values.teamSize ?? null,
        planType: values.planType,
        // A repeat signup with a plan attaches it; one without keeps the plan already there.
        ...(values.planId ? { planId: values.planId } : {}),
        updatedAt: now,
      })
      .where("id", "=", (eb) =>
        eb
          .selectFrom("leads")
          .select("id")
          .where(sql`lower(email)`, "=", values.email.toLowerCase())
          .where("createdAt", ">", since)
          .orderBy("createdAt", "desc")
          .limit(1),
      )
      .returning(leadColumns)
      .executeTakeFirst();
    if (updated) return { lead: updated, created: false };
    const lead = await trx
      .insertInto("leads")
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning(leadColumns)
      .executeTakeFirstOrThrow();
    // The first line of its timeline, in the same transaction (no actor: the public form).
    await insertLeadEvent(trx, { leadId: lead.id, actorId: null, kind: "created", createdAt: now });
    return { lead, created: true };
  });
}

/**
 * Deletes leads and every system log line that carries them: lines that name a lead by id, and
 * the leads module's lines that quote its name, company or e-mail (older lines did). Answers the
 * ids erased.
 */
export async function eraseLeads(
  db: Kysely<Database>,
  which: { id: number } | { email: string },
): Promise<number[]> {
  return withTransaction(db, async (trx) => {
    const leads = await trx
      .selectFrom("leads")
      .select(["id", "name", "email", "company"])
      .$if("id" in which, (q) => q.where("id", "=", (which as { id: number }).id))
      .$if("email" in which, (q) =>
        q.where(sql`lower(email)`, "=", (which as { email: string }).email.toLowerCase()),
      )
      .execute();
    if (leads.length === 0) return [];
    const ids = leads.map((lead) => lead.id);
    const quoted = leads
      .flatMap((lead) => [lead.name, lead.email, lead.company])
      .filter((text): text is string => typeof text === "string" && text.trim().length > 2)
      .map((text) => text.toLowerCase());
    await trx
      .deleteFrom("systemLogs")
      .where((eb) =>
        eb.or([
          eb(sql`(metadata::jsonb ->> 'leadId')`, "in", ids.map(String)),
          eb.and([
            eb("module", "=", "leads"),
            eb.or(quoted.map((text) => eb(sql`position(${text} in lower(message))`, ">", 0))),
          ]),
        ]),
      )
      .execute();
    await trx.deleteFrom("leads").where("id", "in", ids).execute();
    return ids;
  });
}

export interface LeadFilter {
  assignedTo?: number | "unassigned";
  /** Part of the name, e-mail or company, in any case. */
  q?: string;
  status?: Lead["status"];
  sort?: (typeof LEAD_SORTS)[number];
  order?: "asc" | "desc";
  limit?: number;
  offset?: number;
}

function filtered(db: Kysely<Database>, filter: LeadFilter) {
  let query = db.selectFrom("leads");
  if (filter.assignedTo === "unassigned") query = query.where("assignedTo", "is", null);
  else if (filter.assignedTo !== undefined)
    query = query.where("assignedTo", "=", filter.assignedTo);
  if (filter.status) query = query.where("status", "=", filter.status);
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(leads.name)`, "like", pattern),
        eb(sql`lower(leads.email)`, "like", pattern),
        eb(sql`lower(coalesce(leads.company, ''))`, "like", pattern),
      ]),
    );
  }
  return query;
}

/**
 * Leads matching the filter, sorted (newest first by default; the id breaks ties so pages never
 * overlap), with paging.
 */
export async function listLeads(db: Kysely<Database>, filter: LeadFilter = {}): Promise<Lead[]> {
  const sort = filter.sort ?? "createdAt";
  const order = filter.order ?? (sort === "createdAt" ? "desc" : "asc");
  let query = filtered(db, filter).select(leadColumns);
  if (sort === "createdAt") query = query.orderBy("leads.createdAt", order);
  else if (sort === "company")
    query = query.orderBy(sql`lower(coalesce(leads.company, ''))`, order);
  else if (sort === "name") query = query.orderBy(sql`lower(leads.name)`, order);
  else query = query.orderBy("leads.status", order);
  query = query.orderBy("leads.id", order);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  return query.execute();
}

/** How many leads match the filter, before paging. */
export async function countLeads(db: Kysely<Database>, filter: LeadFilter = {}): Promise<number> {
  return countRows(filtered(db, filter));
}

export async function getLead(db: Kysely<Database>, id: number): Promise<Lead | undefined> {
  return db.selectFrom("leads").select(leadColumns).where("id", "=", id).executeTakeFirst();
}

/**
 * A lead with its row locked until the transaction ends: of two conversions of one lead at once,
 * the second reads it after the first committed, already linked to its project.
 */
export async function lockLead(
  db: Kysely<Database>,
  id: number,
): Promise<Selectable<LeadsTable> | undefined> {
  return db.selectFrom("leads").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

/** Links a converted lead to its project, with the plan its client now has. */
export async function linkLeadToProject(
  db: Kysely<Database>,
  id: number,
  link: { projectId: number; planType: Lead["planType"]; now: Date },
): Promise<void> {
  await db
    .updateTable("leads")
    .set({ projectId: link.projectId, planType: link.planType, updatedAt: link.now })
    .where("id", "=", id)
    .execute();
}

/**
 * Assigns a lead to a consultant. With `onlyIfUnassigned` the update is conditional in SQL,
 * so of two consultants claiming one lead at the same moment exactly one row is updated.
 * A new lead becomes 'assigned'; a lead further along keeps its status when reassigned.
 */
export async function assignLead(
  db: Kysely<Database>,
  id: number,
  consultantId: number,
  options: { onlyIfUnassigned: boolean },
): Promise<Lead | undefined> {
  let query = db
    .updateTable("leads")
    .set((eb) => ({
      assignedTo: consultantId,
      status: eb
        .case()
        .when("status", "=", "new")
        .then(sql<"assigned">`'assigned'`)
        .else(eb.ref("status"))
        .end(),
      updatedAt: sql<string>`now()`,
    }))
    .where("id", "=", id);
  if (options.onlyIfUnassigned) query = query.where("assignedTo", "is", null);
  return query.returning(leadColumns).executeTakeFirst();
}

/**
 * Moves a lead from `from` to `to`. Conditional on the status still being `from`, so of two
 * moves made at the same moment only one applies (the other answers undefined). A lost lead
 * keeps its reason; any other status clears it.
 */
export async function moveLead(
  db: Kysely<Database>,
  id: number,
  move: { from: Lead["status"]; to: Lead["status"]; lostReason: string | null; now: Date },
): Promise<Lead | undefined> {
  return db
    .updateTable("leads")
    .set({
      status: move.to,
      lostReason: move.to === "lost" ? move.lostReason : null,
      updatedAt: move.now,
    })
    .where("id", "=", id)
    .where("status", "=", move.from)
    .returning(leadColumns)
    .executeTakeFirst();
}

export async function insertLeadEvent(
  db: Kysely<Database>,
  event: {
    leadId: number;
    actorId: number | null;
    kind: LeadEventKind;
    fromStatus?: string | null;
    toStatus?: string | null;
    detail?: string | null;
    createdAt?: Date;
  },
): Promise<void> {
  await db
    .insertInto("leadEvents")
    .values({
      leadId: event.leadId,
      actorId: event.actorId,
      kind: event.kind,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      detail: event.detail ?? null,
      ...(event.createdAt ? { createdAt: event.createdAt } : {}),
    })
    .execute();
}

export async function insertLeadNote(
  db: Kysely<Database>,
  note: { leadId: number; authorId: number; body: string; createdAt: Date },
): Promise<{ id: number; createdAt: string }> {
  return db
    .insertInto("leadNotes")
    .values(note)
    .returning(["id", "createdAt"])
    .executeTakeFirstOrThrow();
}

export interface TimelineRow {
  type: "event" | "note";
  id: number;
  kind: LeadEventKind | "note";
  fromStatus: string | null;
  toStatus: string | null;
  detail: string | null;
  actorId: number | null;
  actorUsername: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  createdAt: string;
}

/** A lead's events and notes, merged, oldest first (ties: events before notes, then by id). */
export async function listTimeline(db: Kysely<Database>, leadId: number): Promise<TimelineRow[]> {
  const events = db
    .selectFrom("leadEvents")
    .leftJoin("users", "users.id", "leadEvents.actorId")
    .select([
      sql<"event" | "note">`'event'`.as("type"),
      "leadEvents.id",
      sql<string>`lead_events.kind`.as("kind"),
      "leadEvents.fromStatus",
      "leadEvents.toStatus",
      "leadEvents.detail",
      "leadEvents.actorId",
      "users.username as actorUsername",
      "users.firstName as actorFirstName",
      "users.lastName as actorLastName",
      "leadEvents.createdAt",
    ])
    .where("leadEvents.leadId", "=", leadId);
  const notes = db
    .selectFrom("leadNotes")
    .leftJoin("users", "users.id", "leadNotes.authorId")
    .select([
      sql<"event" | "note">`'note'`.as("type"),
      "leadNotes.id",
      sql<string>`'note'`.as("kind"),
      sql<string | null>`null`.as("fromStatus"),
      sql<string | null>`null`.as("toStatus"),
      sql<string | null>`lead_notes.body`.as("detail"),
      "leadNotes.authorId as actorId",
      "users.username as actorUsername",
      "users.firstName as actorFirstName",
      "users.lastName as actorLastName",
      "leadNotes.createdAt",
    ])
    .where("leadNotes.leadId", "=", leadId);
  const rows = await events
    .unionAll(notes)
    .orderBy("createdAt", "asc")
    .orderBy("type", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows as TimelineRow[];
}

/** A person's name as the timeline shows it: first and last name, else the username. */
export function displayName(person: {
  username: string | null;
  firstName: string | null;
  lastName: string | null;
}): string | null {
  const full = [person.firstName, person.lastName].filter(Boolean).join(" ").trim();
  return full || person.username;
}

export async function getUserName(db: Kysely<Database>, id: number): Promise<string | null> {
  const user = await db
    .selectFrom("users")
    .select(["username", "firstName", "lastName"])
    .where("id", "=", id)
    .executeTakeFirst();
  return user ? displayName(user) : null;
}
