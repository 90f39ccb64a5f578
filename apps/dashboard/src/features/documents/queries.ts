/**
 * A project's documents, named once. The Documents tab (documents-tab.tsx) and its parts read
 * the list, a document, its versions, the plan's recommended templates, the checklist items
 * already on the board and the project's milestones (for the tasks made from a checklist); they
 * write documents (new from a template, saved, shared, a version restored) and tasks from a
 * checklist. What each write makes stale is named here too, and the parts call it after a
 * write.
 */
import type { Api } from "@cairn/api-client/trpc";
import type { ProjectDocument } from "@cairn/schema/documents";
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { WHOLE_LIST } from "../../lib/list-view";

type Trpc = Api["trpc"];

/** Which document: its project and its id. */
interface DocumentWhere {
  projectId: number;
  documentId: number;
}

/** The project's documents, the whole list. */
export function documentsQuery(trpc: Trpc, projectId: number) {
  return trpc.documents.list.queryOptions({ projectId, ...WHOLE_LIST });
}

export function documentQuery(trpc: Trpc, where: DocumentWhere) {
  return trpc.documents.get.queryOptions(where);
}

/** The document's saved versions, the whole list. */
export function versionsQuery(trpc: Trpc, where: DocumentWhere) {
  return trpc.documents.listVersions.queryOptions({ ...where, ...WHOLE_LIST });
}

/** The templates the project's plan recommends and it has not used yet. */
export function recommendedQuery(trpc: Trpc, projectId: number) {
  return trpc.documents.recommended.queryOptions({ projectId });
}

/** The checklist items of a document that already have a task (read while the dialog is open). */
export function checklistTasksQuery(trpc: Trpc, where: DocumentWhere, enabled: boolean) {
  return { ...trpc.documents.checklistTasks.queryOptions(where), enabled };
}

/** The project's milestones, for the tasks made from a checklist (read while it is open). */
export function milestonesQuery(trpc: Trpc, projectId: number, enabled: boolean) {
  return { ...trpc.roadmap.list.queryOptions({ projectId }), enabled };
}

/** A document from a recommended template. */
export function createDocumentMutation(trpc: Trpc) {
  return trpc.documents.create.mutationOptions();
}

/** A document's new text, or its sharing changed. */
export function updateDocumentMutation(trpc: Trpc) {
  return trpc.documents.update.mutationOptions();
}

/** An earlier version restored as a new one. */
export function restoreVersionMutation(trpc: Trpc) {
  return trpc.documents.restoreVersion.mutationOptions();
}

/** Tasks made from a document's unticked checklist items. */
export function createChecklistTasksMutation(trpc: Trpc) {
  return trpc.documents.createTasks.mutationOptions();
}

/** After a document was made: the project's list and its recommendations read again. */
export function useDocumentCreated(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({
      queryKey: trpc.documents.list.queryKey({ projectId }),
    });
    void queryClient.invalidateQueries({
      queryKey: recommendedQuery(trpc, projectId).queryKey,
    });
  };
}

/**
 * After a document was saved (or a version restored): the answer is the document as it now is;
 * its versions and the project's list read again.
 */
export function useDocumentSaved(where: DocumentWhere) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (saved: ProjectDocument) => {
    queryClient.setQueryData(documentQuery(trpc, where).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: trpc.documents.listVersions.queryKey(where) });
    void queryClient.invalidateQueries({
      queryKey: trpc.documents.list.queryKey({ projectId: where.projectId }),
    });
  };
}

/** After tasks were made from a checklist: the board, the roadmap and the dialog's read again. */
export function useChecklistTasksCreated(where: DocumentWhere) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({
      queryKey: trpc.board.get.queryKey({ projectId: where.projectId }),
    });
    void queryClient.invalidateQueries({
      queryKey: trpc.roadmap.get.queryKey({ projectId: where.projectId }),
    });
    void queryClient.invalidateQueries({
      queryKey: trpc.documents.checklistTasks.queryKey(where),
    });
  };
}
