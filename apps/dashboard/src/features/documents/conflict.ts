import { type ProjectDocument, projectDocument } from "@cairn/schema/documents";

/**
 * The newer document a 409 carries (`current` in the tRPC error's data), when a save was based
 * on an older version.
 */
export function newerDocument(error: unknown): ProjectDocument | undefined {
  if (!error || typeof error !== "object" || !("data" in error)) return undefined;
  const data: unknown = error.data;
  if (!data || typeof data !== "object" || !("current" in data)) return undefined;
  const parsed = projectDocument.safeParse(data.current);
  return parsed.success ? parsed.data : undefined;
}
