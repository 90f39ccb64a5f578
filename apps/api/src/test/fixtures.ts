/**
 * Named records of the demo organisation, for tests that need "a project of this client" or
 * "a task of another consultant", and makers of fresh records a test may change or delete.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { hashSecretToken, newSecretToken } from "../lib/secret-token.js";
import { hashPassword } from "../modules/auth/password.js";
import { createBoardColumns } from "../modules/board/board.repo.js";

export interface DemoIds {
  users: Record<"admin" | "consultant" | "priya" | "client" | "dana" | "luis", number>;
  /** Led by `consultant`, owned by `client`. */
  relaunch: number;
  /** Led by `priya`, owned by `dana`. */
  payments: number;
}

export async function demoIds(db: Kysely<Database>): Promise<DemoIds> {
  const users = await db.selectFrom("users").select(["id", "username"]).execute();
  const byName = (username: string) => {
    const found = users.find((user) => user.username === username);
    if (!found) throw new Error(`demo user ${username} is missing`);
    return found.id;
  };
  const project = async (name: string) =>
    (
      await db
        .selectFrom("projects")
        .select("id")
        .where("name", "=", name)
        .executeTakeFirstOrThrow()
    ).id;
  return {
    users: {
      admin: byName("admin"),
      consultant: byName("consultant"),
      priya: byName("priya"),
      client: byName("client"),
      dana: byName("dana"),
      luis: byName("luis"),
    },
    relaunch: await project("Northwind Website Relaunch"),
    payments: await project("Helix Payments Platform"),
  };
}

let counter = 0;
const unique = (prefix: string) =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}`;

/** A task at the end of the To Do column, assigned as asked. */
export async function freshTask(
  db: Kysely<Database>,
  projectId: number,
  assignedTo: number | null = null,
): Promise<number> {
  const last = await db
    .selectFrom("tasks")
    .select((eb) => eb.fn.max("orderIndex").as("max"))
    .where("projectId", "=", projectId)
    .where("columnId", "=", "todo")
    .executeTakeFirst();
  const { id } = await db
    .insertInto("tasks")
    .values({
      title: unique("Task"),
      projectId,
      assignedTo,
      columnId: "todo",
      status: "pending",
      orderIndex: (last?.max ?? -1) + 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function freshLead(db: Kysely<Database>, assignedTo: number | null = null) {
  const { id } = await db
    .insertInto("leads")
    .values({
      name: unique("Lead"),
      email: `${unique("lead")}@example.com`,
      assignedTo,
      status: assignedTo === null ? "new" : "assigned",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The password of every account made by `freshAccount` / `freshUser`. */
export const FRESH_PASSWORD = "a-long-enough-password";
let cachedHash: Promise<string> | undefined;

/** A new account nothing refers to, with a known password. */
export async function freshAccount(
  db: Kysely<Database>,
  role: "user" | "consultant" = "user",
): Promise<{ id: number; username: string }> {
  cachedHash ??= hashPassword(FRESH_PASSWORD);
  return db
    .insertInto("users")
    .values({
      username: unique("user"),
      email: `${unique("user")}@example.com`,
      passwordHash: await cachedHash,
      role,
    })
    .returning(["id", "username"])
    .executeTakeFirstOrThrow();
}

export async function freshUser(db: Kysely<Database>, role: "user" | "consultant" = "user") {
  return (await freshAccount(db, role)).id;
}

export async function freshProject(
  db: Kysely<Database>,
  owners: { clientId?: number | null; consultantId?: number | null } = {},
) {
  const { id } = await db
    .insertInto("projects")
    .values({
      name: unique("Project"),
      clientId: owners.clientId ?? null,
      consultantId: owners.consultantId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await createBoardColumns(db, id);
  return id;
}

export { unique };

/** An organisation's template with a body (and a checklist), as an admin would write it. */
export async function freshTemplate(db: Kysely<Database>): Promise<string> {
  const id = `org-${unique("template")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}`;
  await db
    .insertInto("templates")
    .values({
      id,
      source: "organisation",
      name: `Template ${id}`,
      category: "Processes and SOPs",
      purpose: "A template for tests.",
      body: "# Test template\n\nFor {{project.name}} and {{client.company}}.\n\n## Checklist\n\n- [ ] Do the first thing\n- [ ] Do the second thing\n",
      methods: ["kanban"],
      teamSizes: ["1-5"],
      effortMinutes: 10,
      tags: ["test"],
      position: null,
    })
    .execute();
  return id;
}

/** A document of a project at version 1 (and that version), made from a fresh template. */
export async function freshDocument(
  db: Kysely<Database>,
  projectId: number,
  options: { shared?: boolean; body?: string; authorId?: number | null } = {},
): Promise<{ id: number; versionId: number; templateId: string }> {
  const templateId = await freshTemplate(db);
  const body = options.body ?? "# Document\n\n- [ ] First item\n- [x] Done item\n";
  const { id } = await db
    .insertInto("projectDocuments")
    .values({
      projectId,
      templateId,
      title: unique("Document"),
      body,
      shared: options.shared ?? false,
      createdBy: options.authorId ?? null,
      updatedBy: options.authorId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const version = await db
    .insertInto("documentVersions")
    .values({ documentId: id, version: 1, title: "Document", body, authorId: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, versionId: version.id, templateId };
}

/** A milestone of a project, a week long unless told otherwise. */
export async function freshMilestone(
  db: Kysely<Database>,
  projectId: number,
  dates: { startDate: string; dueDate: string } = {
    startDate: "2026-03-02",
    dueDate: "2026-03-08",
  },
): Promise<number> {
  const { id } = await db
    .insertInto("milestones")
    .values({ projectId, title: unique("Milestone"), ...dates })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A label of a project, named uniquely, in a colour of the palette. */
export async function freshLabel(db: Kysely<Database>, projectId: number): Promise<number> {
  const { id } = await db
    .insertInto("projectLabels")
    .values({ projectId, name: unique("Label"), color: "#1d4ed8" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** An open risk (probability 3, impact 3) in a project's RAID register. */
export async function freshRaidEntry(db: Kysely<Database>, projectId: number): Promise<number> {
  const { id } = await db
    .insertInto("raidEntries")
    .values({ projectId, kind: "risk", title: unique("Risk"), probability: 3, impact: 3 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A weekly routine (Mondays 09:00 UTC) of a project, counting from 2026-01-01. */
export async function freshRoutine(db: Kysely<Database>, projectId: number): Promise<number> {
  const { id } = await db
    .insertInto("routines")
    .values({
      projectId,
      name: unique("Routine"),
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
      startsOn: "2026-01-01",
      timeOfDay: "09:00",
      durationMinutes: 30,
      checklist: "[]",
      countsFrom: "2026-01-01T00:00:00Z",
      nextAt: "2026-01-05T09:00:00Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A rule of a project (flag a task when it is created), as POST …/rules makes it. */
export async function freshRule(db: Kysely<Database>, projectId: number): Promise<number> {
  const { id } = await db
    .insertInto("rules")
    .values({
      projectId,
      name: unique("Rule"),
      trigger: JSON.stringify({ type: "task.created" }),
      triggerType: "task.created",
      conditions: "{}",
      actions: JSON.stringify([{ type: "flag", message: "New task: check it." }]),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A calendar link of a person's (to a project's routines, or their own with `projectId` null), as
 * POST …/calendar-feed makes it, in place of the one they had; answers its token.
 */
export async function freshCalendarFeed(
  db: Kysely<Database>,
  userId: number,
  projectId: number | null,
): Promise<string> {
  const token = newSecretToken();
  await db
    .deleteFrom("calendarFeeds")
    .where("userId", "=", userId)
    .where((eb) =>
      projectId === null ? eb("projectId", "is", null) : eb("projectId", "=", projectId),
    )
    .execute();
  await db
    .insertInto("calendarFeeds")
    .values({ userId, projectId, tokenHash: hashSecretToken(token) })
    .execute();
  return token;
}

/** A task in the Review column of a project (where its client may approve it). */
export async function freshTaskInReview(
  db: Kysely<Database>,
  projectId: number,
  assignedTo: number | null = null,
): Promise<number> {
  const id = await freshTask(db, projectId, assignedTo);
  const last = await db
    .selectFrom("tasks")
    .select((eb) => eb.fn.max("orderIndex").as("max"))
    .where("projectId", "=", projectId)
    .where("columnId", "=", "review")
    .executeTakeFirst();
  await db
    .updateTable("tasks")
    .set({ columnId: "review", status: "in_progress", orderIndex: (last?.max ?? -1) + 1 })
    .where("id", "=", id)
    .execute();
  return id;
}

/**
 * A whole second an hour before now, for a test that freezes the app's clock to check a
 * stored time. Never a literal date: sessions made while the clock is frozen would be days
 * old, and signed out (12 h idle), on a later run of the suite.
 */
export function anHourAgo(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000 - 60 * 60 * 1000);
}

/** A new request in a project's intake, sent from the app by nobody in particular. */
export async function freshIntakeRequest(db: Kysely<Database>, projectId: number): Promise<number> {
  const { id } = await db
    .insertInto("intakeRequests")
    .values({ projectId, title: unique("Request"), source: "app", requesterName: "A requester" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
