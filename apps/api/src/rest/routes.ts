/**
 * The REST routes: every procedure that declares a `rest` path in its `.meta({...})`, read from
 * the router. The REST adapter and the OpenAPI document are both made from this list, so a path
 * cannot exist without being documented.
 *
 * Path parameters are written `{name}` and reach the procedure as input fields of that name.
 */
import type { AnyTRPCRouter } from "@trpc/server";
import type { z } from "zod";
import type { HttpMethod, RestEndpoint } from "../core/meta.js";
import { isConditionalRead } from "./conditional-reads.js";
import { routerProcedures } from "./procedures.js";

export type { HttpMethod };

export interface RestRoute extends RestEndpoint {
  /** Dotted path of the procedure in the app router. */
  procedure: string;
  /** The procedure's domain: the router key it sits under. */
  tag: string;
  type: "query" | "mutation";
  input: z.ZodType | undefined;
  output: z.ZodType | undefined;
  /** Refused to API tokens (meta `sessionOnly`). */
  sessionOnly: boolean;
  /** Answered with an ETag, and 304 to an If-None-Match that names it (meta `etag`). */
  conditionalRead: boolean;
}

/** Every REST route, in the order of the router (the order of openapi.json's paths). */
export function restRoutes(router: AnyTRPCRouter): RestRoute[] {
  const routes: RestRoute[] = [];
  for (const { path, type, input, output, meta } of routerProcedures(router)) {
    if (!meta?.rest) continue;
    if (type === "subscription") {
      throw new Error(`${path} is a subscription: it cannot have the REST path ${meta.rest.path}`);
    }
    const tag = path.split(".")[0] ?? "";
    routes.push({
      ...meta.rest,
      procedure: path,
      tag,
      type,
      input,
      output,
      sessionOnly: meta.sessionOnly === true,
      conditionalRead: isConditionalRead({ path, type, meta }),
    });
  }
  return routes;
}

/** `/projects/{projectId}` → `/projects/:projectId` (Fastify's syntax). */
export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

export function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
}
