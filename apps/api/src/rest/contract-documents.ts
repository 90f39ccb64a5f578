/** The two documents the compatibility check compares: the last release's, and today's. */
import { readFileSync } from "node:fs";
import { API_VERSION } from "../lib/version.js";
import { appRouter } from "../trpc/router.js";
import type { OpenApiDocument } from "./api-compatibility.js";
import { buildOpenApiDocument } from "./openapi.js";

/** Committed at each release of @cairn/api (`pnpm --filter @cairn/api contract:release`). */
export const RELEASED_DOCUMENT = new URL("../../openapi/released.json", import.meta.url);

export function currentDocument(): OpenApiDocument {
  return buildOpenApiDocument(appRouter, API_VERSION);
}

export function releasedDocument(): OpenApiDocument {
  return JSON.parse(readFileSync(RELEASED_DOCUMENT, "utf8")) as OpenApiDocument;
}
