import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { Config } from "../env.js";
import type {} from "../fastify-instance.js";
import type { ActiveSession } from "../modules/auth/active-session.js";
import { readSessionToken } from "../modules/auth/session-cookie.js";
import { findSession } from "../modules/auth/sessions.repo.js";
import { requestBearer, resolveBearer, type TokenIdentity } from "../modules/tokens/bearer.js";
import { appError, DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "./errors.js";

/**
 * The request body of a route whose meta declares `upload` (trpc/meta.ts): the bytes as they
 * arrive, unread, for the procedure to stream where they go.
 */
export interface UploadBody {
  stream: Readable;
  /** Content-Length; undefined for a body of unknown length (chunked). */
  length: number | undefined;
}

/** What every procedure receives. The acting user always comes from the session, never a body. */
export interface Context {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
  req: FastifyRequest;
  reply: FastifyReply;
  session: ActiveSession | null;
  /**
   * Set when the request came with an API token instead of a session (REST only): the guard
   * applies its scopes, `session` then holds the token's owner (docs/api-tokens.md).
   */
  token?: TokenIdentity;
  /** Only on the REST route of an `upload` procedure; /trpc carries JSON alone. */
  upload?: UploadBody;
}

export async function createContext({
  req,
  reply,
}: {
  req: FastifyRequest;
  reply: FastifyReply;
}): Promise<Context> {
  const { db, config, now } = req.server;
  const bearer = requestBearer(req);
  try {
    if (bearer !== undefined) {
      // Judged by the token alone: the request's cookies are not read.
      const { session, token } = await resolveBearer(req, reply, bearer);
      return { db, config, now, req, reply, session, token };
    }
    const cookie = readSessionToken(req);
    const session = cookie ? await findSession(db, cookie, now(), req.server.sessionCache) : null;
    return { db, config, now, req, reply, session };
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      throw appError("SERVICE_UNAVAILABLE", DATABASE_UNAVAILABLE, error);
    }
    throw error;
  }
}
