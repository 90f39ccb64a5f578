import type { ProjectDocument } from "@cairn/schema/documents";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { appError } from "../../lib/app-error.js";
import { getDocument } from "./documents.repo.js";

/** The document of that project, or 404 (a document of another project is not found here). */
export async function findDocument(
  db: Kysely<Database>,
  projectId: number,
  documentId: number,
): Promise<ProjectDocument> {
  const found = await getDocument(db, projectId, documentId);
  if (!found) throw appError("NOT_FOUND", `Document ${documentId} was not found.`);
  return found;
}
