import { errorMessage } from "@cairn/api-client/errors";
import {
  DELIVERY_METHOD_LABELS,
  type TemplateDetail,
  type TemplateListEntry,
} from "@cairn/schema/templates";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Skeleton } from "@cairn/ui/skeleton";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ArchiveIcon, CopyIcon, FilePlusIcon, PencilIcon } from "lucide-react";
import { useState } from "react";
import { useTRPC } from "../../lib/api";
import { ErrorState } from "../../parts/states";
import { previewBody } from "../documents/document-model";
import { MarkdownView } from "../documents/markdown-view";
import { useSession } from "../session/session-context";
import {
  duplicateTemplateMutation,
  retireTemplateMutation,
  templateQuery,
  useTemplatesChanged,
} from "./queries";
import { TemplateEditorDialog } from "./template-editor-dialog";
import { UseInProjectDialog } from "./use-in-project-dialog";

/** A template's page: its details and its body, fields shown as highlighted placeholders. */
export function TemplatePreview({
  entry,
  categories,
  onClose,
}: {
  entry: TemplateListEntry | null;
  /** The library's categories, offered when an administrator edits the template. */
  categories: readonly string[];
  onClose: () => void;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        {entry ? (
          <Preview key={entry.id} entry={entry} categories={categories} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Preview({
  entry,
  categories,
  onClose,
}: {
  entry: TemplateListEntry;
  categories: readonly string[];
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const template = useQuery(templateQuery(trpc, entry.id));
  const [using, setUsing] = useState(false);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{entry.name}</DialogTitle>
        <DialogDescription>
          {entry.category} · {entry.purpose}
        </DialogDescription>
      </DialogHeader>
      {template.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">Loading the template</span>
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : template.isError ? (
        <ErrorState
          title="Couldn't load this template"
          error={template.error}
          onRetry={() => void template.refetch()}
          retrying={template.isFetching}
        />
      ) : (
        <Details template={template.data} />
      )}
      <DialogFooter className="flex-wrap gap-2">
        {template.data ? (
          <AdminActions template={template.data} categories={categories} onDone={onClose} />
        ) : null}
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button
          disabled={!template.data?.body || template.data.retiredAt !== null}
          onClick={() => setUsing(true)}
        >
          <FilePlusIcon aria-hidden="true" />
          Use in project
        </Button>
      </DialogFooter>
      {template.data ? (
        <UseInProjectDialog template={template.data} open={using} onOpenChange={setUsing} />
      ) : null}
    </>
  );
}

function Details({ template }: { template: TemplateDetail }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        {template.source === "organisation" ? <Badge variant="primary">Organisation</Badge> : null}
        {template.methods.map((method) => (
          <Badge key={method} variant="info">
            {DELIVERY_METHOD_LABELS[method]}
          </Badge>
        ))}
        {template.teamSizes.map((band) => (
          <Badge key={band} variant="outline">
            {band} people
          </Badge>
        ))}
        {template.effortMinutes ? (
          <Badge variant="neutral">about {template.effortMinutes} min</Badge>
        ) : null}
      </div>
      {template.body === null ? (
        <p className="rounded-md bg-muted p-4 text-sm text-muted-foreground">
          This template's body is still being written. Until it is, it shows its purpose only and
          cannot be used in a project.
        </p>
      ) : (
        // The page scrolls inside the dialog, so its buttons stay in view.
        <div className="max-h-[55dvh] overflow-y-auto rounded-xl border border-border bg-card p-5">
          <MarkdownView markdown={previewBody(template.body)} />
        </div>
      )}
    </div>
  );
}

/**
 * Administrators copy any template into the organisation's own, and edit and retire their own
 * (the built-in ones stay read-only: duplicate to change).
 */
function AdminActions({
  template,
  categories,
  onDone,
}: {
  template: TemplateDetail;
  categories: readonly string[];
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const [editing, setEditing] = useState(false);
  const refresh = useTemplatesChanged();
  const { user } = useSession();
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, "Please try again."), variant: "destructive" });
  const duplicate = useMutation({
    ...duplicateTemplateMutation(trpc),
    onSuccess: (copy) => {
      refresh();
      toast({
        title: "Template duplicated",
        description: `“${copy.name}” is the organisation's own; change it as you need.`,
        variant: "success",
      });
      onDone();
    },
    onError: failed("Couldn't duplicate the template"),
  });
  const retire = useMutation({
    ...retireTemplateMutation(trpc),
    onSuccess: (retired) => {
      refresh();
      toast({
        title: "Template retired",
        description: `“${retired.name}” left the library; documents made from it keep it.`,
        variant: "success",
      });
      onDone();
    },
    onError: failed("Couldn't retire the template"),
  });
  if (user.role !== "admin") return null;
  return (
    <>
      {template.body !== null ? (
        <Button
          variant="outline"
          loading={duplicate.isPending}
          onClick={() => duplicate.mutate({ templateId: template.id })}
        >
          <CopyIcon aria-hidden="true" />
          Duplicate
        </Button>
      ) : null}
      {template.source === "organisation" && template.retiredAt === null ? (
        <>
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <TemplateEditorDialog
            template={template}
            categories={categories}
            open={editing}
            onOpenChange={setEditing}
          />
        </>
      ) : null}
      {template.source === "organisation" && template.retiredAt === null ? (
        <Button
          variant="outline"
          loading={retire.isPending}
          onClick={() => retire.mutate({ templateId: template.id })}
        >
          <ArchiveIcon aria-hidden="true" />
          Retire
        </Button>
      ) : null}
    </>
  );
}
