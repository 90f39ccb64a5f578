/**
 * A client hears when a document is shared with them (docs/notifications.md, `document_shared`):
 * a notice in their inbox, announced live, which also brings the document into the Documents
 * tab they have open. Written in the transaction that shares it.
 */
import type { ProjectDocument } from "@cairn/schema/documents";
import { personName, type User } from "@cairn/schema/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.js";
import { notify } from "../notifications/notify.js";
import { projectAudience } from "./documents.repo.js";

/** `Jordan Lee shared "Project charter" with you in Northwind`. */
export function sharedTitle(actorName: string, documentTitle: string, projectName: string): string {
  return `${actorName} shared "${documentTitle}" with you in ${projectName}`;
}

export async function tellClientOfSharing(
  db: Kysely<Database>,
  document: ProjectDocument,
  actor: Pick<User, "id" | "firstName" | "lastName" | "username">,
  now: Date,
): Promise<void> {
  const project = await projectAudience(db, document.projectId);
  if (!project?.clientId) return;
  await notify(
    db,
    [
      {
        userId: project.clientId,
        kind: "document_shared",
        actorId: actor.id,
        title: sharedTitle(personName(actor), document.title, project.name),
        projectId: document.projectId,
        documentId: document.id,
      },
    ],
    now,
  );
}
