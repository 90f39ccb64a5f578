/**
 * The REST adapter: one Fastify route per procedure that declares a `rest` path in its meta,
 * each a thin call into that tRPC procedure with the input gathered from the path, the query
 * string and the JSON body. Registered under /api.
 *
 * A route whose meta declares `upload` takes any body unread and hands it to the procedure as
 * `ctx.upload` (its inputs then come from the path and query); a `download` route may answer a
 * `StreamedFile`, streamed to the client (decision 6, docs/files.md).
 */
import { type AnyTRPCRouter, callTRPCProcedure } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { appRouter } from "../app-router.js";
import { toHttpError } from "../core/errors.js";
import { drainRequestBody } from "../lib/drain-request.js";
import { reportUnexpectedError } from "../lib/report-error.js";
import type { UploadBody } from "../lib/upload-body.js";
import { deprecationHeaders } from "../rest/deprecation.js";
import { type RestRoute, restRoutes, toFastifyPath } from "../rest/routes.js";
import { StreamedFile } from "../rest/streamed-file.js";
import { createContext } from "./request-context.js";
import { PRIVATE_NO_STORE } from "./security-headers.js";

/**
 * Path parameters written in plain decimal digits ("12") become numbers; anything else (" 12",
 * "0x0c", "1e3", "012") stays text, which an id's schema refuses with a 400.
 */
function readPathParams(raw: Record<string, string>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [
      name,
      /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value,
    ]),
  );
}

function gatherInput(route: RestRoute, req: FastifyRequest): unknown {
  const params = readPathParams((req.params ?? {}) as Record<string, string>);
  // An upload's body is the file itself: its other inputs are in the query string.
  const fromQuery = route.method === "GET" || route.method === "DELETE" || Boolean(route.upload);
  const source = fromQuery ? req.query : req.body;
  if (source === undefined || source === null) {
    return Object.keys(params).length > 0 ? params : undefined;
  }
  // A JSON body that is not an object (an array, a number) is passed as is: the schema says no.
  if (typeof source !== "object" || Array.isArray(source)) return source;
  return { ...(source as Record<string, unknown>), ...params };
}

/** `attachment; filename="Risk register.docx"; filename*=UTF-8''Risk%20register.docx` */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The headers of every file answer: a download (never shown inline), of the type it was stored
 * with (nosniff: the browser must not guess another), and should it be opened anyway, a policy
 * that lets it run nothing, load nothing and reach no origin (sandbox). Not kept in caches.
 */
function fileHeaders(reply: FastifyReply, file: { filename: string; contentType: string }) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition(file.filename))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header("cache-control", PRIVATE_NO_STORE);
}

/** The whole body has arrived and been read (or the connection is gone). */
function bodyRead(req: FastifyRequest): boolean {
  return req.raw.complete || req.raw.readableEnded || req.raw.destroyed;
}

function uploadBody(req: FastifyRequest): UploadBody {
  const header = req.headers["content-length"];
  const length = header !== undefined && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
  return { stream: req.raw, length };
}

function isFile(data: unknown): data is { filename: string; contentType: string; content: string } {
  if (typeof data !== "object" || data === null) return false;
  const file = data as Record<string, unknown>;
  return (
    typeof file.filename === "string" &&
    typeof file.contentType === "string" &&
    typeof file.content === "string"
  );
}

/** Errors of the procedure and of body parsing alike (413, 415) answer in the route's shape. */
async function sendError(
  route: RestRoute,
  error: unknown,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const http = toHttpError(error);
  if (http.unexpected) reportUnexpectedError(req, error);
  if (http.status === 413) {
    await drainRequestBody(req);
    reply.header("connection", "close");
  } else if (route.upload && !bodyRead(req)) {
    // Refused before the file was read (or part-way): read the rest so the client gets this
    // answer, and close if it kept sending past the drain's bounds.
    await drainRequestBody(req);
    if (!bodyRead(req)) reply.header("connection", "close");
  }
  const issues = http.body.issues;
  const text =
    route.plainMessages && issues && issues.length > 0
      ? [...new Set(issues.map((issue) => issue.message))].join(" ")
      : http.body.error;
  const shaped = { ...http.body, error: text };
  const body = route.successEnvelope ? { success: false, ...shaped } : shaped;
  return reply.code(http.status).send(body);
}

/** The routes of `router` (the app's; tests give a router of their own). */
export default async function rest(
  app: FastifyInstance,
  { router = appRouter }: { router?: AnyTRPCRouter } = {},
): Promise<void> {
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({
      error: `There is no ${req.method} ${req.url.split("?")[0]} in this API. See /api/openapi.json.`,
      code: "NOT_FOUND",
    }),
  );

  // Upload routes live in a scope of their own, where any body is left unread for the procedure
  // (no size limit applies here: the procedure enforces its own before reading).
  const uploads: RestRoute[] = [];
  for (const route of restRoutes(router)) {
    if (route.upload) {
      uploads.push(route);
      continue;
    }
    addRoute(app, route, router);
  }
  if (uploads.length > 0) {
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser("*", (_req, _payload, done) => done(null, undefined));
      for (const route of uploads) addRoute(scope, route, router);
    });
  }
}

function addRoute(app: FastifyInstance, route: RestRoute, router: AnyTRPCRouter): void {
  const deprecation = route.deprecated ? deprecationHeaders(route.deprecated) : undefined;
  app.route({
    method: route.method,
    url: toFastifyPath(route.path),
    // Tagged, and answered 304 when unchanged (plugins/conditional-reads.ts).
    config: { conditionalRead: route.method === "GET" && route.conditionalRead },
    // Every answer of a deprecated operation says so, errors included.
    ...(deprecation
      ? {
          onRequest: async (_req: FastifyRequest, reply: FastifyReply) => {
            reply.headers(deprecation);
          },
        }
      : {}),
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const input = gatherInput(route, req);
      try {
        const ctx = await createContext({ req, reply });
        if (route.upload) ctx.upload = uploadBody(req);
        const data: unknown = await callTRPCProcedure({
          router,
          path: route.procedure,
          getRawInput: async () => input,
          ctx,
          type: route.type,
          signal: undefined,
          batchIndex: 0,
        });
        if (data === undefined) return reply.code(204).send();
        if (route.download && data instanceof StreamedFile) {
          const stream = await data.open();
          return fileHeaders(reply.code(200), data)
            .header("content-length", String(data.size))
            .send(stream);
        }
        if (route.download && isFile(data)) {
          return fileHeaders(reply.code(200), data).send(Buffer.from(data.content, "base64"));
        }
        const unavailable = route.unavailableWhen?.(data) ?? false;
        const accepted = route.acceptedWhen?.(data) ?? false;
        return reply.code(unavailable ? 503 : accepted ? 202 : (route.status ?? 200)).send(data);
      } catch (error) {
        return sendError(route, error, req, reply);
      }
    },
    errorHandler: (error, req, reply) => sendError(route, error, req, reply),
  });
}
