import { errorMessage } from "@cairn/api-client/errors";
import type { RecommendedTemplate } from "@cairn/schema/documents";
import { Button } from "@cairn/ui/button";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { FilePlusIcon, FileTextIcon } from "lucide-react";
import { useTRPC } from "../../lib/api";
import { createDocumentMutation, recommendedQuery, useDocumentCreated } from "./queries";

/**
 * The templates the project's plan recommends, offered where the consultant works on the
 * project's documents: one click makes the document (filled in from the project and its plan),
 * or opens the one already made. Shows nothing for a project made without a plan.
 */
export function RecommendedTemplates({
  projectId,
  onOpen,
}: {
  projectId: number;
  onOpen: (documentId: number) => void;
}) {
  const trpc = useTRPC();
  const recommended = useQuery(recommendedQuery(trpc, projectId));
  if (!recommended.data || recommended.data.length === 0) return null;
  return (
    <section aria-labelledby="recommended-templates" className="flex flex-col gap-2">
      <h3 id="recommended-templates" className="text-sm font-semibold">
        Recommended by the plan
      </h3>
      <ul className="flex flex-col gap-1">
        {recommended.data.map((template) => (
          <Recommendation
            key={template.id}
            projectId={projectId}
            template={template}
            onOpen={onOpen}
          />
        ))}
      </ul>
    </section>
  );
}

function Recommendation({
  projectId,
  template,
  onOpen,
}: {
  projectId: number;
  template: RecommendedTemplate;
  onOpen: (documentId: number) => void;
}) {
  const trpc = useTRPC();
  const created = useDocumentCreated(projectId);
  const create = useMutation({
    ...createDocumentMutation(trpc),
    onSuccess: (document) => {
      created();
      toast({ title: "Document created", description: `“${document.title}” is ready to edit.` });
      onOpen(document.id);
    },
    onError: (error) =>
      toast({
        title: "Couldn't use the template",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });
  const { documentId } = template;
  return (
    <li className="flex items-center justify-between gap-2 rounded-md px-2 py-1 text-sm hover:bg-accent">
      <span className="min-w-0">
        <span className="block truncate font-medium">{template.name}</span>
        <span className="block truncate text-xs text-muted-foreground">{template.category}</span>
      </span>
      {documentId !== null ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Open the document made from ${template.name}`}
          onClick={() => onOpen(documentId)}
        >
          <FileTextIcon aria-hidden="true" />
          Open
        </Button>
      ) : template.available ? (
        <Button
          size="sm"
          variant="outline"
          loading={create.isPending}
          aria-label={`Use ${template.name} in this project`}
          onClick={() => create.mutate({ projectId, templateId: template.id })}
        >
          <FilePlusIcon aria-hidden="true" />
          Use
        </Button>
      ) : (
        <span className="text-xs text-muted-foreground">Being written</span>
      )}
    </li>
  );
}
