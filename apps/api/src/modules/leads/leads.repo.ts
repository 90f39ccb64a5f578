import type { Lead } from "@cairn/schema/leads";
import { type Insertable, type Kysely, sql } from "kysely";
import type { Database, LeadsTable } from "../../db/database.js";
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
  values: Pick<Insertable<LeadsTable>, "name" | "email" | "company" | "teamSize" | "planType">,
  now: Date,
): Promise<{ lead: Lead; created: boolean }> {
  return withTransaction(db, async (trx) => {
    // One signup per e-mail at a time, so two parallel repeats cannot both insert.
    await sql`select pg_advisory_xact_lock(hashtextextended(${`signup:${values.email.toLowerCase()}`}, 0))`.execute(
      trx,
    );
    const since = new Date(now.getTime() - REPEAT_SIGNUP_WINDOW_MS).toISOString();
    const updated = await trx
      .updateTable("leads")
      .set({
        name: values.name,
        company: values.company ?? null,
        teamSize: values.teamSize ?? null,
        planType: values.planType,
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
      .values({ ...values, createdAt: now })
      .returning(leadColumns)
      .executeTakeFirstOrThrow();
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
  assignedTo?: number;
  limit?: number;
  offset?: number;
}

/** Leads, newest first. */
export async function listLeads(db: Kysely<Database>, filter: LeadFilter = {}): Promise<Lead[]> {
  let query = db.selectFrom("leads").select(leadColumns);
  if (filter.assignedTo !== undefined) query = query.where("assignedTo", "=", filter.assignedTo);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  return query.orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

export async function getLead(db: Kysely<Database>, id: number): Promise<Lead | undefined> {
  return db.selectFrom("leads").select(leadColumns).where("id", "=", id).executeTakeFirst();
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
    }))
    .where("id", "=", id);
  if (options.onlyIfUnassigned) query = query.where("assignedTo", "is", null);
  return query.returning(leadColumns).executeTakeFirst();
}

export async function setLeadStatus(
  db: Kysely<Database>,
  id: number,
  status: Lead["status"],
): Promise<Lead | undefined> {
  return db
    .updateTable("leads")
    .set({ status })
    .where("id", "=", id)
    .returning(leadColumns)
    .executeTakeFirst();
}
