/**
 * Whether a live board stream may go on: the session that opened it is still valid (not logged
 * out, expired or disabled), its user still has the role they had, and they may still read the
 * project. Sessions are read through the session cache, which every process keeps true through
 * the database's change notices, so the check costs one indexed query for the project.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { User } from "@cairn/schema/users";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { accessTo } from "../../core/ownership.js";
import type { Database } from "../../db/database.js";
import { readSessionToken } from "../auth/session-cookie.js";
import { findSession } from "../auth/sessions.repo.js";

/** How often an open stream checks that it may go on: a lost right ends it within this time. */
export const STREAM_RECHECK_MS = 500;

/**
 * Whether the session that opened a stream is still valid and still its opener's, in the role
 * they had (any live stream: the board's, the inbox's). Answers the session's user, or null.
 */
export async function streamSessionUser(
  db: Kysely<Database>,
  req: FastifyRequest,
  opener: Pick<User, "id" | "role">,
  now: Date,
): Promise<User | null> {
  const token = readSessionToken(req);
  if (!token) return null;
  const session = await findSession(db, token, now, req.server.sessionCache);
  if (!session || session.user.id !== opener.id || session.user.role !== opener.role) return null;
  return session.user;
}

export async function streamMayContinue(
  db: Kysely<Database>,
  req: FastifyRequest,
  opener: Pick<User, "id" | "role">,
  projectId: number,
  now: Date,
): Promise<boolean> {
  const user = await streamSessionUser(db, req, opener, now);
  if (!user) return false;
  const access = await accessTo(db, user, "project", projectId);
  return access?.read === true;
}

/**
 * A stream's watch: `ended` aborts when the client goes (`signal`), or when `mayContinue`,
 * asked every STREAM_RECHECK_MS, answers false. A failed check (the database away) keeps the
 * stream; the next check decides. `stop()` ends the watch and waits for it.
 */
export function watchStream(
  signal: AbortSignal | undefined,
  mayContinue: () => Promise<boolean>,
): { ended: AbortSignal; stop(): Promise<void> } {
  const ended = new AbortController();
  const onAbort = () => ended.abort();
  signal?.addEventListener("abort", onAbort);
  const watching = (async () => {
    while (!ended.signal.aborted) {
      await sleep(STREAM_RECHECK_MS, undefined, { signal: ended.signal }).catch(() => undefined);
      if (ended.signal.aborted) return;
      const allowed = await mayContinue().catch(() => true);
      if (!allowed) ended.abort();
    }
  })();
  return {
    ended: ended.signal,
    async stop() {
      ended.abort();
      signal?.removeEventListener("abort", onAbort);
      await watching;
    },
  };
}
