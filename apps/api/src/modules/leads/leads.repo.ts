import type { Lead } from "@cairn/schema/leads";
import type { Insertable, Kysely } from "kysely";
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
