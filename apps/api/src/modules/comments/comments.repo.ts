/**
 * A task's comments and followers (docs/tasks.md, "Comments", "Mentions", "Following"), and what
 * deciding who hears of a comment needs: the task with its project's people, the accounts of
 * those people, the task's creator.
 */
import type { Role } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import { countRows } from "../../db/count-rows.js";
import type { Database } from "../../db/database.js";
import { joinedPersonName, personNameSql } from "../../db/user-columns.js";

/** What deciding who may read a task, and what its notices say, needs. */
export interface TaskContext {
  id: number;
  title: string;
  projectId: number;
  projectName: string;
  assignedTo: number | null;
  clientId: number | null;
  consultantId: number | null;
}

export async function getTaskContext(
  db: Kysely<Database>,
  taskId: number,
): Promise<TaskContext | undefined> {
  return db
    .selectFrom("tasks")
    .innerJoin("projects", "projects.id", "tasks.projectId")
    .select([
      "tasks.id",
      "tasks.title",
      "tasks.projectId",
      "projects.name as projectName",
      "tasks.assignedTo",
      "projects.clientId",
      "projects.consultantId",
    ])
    .where("tasks.id", "=", taskId)
    .executeTakeFirst();
}

export interface CommentRow {
  id: number;
  taskId: number;
  body: string;
  mentions: number[];
  authorId: number | null;
  authorName: string | null;
  createdAt: string;
  editedAt: string | null;
}

function comments(db: Kysely<Database>) {
  return db
    .selectFrom("taskComments as c")
    .leftJoin("users as author", "author.id", "c.authorId")
    .select([
      "c.id",
      "c.taskId",
      "c.body",
      "c.mentions",
      "c.authorId",
      "c.createdAt",
      "c.editedAt",
      joinedPersonName("author").as("authorName"),
    ]);
}

/** A task's comments, oldest first. */
export async function listComments(
  db: Kysely<Database>,
  taskId: number,
  page: { limit: number; offset: number },
): Promise<CommentRow[]> {
  return comments(db)
    .where("c.taskId", "=", taskId)
    .orderBy("c.createdAt")
    .orderBy("c.id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countComments(db: Kysely<Database>, taskId: number): Promise<number> {
  return countRows(db.selectFrom("taskComments").where("taskId", "=", taskId));
}

/** One comment of a task; undefined when the task holds no such comment. */
export async function getComment(
  db: Kysely<Database>,
  taskId: number,
  commentId: number,
): Promise<CommentRow | undefined> {
  return comments(db)
    .where("c.taskId", "=", taskId)
    .where("c.id", "=", commentId)
    .executeTakeFirst();
}

export async function insertComment(
  db: Kysely<Database>,
  values: { taskId: number; authorId: number; body: string; mentions: number[]; now: Date },
): Promise<number> {
  const { id } = await db
    .insertInto("taskComments")
    .values({
      taskId: values.taskId,
      authorId: values.authorId,
      body: values.body,
      mentions: values.mentions,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCommentBody(
  db: Kysely<Database>,
  commentId: number,
  values: { body: string; mentions: number[]; now: Date },
): Promise<void> {
  await db
    .updateTable("taskComments")
    .set({
      body: values.body,
      mentions: values.mentions,
      updatedAt: values.now,
      editedAt: values.now,
    })
    .where("id", "=", commentId)
    .execute();
}

export async function deleteComment(db: Kysely<Database>, commentId: number): Promise<void> {
  await db.deleteFrom("taskComments").where("id", "=", commentId).execute();
}

export interface Account {
  id: number;
  name: string;
  role: Role;
}

/** The enabled accounts among these ids, with their names and roles. */
export async function enabledAccounts(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Account[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("users as u")
    .select(["u.id", "u.role", personNameSql("u").as("name")])
    .where("u.id", "in", [...new Set(ids)])
    .where("u.disabledAt", "is", null)
    .execute();
}

/** The current names of these accounts (disabled ones included: a comment still names them). */
export async function namesOf(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("users as u")
    .select(["u.id", personNameSql("u").as("name")])
    .where("u.id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Who created a task, when its history says so (the `created` line; tasks older than the
 * history have none).
 */
export async function taskCreator(db: Kysely<Database>, taskId: number): Promise<number | null> {
  const row = await db
    .selectFrom("taskActivity")
    .select("actorId")
    .where("taskId", "=", taskId)
    .where("kind", "=", "created")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row?.actorId ?? null;
}

/** The task's rows of `task_followers`: who follows, and who chose not to. */
export async function followChoices(
  db: Kysely<Database>,
  taskId: number,
): Promise<Array<{ userId: number; following: boolean }>> {
  return db
    .selectFrom("taskFollowers")
    .select(["userId", "following"])
    .where("taskId", "=", taskId)
    .execute();
}

/** Someone's own choice to follow a task or not; it overrides the automatic rules. */
export async function saveFollowChoice(
  db: Kysely<Database>,
  values: { taskId: number; userId: number; following: boolean; now: Date },
): Promise<void> {
  await db
    .insertInto("taskFollowers")
    .values({
      taskId: values.taskId,
      userId: values.userId,
      following: values.following,
      createdAt: values.now,
    })
    .onConflict((oc) =>
      oc.columns(["taskId", "userId"]).doUpdateSet({ following: values.following }),
    )
    .execute();
}

/** Makes these people follow a task, except whoever has chosen not to. */
export async function followAutomatically(
  db: Kysely<Database>,
  taskId: number,
  userIds: readonly number[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto("taskFollowers")
    .values([...new Set(userIds)].map((userId) => ({ taskId, userId, createdAt: now })))
    .onConflict((oc) => oc.columns(["taskId", "userId"]).doNothing())
    .execute();
}

/** Who holds an unread notification about this comment (their bells count it). */
export async function unreadNoticeHolders(
  db: Kysely<Database>,
  commentId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom("notifications")
    .select("userId")
    .distinct()
    .where("commentId", "=", commentId)
    .where("readAt", "is", null)
    .execute();
  return rows.map((row) => row.userId);
}
