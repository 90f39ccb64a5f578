/**
 * The tool-stack's import calls (docs/tool-stack.md): a dry run and the start. An import's body
 * is the file itself, as for attachments, so it cannot go through `apiRequest`'s JSON body; its
 * other inputs are in the query string. Starting a push is `@cairn/api-client/tool-stack`'s
 * `startPush`. A refusal rejects with an `ApiError` carrying the API's `{ error, code, issues }`,
 * which forms and `ActionError` show as they show every other error.
 */
import { apiUrl } from "@cairn/api-client/origins";
import { ApiError } from "@cairn/api-client/rest";
import type { Job } from "@cairn/schema/jobs";
import type { ImportPreview, ImportSource } from "@cairn/schema/tool-stack";
import { IMPORT_CONTENT_TYPES } from "./tool-stack-model";

export interface ImportRequest {
  projectId: number;
  source: ImportSource;
  file: File;
  /** A generic CSV's columns; a dry run without one proposes it. */
  mapping?: ImportPreview["mapping"];
}

/** The address of an import: the file's name, its format, the mapping as JSON, a dry run. */
export function importPath(request: ImportRequest, dryRun: boolean): string {
  const query = new URLSearchParams({ source: request.source, name: request.file.name });
  if (dryRun) query.set("dryRun", "true");
  if (request.mapping) query.set("mapping", JSON.stringify(request.mapping));
  return `/api/projects/${request.projectId}/imports?${query.toString()}`;
}

async function sendImport(request: ImportRequest, dryRun: boolean): Promise<Response> {
  const response = await fetch(apiUrl(importPath(request, dryRun)), {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": request.file.type || IMPORT_CONTENT_TYPES[request.source] },
    body: request.file,
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response;
}

/** A dry run: what the import would do, nothing written. */
export async function previewImport(request: ImportRequest): Promise<ImportPreview> {
  return (await (await sendImport(request, true)).json()) as ImportPreview;
}

/** The import itself: answers its job (202). */
export async function startImport(request: ImportRequest): Promise<Job> {
  return (await (await sendImport(request, false)).json()) as Job;
}
