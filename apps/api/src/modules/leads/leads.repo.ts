import type { Lead } from "@cairn/schema/leads";
import { type Insertable, type Kysely, sql } from "kysely";
import type { Database, LeadsTable } from "../../db/database.js";

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
