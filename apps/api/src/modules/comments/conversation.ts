/**
 * Posting, editing and deleting a task's comments (docs/tasks.md, "Comments", "Mentions",
 * "Following"). Each is a change inside the task that its card shows (the comment count), so it
 * runs through the board's `changeTaskContents`: under the board's lock, with its activity line,
 * its followers and its notifications in the same transaction, announced as `task.updated`.
 */
import {
  type MentionablePerson,
  mentionedIds,
  mentionTokens,
  type TaskComment,
  type TaskFollow,
} from "@cairn/schema/comments";
import { initialsOfName } from "@cairn/schema/task-activity";
import { personName, type User } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { withTransaction } from "../../lib/transaction.js";
import { changeTaskContents } from "../board/placement.js";
import { publishUserEvent } from "../notifications/notices.repo.js";
import { type Notice, notify } from "../notifications/notify.js";
import { listProjectMembers } from "../projects/projects.repo.js";
import { recordActivity } from "../tasks/activity.repo.js";
import { enqueueWebhookEvent } from "../webhooks/enqueue.js";
import {
  type CommentRow,
  deleteComment,
  enabledAccounts,
  followAutomatically,
  followChoices,
  getComment,
  getTaskContext,
  insertComment,
  namesOf,
  saveFollowChoice,
  type TaskContext,
  taskCreator,
  unreadNoticeHolders,
  updateCommentBody,
} from "./comments.repo.js";
import { commentExcerpt, commentTitle, mentionTitle, refusedMentions } from "./notices.js";
import { checkMentions, followerIds, readersOf, taskPerson } from "./people.js";

export type Commenter = Pick<User, "id" | "username" | "firstName" | "lastName" | "role">;

const noTask = (taskId: number) => `Task ${taskId} was not found.`;
const noComment = (commentId: number) => `Comment ${commentId} was not found.`;

export async function taskContext(db: Kysely<Database>, taskId: number): Promise<TaskContext> {
  const task = await getTaskContext(db, taskId);
  if (!task) throw appError("NOT_FOUND", noTask(taskId));
  return task;
}

/**
 * Who may be mentioned on a task: the people of its project (its client, its consultant, the
 * assignees of its tasks) whose accounts are enabled and who may open this task — someone who
 * holds only another of the project's tasks could not read what they are told about.
 */
export async function mentionablePeople(
  db: Kysely<Database>,
  task: TaskContext,
): Promise<MentionablePerson[]> {
  const members = await listProjectMembers(db, task.projectId);
  const enabled = new Set(
    (
      await enabledAccounts(
        db,
        members.map((member) => member.id),
      )
    ).map((account) => account.id),
  );
  return readersOf(
    task,
    members.filter((member) => enabled.has(member.id)),
  )
    .map((member) => ({
      id: member.id,
      name: member.name,
      initials: initialsOfName(member.name),
      part: member.part as MentionablePerson["part"],
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}

/**
 * The ids a body mentions, each once, when every one may be mentioned on the task (or was
 * already mentioned by the comment being edited); else a 400 naming the others as written.
 */
async function allowedMentions(
  db: Kysely<Database>,
  task: TaskContext,
  body: string,
  alreadyMentioned: readonly number[] = [],
): Promise<number[]> {
  const people = await mentionablePeople(db, task);
  const allowed = new Set([...people.map((person) => person.id), ...alreadyMentioned]);
  const mentions = checkMentions(mentionTokens(body), allowed);
  if (mentions.refused.length > 0) throw appError("BAD_REQUEST", refusedMentions(mentions.refused));
  return mentions.ids;
}

/** Comments as the API answers them, with the current names of the people they mention. */
export async function toComments(
  db: Kysely<Database>,
  rows: readonly CommentRow[],
): Promise<TaskComment[]> {
  const names = await namesOf(
    db,
    rows.flatMap((row) => row.mentions),
  );
  return rows.map((row) => ({
    id: row.id,
    taskId: row.taskId,
    body: row.body,
    author: taskPerson(row.authorId, row.authorName),
    mentions: row.mentions.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name, initials: initialsOfName(name) }];
    }),
    createdAt: row.createdAt,
    editedAt: row.editedAt,
  }));
}

async function readComment(
  db: Kysely<Database>,
  taskId: number,
  commentId: number,
): Promise<TaskComment> {
  const row = await getComment(db, taskId, commentId);
  if (!row) throw appError("NOT_FOUND", noComment(commentId));
  const [comment] = await toComments(db, [row]);
  if (!comment) throw appError("NOT_FOUND", noComment(commentId));
  return comment;
}

/** Who follows a task and may still read it (enabled accounts only). */
export async function currentFollowers(db: Kysely<Database>, task: TaskContext) {
  const ids = followerIds(await followChoices(db, task.id), [
    await taskCreator(db, task.id),
    task.assignedTo,
  ]);
  return readersOf(task, await enabledAccounts(db, ids)).sort((a, b) => a.id - b.id);
}

/**
 * The notifications of a comment: a mention to each newly mentioned person and, for a new
 * comment, a comment notice to each follower not already told by a mention. `notify` leaves out
 * the author, disabled accounts and muted kinds.
 */
async function tell(
  db: Kysely<Database>,
  told: {
    task: TaskContext;
    actor: Commenter;
    commentId: number;
    body: string;
    mentioned: readonly number[];
    followers: boolean;
    now: Date;
  },
): Promise<void> {
  const { task, actor, commentId, now } = told;
  const actorName = personName(actor);
  const text = commentExcerpt(told.body, await namesOf(db, mentionedIds(told.body)));
  const about = { actorId: actor.id, projectId: task.projectId, taskId: task.id, commentId };
  const notices: Notice[] = told.mentioned.map((userId) => ({
    ...about,
    userId,
    kind: "mention",
    title: mentionTitle(actorName, task.title),
    body: text,
  }));
  if (told.followers) {
    for (const follower of await currentFollowers(db, task)) {
      if (follower.id === actor.id || told.mentioned.includes(follower.id)) continue;
      notices.push({
        ...about,
        userId: follower.id,
        kind: "comment",
        title: commentTitle(actorName, task.title),
        body: text,
      });
    }
  }
  await notify(db, notices, now);
}

/** Posts a comment; its author and the people it mentions follow the task from then on. */
export function postComment(
  db: Kysely<Database>,
  actor: Commenter,
  taskId: number,
  body: string,
  now: Date,
): Promise<TaskComment> {
  return changeTaskContents(db, actor, taskId, now, async (trx) => {
    const task = await taskContext(trx, taskId);
    const mentions = await allowedMentions(trx, task, body);
    const commentId = await insertComment(trx, {
      taskId,
      authorId: actor.id,
      body,
      mentions,
      now,
    });
    await recordActivity(trx, [{ taskId, actorId: actor.id, kind: "commented", at: now }]);
    await followAutomatically(trx, taskId, [actor.id, ...mentions], now);
    await tell(trx, {
      task,
      actor,
      commentId,
      body,
      mentioned: mentions,
      followers: true,
      now,
    });
    await enqueueWebhookEvent(
      trx,
      {
        type: "comment.added",
        projectId: task.projectId,
        data: {
          comment: {
            id: commentId,
            taskId,
            authorId: actor.id,
            body,
            mentions,
            createdAt: now.toISOString(),
          },
          task: { id: task.id, projectId: task.projectId, title: task.title },
        },
      },
      now,
    );
    return readComment(trx, taskId, commentId);
  });
}

/**
 * Changes a comment's text (its author only: the guard). Someone it already mentioned stays
 * mentioned even if they have left the project since; only people newly mentioned are told.
 */
export function editComment(
  db: Kysely<Database>,
  actor: Commenter,
  target: { taskId: number; commentId: number },
  body: string,
  now: Date,
): Promise<TaskComment> {
  const { taskId, commentId } = target;
  return changeTaskContents(db, actor, taskId, now, async (trx) => {
    const current = await getComment(trx, taskId, commentId);
    if (!current) throw appError("NOT_FOUND", noComment(commentId));
    if (current.body === body) return readComment(trx, taskId, commentId);
    const task = await taskContext(trx, taskId);
    const mentions = await allowedMentions(trx, task, body, current.mentions);
    const added = mentions.filter((id) => !current.mentions.includes(id));
    await updateCommentBody(trx, commentId, { body, mentions, now });
    await recordActivity(trx, [{ taskId, actorId: actor.id, kind: "comment_edited", at: now }]);
    await followAutomatically(trx, taskId, added, now);
    await tell(trx, { task, actor, commentId, body, mentioned: added, followers: false, now });
    return readComment(trx, taskId, commentId);
  });
}

/**
 * Deletes a comment (its author, or an admin: the guard). Its notifications go with it (the
 * database cascades); the people who had one unread hear that their inbox changed.
 */
export function removeComment(
  db: Kysely<Database>,
  actor: Commenter,
  target: { taskId: number; commentId: number },
  now: Date,
): Promise<void> {
  const { taskId, commentId } = target;
  return changeTaskContents(db, actor, taskId, now, async (trx) => {
    const current = await getComment(trx, taskId, commentId);
    if (!current) throw appError("NOT_FOUND", noComment(commentId));
    const holders = await unreadNoticeHolders(trx, commentId);
    await deleteComment(trx, commentId);
    await recordActivity(trx, [{ taskId, actorId: actor.id, kind: "comment_deleted", at: now }]);
    for (const userId of holders) {
      await publishUserEvent(trx, { userId, type: "notifications.read", notificationId: null });
    }
  });
}

/** Whether this person follows the task, and how many people do (who may still read it). */
export async function followState(
  db: Kysely<Database>,
  taskId: number,
  userId: number,
): Promise<TaskFollow> {
  const followers = await currentFollowers(db, await taskContext(db, taskId));
  return {
    following: followers.some((follower) => follower.id === userId),
    followers: followers.length,
  };
}

/** Someone's own choice to follow a task or not: kept, whatever the automatic rules say. */
export async function chooseFollowing(
  db: Kysely<Database>,
  target: { taskId: number; userId: number },
  following: boolean,
  now: Date,
): Promise<TaskFollow> {
  return withTransaction(db, async (trx) => {
    await saveFollowChoice(trx, { ...target, following, now });
    return followState(trx, target.taskId, target.userId);
  });
}
