/**
 * Live board changes. A change is published with PostgreSQL's NOTIFY, inside the transaction of
 * the change (so a rolled-back change announces nothing): placement.ts dispatches it as a
 * `boardChanges` event (task-events.ts) and `publishBoardEvent` hears it (subscribers.ts). Every
 * API process LISTENs once and hands each event to the subscribers of that project on this process
 * (the channel hub of db/channel-hub.ts, which the inbox's live bell uses too), so a move made
 * through one process reaches browsers connected to any other. PGlite supports the same.
 */
import { type BoardEvent, boardEvent } from "@cairn/schema/board";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { ChannelHub } from "../../db/channel-hub.js";
import type { DatabaseHandle } from "../../db/connect.js";
import type { Database } from "../../db/database.js";
import { BOARD_CHANNEL, notifyBoard } from "./board.repo.js";

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more (in its default build). */
export const MAX_NOTIFY_BYTES = 7999;

/**
 * The text of an event's notification. A task whose text would not fit (a description of
 * thousands of characters in a wide script) is left out: the event then says `task: null`, and
 * its readers read the board instead.
 */
export function boardEventPayload(event: BoardEvent): string {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES) return payload;
  if (
    event.type === "task.created" ||
    event.type === "task.updated" ||
    event.type === "task.moved"
  ) {
    return JSON.stringify({ ...event, task: null });
  }
  return payload;
}

/** Announces a board change, in the transaction of the change (a `boardChanges` subscriber). */
export async function publishBoardEvent(db: Kysely<Database>, event: BoardEvent): Promise<void> {
  await notifyBoard(db, boardEventPayload(event));
}

/** The board events of this process's streams, by project (db/channel-hub.ts). */
export class BoardEventHub extends ChannelHub<BoardEvent, number> {
  constructor(database: DatabaseHandle, log: FastifyBaseLogger) {
    super(database, BOARD_CHANNEL, log, {
      parse: (payload) => boardEvent.parse(JSON.parse(payload)),
      key: (event) => event.projectId,
    });
  }
}
