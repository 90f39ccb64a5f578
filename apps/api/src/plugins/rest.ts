/**
 * The REST adapter: one Fastify route per procedure that declares a `rest` path in its meta,
 * each a thin call into that tRPC procedure with the input gathered from the path, the query
 * string and the JSON body. Registered under /api.
 */
import { type AnyTRPCRouter, callTRPCProcedure } from "@trpc/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { drainRequestBody } from "../lib/drain-request.js";
import { reportUnexpectedError } from "../lib/report-error.js";
import { deprecationHeaders } from "../rest/deprecation.js";
import { type RestRoute, restRoutes, toFastifyPath } from "../rest/routes.js";
import { createContext } from "../trpc/context.js";
import { toHttpError } from "../trpc/errors.js";
import { appRouter } from "../trpc/router.js";

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
  const fromQuery = route.method === "GET" || route.method === "DELETE";
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
  for (const route of restRoutes(router)) {
    const deprecation = route.deprecated ? deprecationHeaders(route.deprecated) : undefined;
    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
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
          if (route.download && isFile(data)) {
            return reply
              .code(200)
              .header("content-type", data.contentType)
              .header("content-disposition", contentDisposition(data.filename))
              .send(Buffer.from(data.content, "base64"));
          }
          const unavailable = route.unavailableWhen?.(data) ?? false;
          return reply.code(unavailable ? 503 : (route.status ?? 200)).send(data);
        } catch (error) {
          return sendError(route, error, req, reply);
        }
      },
      errorHandler: (error, req, reply) => sendError(route, error, req, reply),
    });
  }

  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({
      error: `There is no ${req.method} ${req.url.split("?")[0]} in this API. See /api/openapi.json.`,
      code: "NOT_FOUND",
    }),
  );
}
