/**
 * What a change of the task aggregate (placement.ts) tells its subscribers: the events, each with
 * who made the change and when. The aggregate returns them and dispatches them in the change's
 * transaction (lib/domain-events.ts); the subscribers are named at the composition root
 * (subscribers.ts): the task's history and its assignee's notice (modules/tasks), the status
 * page's activity line (modules/monitoring), Slack and Teams (modules/announcements), webhooks
 * (modules/webhooks) and the deletion of a task's files (modules/attachments).
 */
import type { BoardEvent } from "@cairn/schema/board";
import type { Task } from "@cairn/schema/tasks";
import { DomainEvents } from "../../lib/domain-events.js";

/** Who makes a change: the signed-in user, or a project's rule acting for its author. */
export interface Actor {
  id: number;
  username: string;
  /**
   * Set when a rule makes the change (docs/rules.md): the depth of that rule's run, so that
   * the rules the change starts run one deeper, and none beyond RULE_MAX_DEPTH.
   */
  ruleDepth?: number;
}

interface Made {
  actor: Actor;
  at: Date;
}

export type TaskEvent =
  /** A task added at the bottom of its column. */
  | (Made & { type: "task.created"; task: Task })
  /** A batch of tasks added by an import (docs/imports.md), each at the bottom of its column. */
  | (Made & { type: "tasks.added"; projectId: number; tasks: Task[] })
  /** An import that added tasks, once at its end; `describe` says what it was. */
  | (Made & { type: "tasks.imported"; projectId: number; describe: string })
  /**
   * A task given a place: moved (`how: "moved"`), or given a status (`how: "status"`). Its
   * column, position and status may all have stayed as they were.
   */
  | (Made & { type: "task.placed"; before: Task; after: Task; how: "moved" | "status" })
  /** A task's own fields edited (its place stays); no field may have changed. */
  | (Made & { type: "task.edited"; before: Task; after: Task })
  /** A change inside a task (an item ticked) left its checklist complete where it was not. */
  | (Made & { type: "task.checklist_done"; task: Task })
  /**
   * A task deleted. Heard before its row goes, in the same transaction, so that a subscriber
   * can still read what belongs to it (its files).
   */
  | (Made & { type: "task.deleted"; task: Task });

export const taskEvents = new DomainEvents<TaskEvent>("task");

/**
 * What a change of a board announces to the browsers watching it, once per change and with the
 * board's new version (the live board's event, @cairn/schema/board). Heard by the live event hub
 * (modules/board/event-hub.ts, which NOTIFYs it in the change's transaction), named at the
 * composition root like the task events, so the aggregate imports no transport.
 */
export const boardChanges = new DomainEvents<BoardEvent>("board");
