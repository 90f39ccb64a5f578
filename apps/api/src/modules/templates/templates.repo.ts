/**
 * The `templates` table: the built-in templates (upserted at start-up) and the organisation's
 * own, and the library's search (docs/templates.md, "Search"): a generated `tsvector` over the
 * name, tags, purpose and body (stemmed, and as written) with a GIN index, queried with
 * `websearch_to_tsquery` and, so a word being typed finds what it begins, a prefix query over the
 * words as written; ranked with `ts_rank`.
 */
import type { DeliveryMethod, TeamSizeBand } from "@cairn/schema/templates";
import { type Insertable, type Kysely, type Selectable, sql } from "kysely";
import { countRows } from "../../db/count-rows.js";
import type { Database, TemplatesTable } from "../../db/database.js";
import { prefixQuery, searchWords } from "../../lib/full-text.js";
import { withTransaction } from "../../lib/transaction.js";
import type { BuiltInTemplateRow } from "./built-ins.js";

export type TemplateRow = Omit<Selectable<TemplatesTable>, "search">;

export const templateColumns = [
  "templates.id",
  "templates.source",
  "templates.name",
  "templates.category",
  "templates.purpose",
  "templates.body",
  "templates.methods",
  "templates.teamSizes",
  "templates.effortMinutes",
  "templates.tags",
  "templates.position",
  "templates.version",
  "templates.duplicatedFrom",
  "templates.createdBy",
  "templates.retiredAt",
  "templates.createdAt",
  "templates.updatedAt",
] as const;

/** An arbitrary, fixed key for the advisory lock under which processes take turns seeding. */
const TEMPLATE_SEED_LOCK = 20_261_125;

/**
 * Brings the built-in templates up to date: new ones are added, changed ones rewritten (their
 * version raised), unchanged ones left alone. Several processes starting at once take turns.
 * Answers how many rows were added or changed.
 */
export async function upsertBuiltInTemplates(
  db: Kysely<Database>,
  rows: readonly BuiltInTemplateRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  return withTransaction(db, async (trx) => {
    await sql`select pg_advisory_xact_lock(${TEMPLATE_SEED_LOCK})`.execute(trx);
    const changed = await trx
      .insertInto("templates")
      .values(rows.map((row) => ({ ...row, source: "built-in" as const })))
      .onConflict((oc) =>
        oc
          .column("id")
          .doUpdateSet((eb) => ({
            name: eb.ref("excluded.name"),
            category: eb.ref("excluded.category"),
            purpose: eb.ref("excluded.purpose"),
            body: eb.ref("excluded.body"),
            methods: eb.ref("excluded.methods"),
            teamSizes: eb.ref("excluded.teamSizes"),
            effortMinutes: eb.ref("excluded.effortMinutes"),
            tags: eb.ref("excluded.tags"),
            position: eb.ref("excluded.position"),
            version: sql<number>`templates.version + 1`,
            updatedAt: sql<string>`now()`,
          }))
          .where(
            sql<boolean>`(templates.name, templates.category, templates.purpose, templates.body,
              templates.methods, templates.team_sizes, templates.effort_minutes, templates.tags,
              templates.position) is distinct from (excluded.name, excluded.category,
              excluded.purpose, excluded.body, excluded.methods, excluded.team_sizes,
              excluded.effort_minutes, excluded.tags, excluded.position)`,
          )
          .where("templates.source", "=", "built-in"),
      )
      .returning("id")
      .execute();
    return changed.length;
  });
}

export interface TemplateFilter {
  q?: string;
  category?: string;
  process?: DeliveryMethod;
  teamSize?: TeamSizeBand;
  /** The organisation's own templates too (consultants and administrators). */
  includeOrganisation: boolean;
  limit: number;
  offset: number;
}

/**
 * The templates that match, best first when there are words to search, else in catalogue order
 * (the organisation's own after the built-ins). Retired templates are left out.
 */
export async function searchTemplates(
  db: Kysely<Database>,
  filter: TemplateFilter,
): Promise<TemplateRow[]> {
  let query = matchingTemplates(db, filter).select(templateColumns);
  const q = filter.q?.trim() ?? "";
  if (searchWords(q).length > 0) {
    const words = sql`websearch_to_tsquery('english', ${q})`;
    const prefixes = sql`to_tsquery('simple', ${prefixQuery(q)})`;
    query = query.orderBy(
      sql`ts_rank(search, ${words}) * 2 + ts_rank(search, ${prefixes})`,
      "desc",
    );
  }
  return query
    .orderBy(sql`position asc nulls last`)
    .orderBy("createdAt")
    .orderBy("id")
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

/** How many templates `searchTemplates` pages through. */
export async function countTemplates(
  db: Kysely<Database>,
  filter: Omit<TemplateFilter, "limit" | "offset">,
): Promise<number> {
  return countRows(matchingTemplates(db, filter));
}

function matchingTemplates(db: Kysely<Database>, filter: Omit<TemplateFilter, "limit" | "offset">) {
  let query = db.selectFrom("templates").where("retiredAt", "is", null);
  if (!filter.includeOrganisation) query = query.where("source", "=", "built-in");
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.process) query = query.where(sql<boolean>`${filter.process} = any(methods)`);
  if (filter.teamSize) query = query.where(sql<boolean>`${filter.teamSize} = any(team_sizes)`);
  const q = filter.q?.trim() ?? "";
  if (searchWords(q).length > 0) {
    const words = sql`websearch_to_tsquery('english', ${q})`;
    const prefixes = sql`to_tsquery('simple', ${prefixQuery(q)})`;
    query = query.where(sql<boolean>`(search @@ ${words} or search @@ ${prefixes})`);
  }
  return query;
}

export async function getTemplate(
  db: Kysely<Database>,
  id: string,
): Promise<TemplateRow | undefined> {
  return db.selectFrom("templates").select(templateColumns).where("id", "=", id).executeTakeFirst();
}

/** Templates by id (any order; missing and retired ones left out). */
export async function templatesByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<TemplateRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("templates")
    .select(templateColumns)
    .where("id", "in", ids)
    .where("retiredAt", "is", null)
    .execute();
}

export async function insertTemplate(
  db: Kysely<Database>,
  values: Insertable<TemplatesTable>,
): Promise<TemplateRow> {
  return db
    .insertInto("templates")
    .values(values)
    .returning(templateColumns)
    .executeTakeFirstOrThrow();
}

export type TemplateChanges = Partial<
  Pick<
    TemplateRow,
    "name" | "category" | "purpose" | "body" | "methods" | "teamSizes" | "effortMinutes" | "tags"
  >
>;

/**
 * Changes an organisation's template if it is still at `baseVersion`, raising its version;
 * undefined when it is not (someone saved meanwhile) or is no organisation template.
 */
export async function updateTemplateAt(
  db: Kysely<Database>,
  id: string,
  baseVersion: number,
  changes: TemplateChanges,
  now: Date,
): Promise<TemplateRow | undefined> {
  return db
    .updateTable("templates")
    .set({ ...changes, version: sql<number>`version + 1`, updatedAt: now })
    .where("id", "=", id)
    .where("source", "=", "organisation")
    .where("version", "=", baseVersion)
    .returning(templateColumns)
    .executeTakeFirst();
}

/** Retires an organisation's template (kept for the documents made from it); idempotent. */
export async function retireTemplate(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<TemplateRow | undefined> {
  return db
    .updateTable("templates")
    .set({
      retiredAt: sql<string>`coalesce(retired_at, ${now})`,
      updatedAt: now,
    })
    .where("id", "=", id)
    .where("source", "=", "organisation")
    .returning(templateColumns)
    .executeTakeFirst();
}
