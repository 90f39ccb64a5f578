/**
 * What each procedure says about itself in `.meta({...})`: how it is reached over REST and who
 * may call it. The REST adapter, the OpenAPI document and the permission guard read this by
 * walking the router (rest/procedures.ts), so a procedure's path, summary and access rule sit
 * in its own file, beside its resolver.
 */
import type { TokenScope } from "@cairn/schema/api-tokens";
import type { z } from "zod";
import type { Permission } from "./access.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A procedure's REST path. Its OpenAPI tag is its domain (the router key it sits under). */
export interface RestEndpoint {
  method: HttpMethod;
  /**
   * Below `/api`, OpenAPI style: `/projects/{projectId}`. Each `{name}` reaches the procedure
   * as the input field of that name.
   */
  path: `/${string}`;
  summary: string;
  /**
   * Status of a successful answer; 204 is used automatically when there is no body. 202: the
   * work was accepted and goes on in the background (a job, followed at its own path).
   */
  status?: 200 | 201 | 202;
  /** Error bodies also carry `success: false` (the signup form reads it, docs/product.md §7). */
  successEnvelope?: boolean;
  /**
   * A 400's `error` is the messages themselves, written for a person ("Please select an
   * industry before proceeding."), without field names: those are in `issues`.
   */
  plainMessages?: boolean;
  /**
   * The answer is a file, not JSON: the procedure returns `{ filename, contentType, content }`
   * (the bytes in base64, as /trpc answers them), or a `StreamedFile` (rest/streamed-file.ts)
   * whose bytes are streamed from where they are kept; REST sends the bytes themselves as an
   * attachment (Content-Disposition, nosniff, a sandboxing CSP). `contentTypes` lists what it
   * may send, for openapi.json; `fromStorage` documents the 503 of a file store that is away.
   * `json`: the procedure may answer JSON instead of a file (a feed's default format), documented
   * with this schema.
   */
  download?: { contentTypes: readonly string[]; fromStorage?: boolean; json?: z.ZodType };
  /**
   * The request body is a file (decision 6): REST hands it to the procedure unread, as
   * `ctx.upload`, whatever its Content-Type, and the other inputs come from the path and the
   * query string. The procedure streams it on and enforces its own size and type limits; on an
   * error the adapter drains what is left of the body before answering. `description` says in
   * openapi.json what the body is; the 413 and 415 describe the limits.
   */
  upload?: { description: string; tooLarge: string; unsupportedType: string };
  /** Answers 410 Gone (GoneError) in the case this says, documented in openapi.json. */
  gone?: string;
  /**
   * Answers 202 Accepted instead of `status` when this says so (work handed to a background job,
   * answered as the job; documented with the same schema).
   */
  acceptedWhen?: (body: unknown) => boolean;
  /** Answers 503 with its normal body when this says so (a health check reporting an outage). */
  unavailableWhen?: (body: unknown) => boolean;
  /**
   * On its way out (docs/api-versioning.md): every answer says so in `Deprecation` and `Sunset`
   * headers, and the document marks the operation. Dates are ISO days (`2027-06-30`).
   */
  deprecated?: Deprecation;
}

export interface Deprecation {
  since: string;
  /** After this day the operation may be removed (with a new major version). */
  sunset: string;
  /** The path that replaces it, below `/api`. */
  successor?: `/${string}`;
}

/** What a procedure declares besides its REST path: who may call it, and how. */
interface CallRules {
  access: Permission;
  /**
   * `sessionOnly`: refused to API tokens (403), whatever their scopes: what manages the account's
   * credentials (signing in and out, setting a password, the tokens themselves) needs a person's
   * signed-in session (docs/api-tokens.md). openapi.json lists only the `session` scheme for it.
   */
  sessionOnly?: boolean;
  /**
   * A change's write scope: the scope an API token needs to make it (core/token-scopes.ts). A
   * change without one is never made with a token; reads need the `read` scope.
   */
  scope?: TokenScope;
  /**
   * A conditional read (rest/conditional-reads.ts): answered with an `ETag`, and 304 to an
   * `If-None-Match` that names it. A query named `list…` is one unless this says `false`.
   */
  etag?: boolean;
}

export type ProcedureMeta =
  | (CallRules & { rest: RestEndpoint })
  /** No REST path (a subscription, served on /trpc only); it still says what it does. */
  | (CallRules & { rest: false; summary: string });
