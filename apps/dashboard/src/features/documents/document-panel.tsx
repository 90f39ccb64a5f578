import { errorMessage, isAppError } from "@cairn/api-client/errors";
import type { ProjectDocument } from "@cairn/schema/documents";
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
import { EmptyState } from "@cairn/ui/empty-state";
import { Label } from "@cairn/ui/label";
import { Skeleton } from "@cairn/ui/skeleton";
import { Switch } from "@cairn/ui/switch";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  DownloadIcon,
  EyeIcon,
  FileSearchIcon,
  HistoryIcon,
  ListChecksIcon,
  PencilIcon,
  PrinterIcon,
  SaveIcon,
  TriangleAlertIcon,
} from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTRPC } from "../../lib/api";
import { formatDateTime, pluralize } from "../../lib/format";
import { ErrorState } from "../../parts/states";
import { ChecklistTasksDialog } from "./checklist-tasks-dialog";
import { newerDocument } from "./conflict";
import { DiffView } from "./diff-view";
import { placeholdersIn } from "./document-model";
import { downloadDocument } from "./download";
import { MarkdownView } from "./markdown-view";
import { documentQuery, updateDocumentMutation, useDocumentSaved } from "./queries";
import { VersionsPanel } from "./versions-panel";

// CodeMirror is loaded when someone edits, not with the page.
const MarkdownEditor = lazy(() => import("./markdown-editor"));

/** One document: read (and print, download); for the project's staff also edit, share, versions. */
export function DocumentPanel({
  projectId,
  documentId,
  editable,
}: {
  projectId: number;
  documentId: number;
  editable: boolean;
}) {
  const trpc = useTRPC();
  const document = useQuery(documentQuery(trpc, { projectId, documentId }));
  if (document.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading the document</span>
        <Skeleton className="h-7 w-72 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (document.isError) {
    if (isAppError(document.error, "NOT_FOUND")) {
      return (
        <EmptyState
          icon={<FileSearchIcon />}
          title="Document not found"
          description="It may belong to another project, or no longer be shared with you."
        />
      );
    }
    return (
      <ErrorState
        title="Couldn't load this document"
        error={document.error}
        onRetry={() => void document.refetch()}
        retrying={document.isFetching}
      />
    );
  }
  return editable ? (
    <StaffDocument key={document.data.id} document={document.data} />
  ) : (
    <ReadOnlyDocument document={document.data} />
  );
}

function Heading({ document }: { document: ProjectDocument }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h2 className="text-xl font-semibold tracking-tight">{document.title}</h2>
      <p className="text-sm text-muted-foreground">
        From “{document.templateName}” · version {document.version}
        {document.updatedBy ? `, saved by ${document.updatedBy}` : ""} on{" "}
        {formatDateTime(document.updatedAt)}
      </p>
    </div>
  );
}

function useDownload(document: ProjectDocument) {
  const [busy, setBusy] = useState<"md" | "docx" | null>(null);
  const download = async (format: "md" | "docx") => {
    setBusy(format);
    try {
      const name = await downloadDocument(document.projectId, document.id, format, document.title);
      toast({ title: "Download started", description: name, variant: "success" });
    } catch (error) {
      toast({
        title: "Couldn't download the document",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}

function FileActions({ document }: { document: ProjectDocument }) {
  const { busy, download } = useDownload(document);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        loading={busy === "md"}
        onClick={() => void download("md")}
      >
        <DownloadIcon aria-hidden="true" />
        .md
        <span className="sr-only"> (download as Markdown)</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={busy === "docx"}
        onClick={() => void download("docx")}
      >
        <DownloadIcon aria-hidden="true" />
        .docx
        <span className="sr-only"> (download as Word)</span>
      </Button>
      <Button size="sm" variant="outline" onClick={() => window.print()}>
        <PrinterIcon aria-hidden="true" />
        Print / PDF
      </Button>
    </>
  );
}

function ReadOnlyDocument({ document }: { document: ProjectDocument }) {
  return (
    <article className="flex flex-col gap-4" aria-label={document.title}>
      <div className="flex flex-wrap items-start justify-between gap-3 print:hidden">
        <Heading document={document} />
        <div className="flex flex-wrap gap-2">
          <FileActions document={document} />
        </div>
      </div>
      <div className="print-area rounded-xl border border-border bg-card p-5">
        <MarkdownView markdown={document.body} />
      </div>
    </article>
  );
}

function StaffDocument({ document }: { document: ProjectDocument }) {
  const trpc = useTRPC();
  const where = { projectId: document.projectId, documentId: document.id };
  const [draft, setDraft] = useState<string | null>(null);
  const [base, setBase] = useState(document.version);
  const [newer, setNewer] = useState<ProjectDocument | null>(null);
  const [comparing, setComparing] = useState(false);
  const [showVersions, setShowVersions] = useState(false);
  const [tasksOpen, setTasksOpen] = useState(false);
  const editing = draft !== null;
  const shown = draft ?? document.body;
  const placeholders = placeholdersIn(shown);

  const refresh = useDocumentSaved(where);

  const save = useMutation({
    ...updateDocumentMutation(trpc),
    onSuccess: (saved) => {
      refresh(saved);
      setDraft(null);
      setNewer(null);
      setBase(saved.version);
      toast({
        title: `Saved as version ${saved.version}`,
        description: "Every save is kept; see Versions.",
        variant: "success",
      });
    },
    onError: (error) => {
      const current = newerDocument(error);
      if (current) {
        setNewer(current);
        return;
      }
      toast({
        title: "Couldn't save the document",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    },
  });

  const share = useMutation({
    ...updateDocumentMutation(trpc),
    onSuccess: (saved) => {
      refresh(saved);
      toast({
        title: saved.shared ? "Shared with the client" : "No longer shared",
        description: saved.shared
          ? "The project's client can now read it (not change it)."
          : "The client no longer sees it.",
        variant: "success",
      });
    },
    onError: (error) =>
      toast({
        title: "Couldn't change sharing",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });

  const submit = (baseVersion: number) => {
    if (draft === null) return;
    save.mutate({ ...where, baseVersion, body: draft });
  };

  return (
    <article
      className="flex flex-col gap-4"
      aria-label={document.title}
      onKeyDown={(event) => {
        if (editing && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
          event.preventDefault();
          submit(base);
        }
      }}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 print:hidden">
        <Heading document={document} />
        <div className="flex items-center gap-2">
          <Switch
            id={`share-${document.id}`}
            checked={document.shared}
            disabled={share.isPending}
            onCheckedChange={(shared) => share.mutate({ ...where, shared })}
          />
          <Label htmlFor={`share-${document.id}`}>Share with client</Label>
        </div>
      </div>

      <div className="flex flex-wrap gap-2 print:hidden" role="toolbar" aria-label="Document">
        {editing ? (
          <>
            <Button size="sm" loading={save.isPending} onClick={() => submit(base)}>
              <SaveIcon aria-hidden="true" />
              Save version
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setDraft(null);
                setNewer(null);
              }}
            >
              <EyeIcon aria-hidden="true" />
              Stop editing
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            onClick={() => {
              setBase(document.version);
              setDraft(document.body);
            }}
          >
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          aria-expanded={showVersions}
          onClick={() => setShowVersions(!showVersions)}
        >
          <HistoryIcon aria-hidden="true" />
          Versions
        </Button>
        <Button size="sm" variant="outline" onClick={() => setTasksOpen(true)}>
          <ListChecksIcon aria-hidden="true" />
          Create tasks from checklist
        </Button>
        <FileActions document={document} />
      </div>

      {newer ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg border border-warning/30 bg-warning-soft p-4 text-warning-soft-foreground print:hidden"
        >
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlertIcon className="size-4" aria-hidden="true" />
            Someone saved a newer version
          </p>
          <p className="text-sm">
            {newer.updatedBy ?? "Someone"} saved version {newer.version} on{" "}
            {formatDateTime(newer.updatedAt)}, after the version {base} your changes started from.
            Your text is still here.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setComparing(true)}>
              See their version
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                refresh(newer);
                setBase(newer.version);
                setDraft(newer.body);
                setNewer(null);
              }}
            >
              Take their version
            </Button>
            <Button
              size="sm"
              loading={save.isPending}
              onClick={() => {
                setBase(newer.version);
                submit(newer.version);
              }}
            >
              Save mine on top
            </Button>
          </div>
        </div>
      ) : null}

      {placeholders.length > 0 ? (
        <p className="text-sm text-muted-foreground print:hidden">
          {pluralize(placeholders.length, "placeholder")} to fill in:{" "}
          {placeholders.map((label, index) => (
            <span key={label}>
              {index > 0 ? ", " : ""}
              <mark className="rounded bg-warning-soft px-1 text-warning-soft-foreground">
                {label}
              </mark>
            </span>
          ))}
        </p>
      ) : null}

      {editing ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <MarkdownEditor
              value={draft}
              onChange={setDraft}
              label={`${document.title}, Markdown`}
            />
          </Suspense>
          <div className="print-area min-w-0 rounded-xl border border-border bg-card p-5">
            <p className="mb-3 text-xs font-medium tracking-wide text-muted-foreground uppercase print:hidden">
              Preview
            </p>
            <MarkdownView markdown={draft} />
          </div>
        </div>
      ) : (
        <div className="print-area rounded-xl border border-border bg-card p-5">
          <MarkdownView markdown={document.body} />
        </div>
      )}

      {document.shared ? (
        <Badge variant="info" className="self-start print:hidden">
          Shared with the client
        </Badge>
      ) : null}

      {showVersions ? (
        <div className="rounded-xl border border-border bg-card p-5 print:hidden">
          <VersionsPanel document={document} />
        </div>
      ) : null}

      <ChecklistTasksDialog document={document} open={tasksOpen} onOpenChange={setTasksOpen} />
      <Dialog open={comparing && newer !== null} onOpenChange={setComparing}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>Their version and yours</DialogTitle>
            <DialogDescription>
              Lines they have that you don't are red; your own lines are green.
            </DialogDescription>
          </DialogHeader>
          {newer ? (
            <DiffView
              before={newer.body}
              after={draft ?? ""}
              beforeLabel={`their version ${newer.version}`}
              afterLabel="your text"
            />
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setComparing(false)}>
              Close
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </article>
  );
}
