/**
 * What every procedure receives, as types alone: the plugins that serve procedures make it
 * (plugins/request-context.ts), so the core names no module that signs a request in.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { Config } from "../env.js";
import type { UploadBody } from "../lib/upload-body.js";
import type { ActiveSession, TokenIdentity } from "./identity.js";

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
