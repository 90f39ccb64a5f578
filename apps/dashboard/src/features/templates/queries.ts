/**
 * The template library's server calls, named once. The library (templates-library.tsx) reads
 * every template and the ones its search and filters find; the preview (template-preview.tsx)
 * reads one template and duplicates or retires it; the editor (template-editor-dialog.tsx) adds
 * and saves templates; "Use in project" (use-in-project-dialog.tsx) reads the projects the person
 * may add a document to and that project's documents, and makes the document from the template.
 * After a template changes the library's lists read again.
 */
import type { Api } from "@cairn/api-client/trpc";
import type { DeliveryMethod, TeamSizeBand, TemplateDetail } from "@cairn/schema/templates";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { WHOLE_LIST } from "../../lib/list-view";
import { documentsQuery } from "../documents/queries";

type Trpc = Api["trpc"];

/** What the library's search box and filters ask for (each left out when empty). */
export interface LibrarySearch {
  q: string;
  category: string | undefined;
  process: DeliveryMethod | undefined;
  team: TeamSizeBand | undefined;
}

/** Every template in the library: the categories and their counts. */
export function libraryQuery(trpc: Trpc) {
  return trpc.templates.list.queryOptions(WHOLE_LIST);
}

/** The templates found; the last results stay while the next ones load. */
export function librarySearchQuery(trpc: Trpc, search: LibrarySearch) {
  return {
    ...trpc.templates.list.queryOptions({
      ...WHOLE_LIST,
      ...(search.q ? { q: search.q } : {}),
      ...(search.category ? { category: search.category } : {}),
      ...(search.process ? { process: search.process } : {}),
      ...(search.team ? { teamSize: search.team } : {}),
    }),
    placeholderData: keepPreviousData,
  };
}

export function templateQuery(trpc: Trpc, templateId: string) {
  return trpc.templates.get.queryOptions({ templateId });
}

/**
 * The projects a person may add documents to: every project for an admin, their own for a
 * consultant. Only the one that applies is asked.
 */
export function projectChoicesQueries(trpc: Trpc, userId: number, admin: boolean) {
  return {
    all: { ...trpc.projects.list.queryOptions(WHOLE_LIST), enabled: admin },
    mine: {
      ...trpc.projects.listByConsultant.queryOptions({ userId, ...WHOLE_LIST }),
      enabled: !admin,
    },
  };
}

/** The chosen project's documents (none asked until a project is chosen). */
export function chosenProjectDocumentsQuery(trpc: Trpc, projectId: number | undefined) {
  return { ...documentsQuery(trpc, projectId ?? 0), enabled: projectId !== undefined };
}

export function createTemplateMutation(trpc: Trpc) {
  return trpc.templates.create.mutationOptions();
}

/** A template's new text, from the version it was opened at (a 409 carries a newer one). */
export function updateTemplateMutation(trpc: Trpc) {
  return trpc.templates.update.mutationOptions();
}

/** The organisation's own copy of a template. */
export function duplicateTemplateMutation(trpc: Trpc) {
  return trpc.templates.duplicate.mutationOptions();
}

export function retireTemplateMutation(trpc: Trpc) {
  return trpc.templates.retire.mutationOptions();
}

/** A document made from the template in the chosen project. */
export function createDocumentFromTemplateMutation(trpc: Trpc) {
  return trpc.documents.create.mutationOptions();
}

/** After a template was added, duplicated or retired: the library's lists read again. */
export function useTemplatesChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: trpc.templates.list.pathKey() });
}

/** After a template was saved: the lists read again, and the template is stored as answered. */
export function useTemplateSaved() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (result: TemplateDetail) => {
    void queryClient.invalidateQueries({ queryKey: trpc.templates.list.pathKey() });
    queryClient.setQueryData(trpc.templates.get.queryKey({ templateId: result.id }), result);
  };
}

/** After a document was made from a template: its project's documents read again. */
export function useTemplateDocumentCreated() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (projectId: number) =>
    void queryClient.invalidateQueries({
      queryKey: trpc.documents.list.queryKey({ projectId }),
    });
}
