import { type ProjectDocument, projectDocument } from "@cairn/schema/documents";
import type { z } from "zod";

/**
 * The newer record a 409 carries (`current` in the tRPC error's data), when a save was based
 * on an older version: a project document or an organisation's template.
 */
export function newerVersion<T>(error: unknown, schema: z.ZodType<T>): T | undefined {
  if (!error || typeof error !== "object" || !("data" in error)) return undefined;
  const data: unknown = error.data;
  if (!data || typeof data !== "object" || !("current" in data)) return undefined;
  const parsed = schema.safeParse(data.current);
  return parsed.success ? parsed.data : undefined;
}

export function newerDocument(error: unknown): ProjectDocument | undefined {
  return newerVersion(error, projectDocument);
}
