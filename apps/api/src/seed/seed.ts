/**
 * Seeding. The integration catalogue and the built-in templates go into every database (the
 * templates brought up to date with the code's bodies at every start); the demo organisation
 * only into an empty one (no users yet) and only when demo data is on. Running it twice changes
 * nothing.
 */
import { randomBytes } from "node:crypto";
import { DAY_MS, startOfUtcDay } from "@cairn/schema/due-dates";
import { PLAN_LIMITS } from "@cairn/schema/plan-limits";
import { statusForColumn } from "@cairn/schema/task-status";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/database.js";
import { hashPassword } from "../modules/auth/password.js";
import { createBoardColumns } from "../modules/board/board.repo.js";
import { layOutMilestones } from "../modules/roadmap/engine.js";
import { TEMPLATE_BODIES } from "../modules/templates/bodies/index.js";
import { builtInTemplateRows } from "../modules/templates/built-ins.js";
import { upsertBuiltInTemplates } from "../modules/templates/templates.repo.js";
import { DEMO_DASHBOARD_NAME, demoDashboardWidgets } from "./demo-dashboard.js";
import {
  DEMO_LEADS,
  DEMO_PEOPLE,
  DEMO_PROJECTS,
  DEMO_ROADMAPS,
  DEMO_TASKS,
  type DemoPerson,
  MOOD_AUTHORS,
  MOOD_NOTES,
} from "./demo-data.js";
import { INTEGRATION_CATALOGUE } from "./integrations.js";
import { seededRandom } from "./seeded-random.js";

/** An arbitrary, fixed key for the advisory lock that serialises demo seeding. */
const DEMO_SEED_LOCK = 20_261_121;
const DEMO_ENABLED_INTEGRATIONS = new Set(["Notion", "Trello", "Slack"]);

export interface SeedReport {
  integrationsAdded: number;
  /** Built-in templates added or brought up to date. */
  templatesChanged: number;
  demo: boolean;
}

/** The built-in templates, from the catalogue and the bodies written so far. */
export function seedTemplates(
  db: Kysely<Database>,
  bodies: Parameters<typeof builtInTemplateRows>[0] = TEMPLATE_BODIES,
): Promise<number> {
  return upsertBuiltInTemplates(db, builtInTemplateRows(bodies));
}

export async function seedIntegrations(db: Kysely<Database>): Promise<number> {
  const added = await db
    .insertInto("integrations")
    .values(INTEGRATION_CATALOGUE.map(({ name, type }) => ({ name, type, settings: "{}" })))
    .onConflict((oc) => oc.column("name").doNothing())
    .returning("id")
    .execute();
  return added.length;
}

/**
 * A demo project's roadmap (DEMO_ROADMAPS), laid out by the roadmap engine from a day fixed
 * relative to `now`, like the rest of the demo's dates; answers each task title's milestone.
 */
async function seedRoadmap(
  trx: Kysely<Database>,
  projectId: number,
  key: keyof typeof DEMO_TASKS,
  planType: keyof typeof PLAN_LIMITS,
  now: Date,
): Promise<Map<string, number>> {
  const milestoneOf = new Map<string, number>();
  const roadmap = DEMO_ROADMAPS[key];
  if (!roadmap) return milestoneOf;
  const startDate = new Date(now.getTime() - roadmap.startedDaysAgo * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const planned = layOutMilestones(roadmap.phases, PLAN_LIMITS[planType].roadmapDays, startDate);
  for (const milestone of planned) {
    const { id } = await trx
      .insertInto("milestones")
      .values({
        projectId,
        title: milestone.title,
        description: milestone.description,
        startDate: milestone.startDate,
        dueDate: milestone.dueDate,
        position: milestone.position,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const task of milestone.tasks) milestoneOf.set(task.title, id);
  }
  await trx.updateTable("projects").set({ startDate }).where("id", "=", projectId).execute();
  return milestoneOf;
}

/** A demo person's password hash: their demo password's, or one of a password nobody knows. */
export function demoPasswordHash(person: DemoPerson): Promise<string> {
  return hashPassword(person.password ?? randomBytes(24).toString("base64url"));
}

async function seedDemo(
  db: Kysely<Database>,
  now: Date,
  passwordHash: (person: DemoPerson) => Promise<string>,
): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const random = seededRandom(20_261_121);

  // Hash outside the transaction, in parallel on the thread pool (each takes ~0.4 s).
  const hashes = await Promise.all(DEMO_PEOPLE.map(passwordHash));

  await db.transaction().execute(async (trx) => {
    // Processes starting at once on an empty database take turns here; the second one then
    // finds the users the first one made and seeds nothing.
    await sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom("users").select("id").limit(1).executeTakeFirst();
    if (existing) return;

    const people = new Map<string, number>();
    for (const [index, person] of DEMO_PEOPLE.entries()) {
      const { id } = await trx
        .insertInto("users")
        .values({
          username: person.username,
          passwordHash: hashes[index] ?? "",
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          role: person.role,
          company: person.company,
          createdAt: daysAgo(120 - index),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      people.set(person.key, id);
    }
    const personId = (key: string | null) => (key ? (people.get(key) ?? null) : null);

    let dashboardOf: { projectId: number; ownerId: number | null } | undefined;
    for (const project of DEMO_PROJECTS) {
      const created = daysAgo(project.createdDaysAgo);
      const { id: projectId } = await trx
        .insertInto("projects")
        .values({
          name: project.name,
          description: project.description,
          clientId: personId(project.client),
          consultantId: personId(project.consultant),
          status: project.status,
          planType: project.planType,
          createdAt: created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await createBoardColumns(trx, projectId);
      dashboardOf ??= { projectId, ownerId: personId(project.consultant) };
      const milestoneOf = await seedRoadmap(trx, projectId, project.key, project.planType, now);

      const positions = new Map<string, number>();
      const rows = DEMO_TASKS[project.key].map(([title, column, priority, dueIn, assignee], i) => {
        const orderIndex = positions.get(column) ?? 0;
        positions.set(column, orderIndex + 1);
        const status = statusForColumn(column);
        // Due dates are days, stored at 00:00 UTC (docs/product.md §4).
        const dueDate = dueIn === null ? null : new Date(startOfUtcDay(now) + dueIn * DAY_MS);
        const createdAt = new Date(created.getTime() + i * 3600_000);
        // Done tasks were finished a little before their due date (or a week ago without one).
        const completedAt =
          status === "completed"
            ? new Date((dueDate ?? daysAgo(7)).getTime() - Math.floor(random() * 3) * DAY_MS)
            : null;
        return {
          title,
          description: `${title}. Part of ${project.name}.`,
          projectId,
          assignedTo: personId(assignee),
          status,
          priority,
          dueDate,
          columnId: column,
          orderIndex,
          aiPriorityScore: 50,
          completedAt,
          createdAt,
          updatedAt: createdAt,
          milestoneId: milestoneOf.get(title) ?? null,
        };
      });
      await trx.insertInto("tasks").values(rows).execute();

      const authors = MOOD_AUTHORS[project.key] ?? [];
      const moodRows = [];
      for (let day = 27; day >= 0; day -= 2) {
        for (const author of authors) {
          if (random() < 0.3) continue;
          const strain = project.key === "payments" ? 1 : 0;
          const mood = 2 + Math.round(random() * 3) - (random() < 0.3 ? strain : 0);
          moodRows.push({
            userId: personId(author),
            projectId,
            moodScore: Math.min(5, Math.max(1, mood)),
            energyLevel: Math.min(5, Math.max(1, 2 + Math.round(random() * 3))),
            stressLevel: Math.min(5, Math.max(1, 1 + Math.round(random() * 3) + strain)),
            notes: MOOD_NOTES[Math.floor(random() * MOOD_NOTES.length)] ?? null,
            anonymous: random() < 0.25,
            createdAt: new Date(daysAgo(day).getTime() - Math.floor(random() * 8) * 3600_000),
          });
        }
      }
      if (moodRows.length > 0) await trx.insertInto("teamMoodEntries").values(moodRows).execute();
    }

    // The first demo project (Northwind) gets a dashboard shared with its people.
    if (dashboardOf?.ownerId) {
      await trx
        .insertInto("kpiDashboards")
        .values({
          ownerId: dashboardOf.ownerId,
          name: DEMO_DASHBOARD_NAME,
          visibility: "shared",
          projectId: dashboardOf.projectId,
          widgets: JSON.stringify(demoDashboardWidgets(dashboardOf.projectId)),
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }

    await trx
      .insertInto("leads")
      .values(
        DEMO_LEADS.map((lead) => ({
          name: lead.name,
          email: lead.email,
          company: lead.company,
          teamSize: lead.teamSize,
          planType: lead.planType,
          status: lead.status,
          assignedTo: personId(lead.assignedTo),
          createdAt: daysAgo(lead.createdDaysAgo),
        })),
      )
      .execute();

    await trx
      .updateTable("integrations")
      .set({ enabled: true, status: "active" })
      .where("name", "in", [...DEMO_ENABLED_INTEGRATIONS])
      .execute();
  });
}

export interface SeedOptions {
  demo: boolean;
  now?: Date;
  /**
   * The demo people's password hashes (demoPasswordHash by default). The API tests pass hashes
   * made once per run: at production strength, each costs ~0.5 s of a core, and the suite seeds
   * about 150 databases.
   */
  passwordHash?: (person: DemoPerson) => Promise<string>;
}

export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<SeedReport> {
  const integrationsAdded = await seedIntegrations(db);
  const templatesChanged = await seedTemplates(db);
  if (!options.demo) return { integrationsAdded, templatesChanged, demo: false };
  const anyUser = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (anyUser) return { integrationsAdded, templatesChanged, demo: false };
  await seedDemo(db, options.now ?? new Date(), options.passwordHash ?? demoPasswordHash);
  const seeded = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  return { integrationsAdded, templatesChanged, demo: Boolean(seeded) };
}
