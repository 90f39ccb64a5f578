/**
 * The OpenAPI 3.1 document of every REST path, made from the procedures' meta (path, summary,
 * status) and their own zod schemas (zod writes JSON Schema 2020-12, which OpenAPI 3.1 speaks natively). Nothing
 * is written twice: change a schema and the document follows.
 */
import { errorBody } from "@cairn/schema/common";
import type { AnyTRPCRouter } from "@trpc/server";
import { z } from "zod";
import { deprecationNote } from "./deprecation.js";
import { pathParameters, restRoutes } from "./routes.js";

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as JsonSchema;
  return rest;
}

/** The error of the routes that answer in the contract's `{ success, … }` envelope. */
const envelopedErrorBody = errorBody.extend({ success: z.literal(false) });

/** Every error status a route may answer, each with the body schema named by `schema`. */
function errorResponses(
  schema: "Error" | "EnvelopedError",
  limits: { tooLarge?: string; unsupportedType?: string } = {},
) {
  const response = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: `#/components/schemas/${schema}` } } },
  });
  return {
    "400": response("The input is invalid: `issues` names each field and problem"),
    "401": response("Not signed in, or the API token is not valid (see WWW-Authenticate)"),
    "403": response("Signed in, but not allowed"),
    "404": response("No such record"),
    "409": response("Conflicts with the current state of the data"),
    "413": response(limits.tooLarge ?? "Body larger than 1 MiB"),
    "415": response(limits.unsupportedType ?? "Body not sent as application/json"),
    "429": response("Too many requests; see the Retry-After header"),
    "500": response("Unexpected error (logged; the message is generic)"),
  };
}

/**
 * The headers of a paged list's answer (lib/paged-list.ts; the feeds page by cursor the same
 * way): a list is paged when its query takes `limit` and an `offset` or a `cursor`.
 */
function pageHeaders(queryNames: string[]) {
  if (!queryNames.includes("limit")) return undefined;
  if (!queryNames.includes("offset") && !queryNames.includes("cursor")) return undefined;
  return {
    "X-Total-Count": {
      description: "How many rows match, before paging",
      schema: { type: "integer", minimum: 0 },
    },
    Link: {
      description:
        'The next page, when rows follow this one: `</api/…?…>; rel="next"` (RFC 8288), the same ' +
        "query with `offset` (or `cursor`) advanced. Absent on the last page.",
      schema: { type: "string" },
    },
  };
}

/** The query's `limit`, saying its default and maximum in words as well as in the schema. */
function describeLimit(name: string, schema: JsonSchema): JsonSchema {
  if (name !== "limit" || schema.default === undefined || schema.maximum === undefined) {
    return schema;
  }
  return {
    ...schema,
    description: `Rows in the page: ${schema.default} unless told, at most ${schema.maximum}`,
  };
}

export function buildOpenApiDocument(router: AnyTRPCRouter, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of restRoutes(router)) {
    const inputSchema = route.input ? jsonSchema(route.input, "input") : undefined;
    const properties = (inputSchema?.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((inputSchema?.required ?? []) as string[]);
    const inPath = pathParameters(route.path);
    const parameters: unknown[] = inPath.map((name) => ({
      name,
      in: "path",
      required: true,
      schema: properties[name] ?? { type: "string" },
    }));
    const rest = Object.entries(properties).filter(([name]) => !inPath.includes(name));
    let requestBody: unknown;
    if (route.upload) {
      // The body is the file; every other input is in the query string.
      for (const [name, schema] of rest) {
        parameters.push({ name, in: "query", required: required.has(name), schema });
      }
      requestBody = {
        required: true,
        description: route.upload.description,
        content: {
          "application/octet-stream": { schema: { type: "string", format: "binary" } },
        },
      };
    } else if (route.method === "GET" || route.method === "DELETE") {
      for (const [name, schema] of rest) {
        const described = describeLimit(name, schema);
        parameters.push({ name, in: "query", required: required.has(name), schema: described });
      }
    } else if (rest.length > 0 && inputSchema) {
      requestBody = {
        required: true,
        content: {
          "application/json": {
            schema: {
              ...inputSchema,
              properties: Object.fromEntries(rest),
              required: [...required].filter((name) => !inPath.includes(name)),
            },
          },
        },
      };
    } else if (inputSchema && inPath.length === 0 && (inputSchema.anyOf || inputSchema.oneOf)) {
      // A body of one shape or another (a question, or the answer to a proposal): the union
      // itself. No such route takes path parameters, which would have to leave each branch.
      requestBody = { required: true, content: { "application/json": { schema: inputSchema } } };
    }
    const headers = route.method === "GET" ? pageHeaders(rest.map(([name]) => name)) : undefined;
    const success = route.download
      ? {
          "200": {
            description: route.download.json
              ? "JSON, or the file as an attachment (Content-Disposition names it)"
              : "The file, as an attachment (Content-Disposition names it)",
            ...(headers ? { headers } : {}),
            content: {
              ...(route.download.json
                ? { "application/json": { schema: jsonSchema(route.download.json, "output") } }
                : {}),
              ...Object.fromEntries(
                route.download.contentTypes.map((type) => [
                  type,
                  { schema: { type: "string", format: "binary" } },
                ]),
              ),
            },
          },
        }
      : route.output
        ? {
            [String(route.status ?? 200)]: {
              description: headers ? "A page of the list" : "Success",
              ...(headers ? { headers } : {}),
              content: { "application/json": { schema: jsonSchema(route.output, "output") } },
            },
          }
        : { "204": { description: "Done; no content" } };
    const accepted =
      route.acceptedWhen && route.output
        ? {
            "202": {
              description: "Accepted: a background job does the work; the body is the job",
              content: { "application/json": { schema: jsonSchema(route.output, "output") } },
            },
          }
        : {};
    const unavailable =
      route.unavailableWhen && route.output
        ? {
            "503": {
              description: "Unavailable: the same body, reporting what is down",
              content: { "application/json": { schema: jsonSchema(route.output, "output") } },
            },
          }
        : {};
    paths[route.path] ??= {};
    const operations = paths[route.path] as Record<string, unknown>;
    operations[route.method.toLowerCase()] = {
      operationId: route.procedure,
      summary: route.summary,
      // Who may call it is the procedure's own rule; this says how a caller proves who they
      // are: a session cookie, or (REST only, not session-only procedures) an API token.
      security: route.sessionOnly ? [{ session: [] }, {}] : [{ session: [] }, { bearer: [] }, {}],
      ...(route.sessionOnly ? { "x-session-only": true } : {}),
      ...(route.deprecated
        ? { deprecated: true, description: deprecationNote(route.deprecated) }
        : {}),
      tags: [route.tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: {
        ...success,
        ...accepted,
        ...errorResponses(route.successEnvelope ? "EnvelopedError" : "Error", route.upload ?? {}),
        ...(route.upload || route.download?.fromStorage
          ? {
              "503": {
                description: "The file store cannot be reached; nothing was changed",
                content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
              },
            }
          : {}),
        ...(route.gone
          ? {
              "410": {
                description: route.gone,
                content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
              },
            }
          : {}),
        ...unavailable,
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Cairn API",
      version,
      description:
        "REST paths of Cairn. Sign in with POST /api/auth/login; the session travels in an " +
        "httpOnly cookie. Scripts and BI tools send an API token instead: " +
        "`Authorization: Bearer <token>` (docs/api-tokens.md). Errors answer `{ error, code, issues? }`.",
      // The repository carries no open-source licence: the API and its description are Cairn's.
      // OpenAPI 3.1 wants an SPDX identifier or a URL; SPDX names a licence of one's own
      // `LicenseRef-…`.
      license: { name: "Proprietary", identifier: "LicenseRef-Cairn-Proprietary" },
    },
    servers: [{ url: "/api" }],
    components: {
      schemas: {
        Error: jsonSchema(errorBody, "output"),
        EnvelopedError: jsonSchema(envelopedErrorBody, "output"),
      },
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "cairn_session" },
        bearer: {
          type: "http",
          scheme: "bearer",
          description:
            "An API token (`cairn_pat_…` or `cairn_svc_…`) made under API in the dashboard. " +
            "Reads need the `read` scope; changes the write scope of their tag (docs/api-tokens.md). " +
            "Operations marked `x-session-only` take only the session cookie.",
        },
      },
    },
    security: [{ session: [] }, {}],
    paths,
  };
}
