/** The KPI dashboards table (docs/kpis.md, "Dashboards"). */

import type { DashboardVisibility, Widget } from "@cairn/schema/dashboards";
import type { PlanId } from "@cairn/schema/plan-limits";
import type { User } from "@cairn/schema/users";
import { type Kysely, sql } from "kysely";
import { countRows } from "../../db/count-rows.js";
import type { Database } from "../../db/database.js";

type Db = Kysely<Database>;

export interface DashboardRow {
  id: number;
  ownerId: number;
  ownerName: string;
  name: string;
  visibility: DashboardVisibility;
  projectId: number | null;
  projectName: string | null;
  widgets: Widget[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

function selectDashboards(db: Db) {
  return db
    .selectFrom("kpiDashboards as d")
    .innerJoin("users as u", "u.id", "d.ownerId")
    .leftJoin("projects as p", "p.id", "d.projectId")
    .select([
      "d.id",
      "d.ownerId",
      sql<string>`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username)`.as(
        "ownerName",
      ),
      "d.name",
      "d.visibility",
      "d.projectId",
      "p.name as projectName",
      "d.widgets",
      "d.version",
      "d.createdAt",
      "d.updatedAt",
    ]);
}

const asRow = (row: unknown) => row as DashboardRow;

export async function findDashboard(db: Db, id: number): Promise<DashboardRow | undefined> {
  const row = await selectDashboards(db).where("d.id", "=", id).executeTakeFirst();
  return row && asRow(row);
}

/**
 * The person's own dashboards, then those shared with a project they read (oldest first); with
 * `plans`, only those of no project or of a project on one of them.
 */
export async function visibleDashboards(
  db: Db,
  user: Pick<User, "id" | "role">,
  plans?: readonly PlanId[],
) {
  let query = selectDashboards(db);
  if (plans) {
    query = query.where((eb) =>
      eb.or([eb("d.projectId", "is", null), eb("p.planType", "in", plans)]),
    );
  }
  const rows = await query
    .where((eb) =>
      eb.or([
        eb("d.ownerId", "=", user.id),
        eb.and([
          eb("d.visibility", "=", "shared"),
          user.role === "admin"
            ? eb.val(true)
            : eb.or([eb("p.clientId", "=", user.id), eb("p.consultantId", "=", user.id)]),
        ]),
      ]),
    )
    .orderBy(sql`d.owner_id = ${user.id}`, "desc")
    .orderBy("d.id")
    .execute();
  return rows.map(asRow);
}

/** A dashboard owner's id and role: whose reach bounds its projects. */
export async function ownerRole(db: Db, ownerId: number): Promise<Pick<User, "id" | "role">> {
  return db
    .selectFrom("users")
    .select(["id", "role"])
    .where("id", "=", ownerId)
    .executeTakeFirstOrThrow();
}

export async function countOwned(db: Db, ownerId: number): Promise<number> {
  return countRows(db.selectFrom("kpiDashboards").where("ownerId", "=", ownerId));
}

/** Serialises the person's dashboard creations, so two at once cannot both take the last place. */
export async function lockOwner(db: Db, ownerId: number): Promise<void> {
  await db.selectFrom("users").select("id").where("id", "=", ownerId).forUpdate().execute();
}

const PLAN_ORDER: readonly PlanId[] = ["trial", "pro", "scale"];

/**
 * The plan whose dashboard limit applies to a person: the most generous plan among the projects
 * they read (archived ones too); Trial when they read none.
 */
export async function mostGenerousPlan(db: Db, user: Pick<User, "id" | "role">): Promise<PlanId> {
  let query = db.selectFrom("projects").select("planType").distinct();
  if (user.role !== "admin") {
    query = query.where((eb) =>
      eb.or([eb("clientId", "=", user.id), eb("consultantId", "=", user.id)]),
    );
  }
  const plans = (await query.execute()).map((row) => row.planType);
  return [...PLAN_ORDER].reverse().find((plan) => plans.includes(plan)) ?? "trial";
}

export interface DashboardFields {
  name: string;
  visibility: DashboardVisibility;
  projectId: number | null;
  widgets: Widget[];
}

export async function insertDashboard(
  db: Db,
  ownerId: number,
  fields: DashboardFields,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto("kpiDashboards")
    .values({
      ownerId,
      name: fields.name,
      visibility: fields.visibility,
      projectId: fields.visibility === "shared" ? fields.projectId : null,
      widgets: JSON.stringify(fields.widgets),
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Saves when `version` is still the current one; false when someone saved first. */
export async function saveDashboard(
  db: Db,
  id: number,
  version: number,
  fields: DashboardFields,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("kpiDashboards")
    .set({
      name: fields.name,
      visibility: fields.visibility,
      projectId: fields.visibility === "shared" ? fields.projectId : null,
      widgets: JSON.stringify(fields.widgets),
      version: sql`version + 1`,
      updatedAt: now,
    })
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteDashboard(db: Db, id: number): Promise<void> {
  await db.deleteFrom("kpiDashboards").where("id", "=", id).execute();
}
