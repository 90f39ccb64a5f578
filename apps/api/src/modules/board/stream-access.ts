/**
 * Whether a live board stream may go on: the session that opened it is still valid (not logged
 * out, expired or disabled), its user still has the role they had, and they may still read the
 * project. Sessions are read through the session cache, which every process keeps true through
 * the database's change notices, so the check costs one indexed query for the project.
 */
import type { User } from "@cairn/schema/users";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { accessTo } from "../../trpc/ownership.js";
import { readSessionToken } from "../auth/session-cookie.js";
import { findSession } from "../auth/sessions.repo.js";

/** How often an open stream checks that it may go on: a lost right ends it within this time. */
export const STREAM_RECHECK_MS = 500;

export async function streamMayContinue(
  db: Kysely<Database>,
  req: FastifyRequest,
  opener: Pick<User, "id" | "role">,
  projectId: number,
  now: Date,
): Promise<boolean> {
  const token = readSessionToken(req);
  if (!token) return false;
  const session = await findSession(db, token, now, req.server.sessionCache);
  if (!session || session.user.id !== opener.id || session.user.role !== opener.role) return false;
  const access = await accessTo(db, session.user, "project", projectId);
  return access?.read === true;
}
