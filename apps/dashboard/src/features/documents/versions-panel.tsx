import { errorMessage } from "@cairn/api-client/errors";
import type { DocumentVersion, ProjectDocument } from "@cairn/schema/documents";
import { Button } from "@cairn/ui/button";
import { toast } from "@cairn/ui/toast";
import { ToggleGroup, ToggleGroupItem } from "@cairn/ui/toggle-group";
import { useMutation, useQuery } from "@tanstack/react-query";
import { HistoryIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { useTRPC } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { ListSkeleton, QueryView } from "../../parts/states";
import { DiffView } from "./diff-view";
import { restoreVersionMutation, useDocumentSaved, versionsQuery } from "./queries";

type Against = "previous" | "current";

/**
 * A document's saved versions, newest first (who saved each, when): pick one to see what it
 * changed, or how it differs from the current text, and restore it as a new version.
 */
export function VersionsPanel({ document }: { document: ProjectDocument }) {
  const trpc = useTRPC();
  const where = { projectId: document.projectId, documentId: document.id };
  const saved = useDocumentSaved(where);
  const versions = useQuery(versionsQuery(trpc, where));
  const [chosen, setChosen] = useState<number | null>(null);
  const [against, setAgainst] = useState<Against>("current");
  const restore = useMutation({
    ...restoreVersionMutation(trpc),
    onSuccess: (restored, input) => {
      const from = versions.data?.find((version) => version.id === input.versionId);
      toast({
        title: `Version ${from?.version ?? ""} restored`,
        description: `It is now version ${restored.version}; nothing was lost.`,
        variant: "success",
      });
      saved(restored);
      setChosen(null);
    },
    onError: (error) =>
      toast({
        title: "Couldn't restore that version",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      }),
  });

  return (
    <section aria-labelledby="versions-heading" className="flex flex-col gap-3">
      <h3 id="versions-heading" className="flex items-center gap-2 font-semibold">
        <HistoryIcon className="size-4" aria-hidden="true" />
        Versions
      </h3>
      <QueryView query={versions} skeleton={<ListSkeleton rows={3} label="Loading versions" />}>
        {(list) => (
          <>
            <ul className="flex flex-col gap-1" aria-label="Saved versions">
              {list.map((version) => (
                <li key={version.id}>
                  <button
                    type="button"
                    aria-pressed={chosen === version.id}
                    onClick={() => setChosen(chosen === version.id ? null : version.id)}
                    className="flex w-full flex-wrap items-baseline justify-between gap-x-3 rounded-md border border-border px-3 py-2 text-left text-sm hover:bg-accent aria-pressed:border-primary aria-pressed:bg-primary-soft"
                  >
                    <span className="font-medium">
                      Version {version.version}
                      {version.version === document.version ? " (current)" : ""}
                    </span>
                    <span className="text-muted-foreground">
                      {version.authorName ?? "A deleted account"} ·{" "}
                      {formatDateTime(version.createdAt)}
                      {version.restoredFrom !== null
                        ? ` · restored version ${version.restoredFrom}`
                        : ""}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Comparison
              list={list}
              chosen={list.find((version) => version.id === chosen)}
              against={against}
              onAgainst={setAgainst}
              document={document}
              restoring={restore.isPending}
              onRestore={(version) => restore.mutate({ ...where, versionId: version.id })}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

function Comparison({
  list,
  chosen,
  against,
  onAgainst,
  document,
  restoring,
  onRestore,
}: {
  list: readonly DocumentVersion[];
  chosen: DocumentVersion | undefined;
  against: Against;
  onAgainst: (against: Against) => void;
  document: ProjectDocument;
  restoring: boolean;
  onRestore: (version: DocumentVersion) => void;
}) {
  if (!chosen) {
    return (
      <p className="text-sm text-muted-foreground">
        Choose a version to see what it changed, compare it with the current text, or restore it.
      </p>
    );
  }
  const previous = list.find((version) => version.version < chosen.version);
  const isCurrent = chosen.version === document.version;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ToggleGroup
          type="single"
          value={against}
          onValueChange={(value) => (value ? onAgainst(value as Against) : undefined)}
          aria-label="Compare with"
        >
          <ToggleGroupItem value="current">Against the current text</ToggleGroupItem>
          <ToggleGroupItem value="previous">What it changed</ToggleGroupItem>
        </ToggleGroup>
        <Button
          size="sm"
          variant="outline"
          disabled={isCurrent}
          loading={restoring}
          onClick={() => onRestore(chosen)}
        >
          <RotateCcwIcon aria-hidden="true" />
          Restore version {chosen.version}
        </Button>
      </div>
      {against === "previous" ? (
        <DiffView
          before={previous?.body ?? ""}
          after={chosen.body}
          beforeLabel={previous ? `version ${previous.version}` : "an empty page"}
          afterLabel={`version ${chosen.version}`}
        />
      ) : (
        <DiffView
          before={chosen.body}
          after={document.body}
          beforeLabel={`version ${chosen.version}`}
          afterLabel={`the current text (version ${document.version})`}
        />
      )}
    </div>
  );
}
