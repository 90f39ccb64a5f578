/** The two documents the compatibility check compares: the last release's, and today's. */
import { readdirSync, readFileSync } from "node:fs";
import { appRouter } from "../app-router.js";
import { API_VERSION } from "../lib/version.js";
import type { OpenApiDocument, ReleaseBump } from "./api-compatibility.js";
import { buildOpenApiDocument } from "./openapi.js";

/** Committed at each release of @cairn/api (`pnpm --filter @cairn/api contract:release`). */
export const RELEASED_DOCUMENT = new URL("../../openapi/released.json", import.meta.url);

export function currentDocument(): OpenApiDocument {
  return buildOpenApiDocument(appRouter, API_VERSION);
}

export function releasedDocument(): OpenApiDocument {
  return JSON.parse(readFileSync(RELEASED_DOCUMENT, "utf8")) as OpenApiDocument;
}

const CHANGESETS = new URL("../../../../.changeset/", import.meta.url);
const BUMPS: ReleaseBump[] = ["patch", "minor", "major"];

/**
 * The largest bump that the pending changesets (`.changeset/*.md`, consumed at release by
 * `changeset version`) give @cairn/api; undefined when none names it.
 */
export function pendingApiBump(): ReleaseBump | undefined {
  let largest = -1;
  for (const file of readdirSync(CHANGESETS)) {
    if (!file.endsWith(".md") || file === "README.md") continue;
    const text = readFileSync(new URL(file, CHANGESETS), "utf8");
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
    const bump = /^\s*["']?@cairn\/api["']?\s*:\s*(\w+)/m.exec(frontMatter)?.[1];
    largest = Math.max(largest, BUMPS.indexOf(bump as ReleaseBump));
  }
  return BUMPS[largest];
}
