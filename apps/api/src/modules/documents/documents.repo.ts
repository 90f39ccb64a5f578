/**
 * Project documents (docs/templates.md): the current text of each in `project_documents`, every
 * saved version in `document_versions`, and which board tasks came from which checklist item in
 * `document_tasks`. A save is a conditional update on the version it was based on, so two
 * people saving at once cannot both win.
 */
import type { DocumentVersion, ProjectDocument } from "@cairn/schema/documents";
import type { PlanId } from "@cairn/schema/plan-limits";
import { type Kysely, sql } from "kysely";
import { countRows } from "../../db/count-rows.js";
import type { Database } from "../../db/database.js";

/** A person's display name: first and last name, else the username. */
const personName = (table: string) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${sql.ref(`${table}.first_name`)}, ${sql.ref(
    `${table}.last_name`,
  )})), ''), ${sql.ref(`${table}.username`)})`;

function documents(db: Kysely<Database>) {
  return db
    .selectFrom("projectDocuments as d")
    .innerJoin("templates as t", "t.id", "d.templateId")
    .leftJoin("users as editor", "editor.id", "d.updatedBy")
    .select([
      "d.id",
      "d.projectId",
      "d.templateId",
      "t.name as templateName",
      "d.title",
      "d.version",
      "d.shared",
      "d.createdAt",
      "d.updatedAt",
    ])
    .select(
      sql<string | null>`case when editor.id is null then null else ${personName("editor")} end`.as(
        "updatedBy",
      ),
    );
}

export type DocumentSummaryRow = Omit<ProjectDocument, "body">;

/** A project's documents (or only its shared ones), the most recently saved first. */
export async function listDocuments(
  db: Kysely<Database>,
  projectId: number,
  page: { limit: number; offset: number; sharedOnly: boolean },
): Promise<DocumentSummaryRow[]> {
  let query = documents(db).where("d.projectId", "=", projectId);
  if (page.sharedOnly) query = query.where("d.shared", "=", true);
  return query
    .orderBy("d.updatedAt", "desc")
    .orderBy("d.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many documents `listDocuments` pages through. */
export async function countDocuments(
  db: Kysely<Database>,
  projectId: number,
  sharedOnly: boolean,
): Promise<number> {
  let query = db.selectFrom("projectDocuments").where("projectId", "=", projectId);
  if (sharedOnly) query = query.where("shared", "=", true);
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One document of a project; undefined when the project holds no such document. */
export async function getDocument(
  db: Kysely<Database>,
  projectId: number,
  documentId: number,
): Promise<ProjectDocument | undefined> {
  return documents(db)
    .select("d.body")
    .where("d.projectId", "=", projectId)
    .where("d.id", "=", documentId)
    .executeTakeFirst();
}

/** The templates a project's documents were made from (what a plan's limit counts). */
export async function usedTemplateIds(db: Kysely<Database>, projectId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("projectDocuments")
    .select("templateId")
    .distinct()
    .where("projectId", "=", projectId)
    .execute();
  return rows.map((row) => row.templateId);
}

/** The stored wizard answers of the plan a project was made from (null without one). */
export async function projectPlanAnswers(
  db: Kysely<Database>,
  projectId: number,
): Promise<{ answers: unknown } | undefined> {
  const row = await db
    .selectFrom("projects as p")
    .leftJoin("plans as plan", "plan.id", "p.planId")
    .select("plan.answers")
    .where("p.id", "=", projectId)
    .executeTakeFirst();
  return row ? { answers: row.answers ?? null } : undefined;
}

/** The project's newest document made from each of these templates, by template id. */
export async function documentsByTemplate(
  db: Kysely<Database>,
  projectId: number,
  templateIds: readonly string[],
): Promise<Map<string, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("projectDocuments")
    .select(["templateId", (eb) => eb.fn.max("id").as("id")])
    .where("projectId", "=", projectId)
    .where("templateId", "in", templateIds)
    .groupBy("templateId")
    .execute();
  return new Map(rows.map((row) => [row.templateId, Number(row.id)]));
}

export interface NewDocument {
  projectId: number;
  templateId: string;
  title: string;
  body: string;
  authorId: number;
  now: Date;
}

/** A new document at version 1, and that version. Call inside a transaction. */
export async function insertDocument(db: Kysely<Database>, values: NewDocument): Promise<number> {
  const { id } = await db
    .insertInto("projectDocuments")
    .values({
      projectId: values.projectId,
      templateId: values.templateId,
      title: values.title,
      body: values.body,
      version: 1,
      createdBy: values.authorId,
      updatedBy: values.authorId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("documentVersions")
    .values({
      documentId: id,
      version: 1,
      title: values.title,
      body: values.body,
      authorId: values.authorId,
      createdAt: values.now,
    })
    .execute();
  return id;
}

export interface TextChange {
  title: string;
  body: string;
  authorId: number;
  now: Date;
  /** The version brought back, when this save is a restore. */
  restoredFrom?: number;
}

/**
 * Saves a new text if the document is still at `baseVersion`: the document moves to the next
 * version and that version is kept. Answers the new version, or undefined when someone saved
 * meanwhile (nothing is written then). Call inside a transaction.
 */
export async function saveDocumentText(
  db: Kysely<Database>,
  documentId: number,
  baseVersion: number,
  change: TextChange,
): Promise<number | undefined> {
  const saved = await db
    .updateTable("projectDocuments")
    .set({
      title: change.title,
      body: change.body,
      version: sql<number>`version + 1`,
      updatedBy: change.authorId,
      updatedAt: change.now,
    })
    .where("id", "=", documentId)
    .where("version", "=", baseVersion)
    .returning("version")
    .executeTakeFirst();
  if (!saved) return undefined;
  await db
    .insertInto("documentVersions")
    .values({
      documentId,
      version: saved.version,
      title: change.title,
      body: change.body,
      authorId: change.authorId,
      restoredFrom: change.restoredFrom ?? null,
      createdAt: change.now,
    })
    .execute();
  return saved.version;
}

/** The document's current version (to restore on top of it). */
export async function currentVersion(
  db: Kysely<Database>,
  documentId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom("projectDocuments")
    .select("version")
    .where("id", "=", documentId)
    .forUpdate()
    .executeTakeFirst();
  return row?.version;
}

export async function setDocumentShared(
  db: Kysely<Database>,
  documentId: number,
  shared: boolean,
): Promise<void> {
  await db.updateTable("projectDocuments").set({ shared }).where("id", "=", documentId).execute();
}

function versions(db: Kysely<Database>) {
  return db
    .selectFrom("documentVersions as v")
    .leftJoin("users as author", "author.id", "v.authorId")
    .select([
      "v.id",
      "v.documentId",
      "v.version",
      "v.title",
      "v.body",
      "v.authorId",
      "v.restoredFrom",
      "v.createdAt",
    ])
    .select(
      sql<string | null>`case when author.id is null then null else ${personName("author")} end`.as(
        "authorName",
      ),
    );
}

/** A document's versions, the newest first. */
export async function listVersions(
  db: Kysely<Database>,
  documentId: number,
  page: { limit: number; offset: number },
): Promise<DocumentVersion[]> {
  return versions(db)
    .where("v.documentId", "=", documentId)
    .orderBy("v.version", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countVersions(db: Kysely<Database>, documentId: number): Promise<number> {
  return countRows(db.selectFrom("documentVersions").where("documentId", "=", documentId));
}

export async function getVersion(
  db: Kysely<Database>,
  documentId: number,
  versionId: number,
): Promise<DocumentVersion | undefined> {
  return versions(db)
    .where("v.documentId", "=", documentId)
    .where("v.id", "=", versionId)
    .executeTakeFirst();
}

export interface RenderSource {
  project: { name: string; createdAt: string; planType: PlanId };
  client: { company: string | null; name: string | null } | null;
  consultant: { name: string } | null;
  /** The wizard answers of the plan the project was made from, as stored. */
  planAnswers: unknown;
}

/**
 * What a template's fields are filled from: the project (its roadmap's start, or its creation),
 * its client, its consultant and the plan it was made from.
 */
export async function renderSource(
  db: Kysely<Database>,
  projectId: number,
): Promise<RenderSource | undefined> {
  const row = await db
    .selectFrom("projects as p")
    .leftJoin("users as client", "client.id", "p.clientId")
    .leftJoin("users as consultant", "consultant.id", "p.consultantId")
    .leftJoin("plans as plan", "plan.id", "p.planId")
    .select([
      "p.name",
      "p.createdAt",
      "p.startDate",
      "p.planType",
      "client.company as clientCompany",
      "plan.answers as planAnswers",
    ])
    .select(
      sql<string | null>`case when client.id is null then null else ${personName("client")} end`.as(
        "clientName",
      ),
    )
    .select(
      sql<string | null>`case when consultant.id is null then null else ${personName(
        "consultant",
      )} end`.as("consultantName"),
    )
    .where("p.id", "=", projectId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    project: { name: row.name, createdAt: row.startDate ?? row.createdAt, planType: row.planType },
    client: row.clientName === null ? null : { company: row.clientCompany, name: row.clientName },
    consultant: row.consultantName === null ? null : { name: row.consultantName },
    planAnswers: row.planAnswers ?? null,
  };
}

/** The checklist items of a document already made into tasks that still exist. */
export async function itemsWithTasks(db: Kysely<Database>, documentId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("documentTasks")
    .select("item")
    .where("documentId", "=", documentId)
    .execute();
  return rows.map((row) => row.item);
}

export async function linkDocumentTask(
  db: Kysely<Database>,
  link: { documentId: number; taskId: number; item: string },
): Promise<void> {
  await db.insertInto("documentTasks").values(link).execute();
}

/** Who a project's shared documents are for (its client, if it has one), and its name. */
export async function projectAudience(
  db: Kysely<Database>,
  projectId: number,
): Promise<{ clientId: number | null; name: string } | undefined> {
  return db
    .selectFrom("projects")
    .select(["clientId", "name"])
    .where("id", "=", projectId)
    .executeTakeFirst();
}
