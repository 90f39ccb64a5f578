/**
 * The context of a procedure call, made once per request by both adapters (/trpc and REST): the
 * session from the cookie, or for a REST request with `Authorization: Bearer`, the token's owner
 * and scopes. At the edge, beside the adapters, so the core (`core/`) imports no module.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Context } from "../core/context.js";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../core/errors.js";
import type {} from "../fastify-instance.js";
import { appError } from "../lib/app-error.js";
import { readSessionToken } from "../modules/auth/session-cookie.js";
import { findSession } from "../modules/auth/sessions.repo.js";
import { requestBearer, resolveBearer } from "../modules/tokens/bearer.js";

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
