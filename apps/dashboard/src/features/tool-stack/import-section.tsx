import type { Job } from "@cairn/schema/jobs";
import {
  IMPORT_SOURCES,
  type ImportField,
  type ImportPreview,
  type ImportSource,
} from "@cairn/schema/tool-stack";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { Field } from "@cairn/ui/field";
import { ImportPreviewView, rowsToImport } from "@cairn/ui/import-preview";
import { Input } from "@cairn/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@cairn/ui/select";
import { useMutation } from "@tanstack/react-query";
import { FileSearchIcon, FileUpIcon, RotateCcwIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { ActionError } from "../../parts/action-error";
import {
  importChoiceProblem,
  MAPPING_FIELDS,
  type Mapping,
  NOT_MAPPED,
  remap,
} from "./import-model";
import { IMPORT_ACCEPT, IMPORT_FIELD_LABELS, IMPORT_SOURCE_LABELS } from "./tool-stack-model";
import { type ImportRequest, previewImport, startImport } from "./tool-stack-requests";

/**
 * Import (docs/imports.md): the format and the file, a dry run that shows what would land on the
 * board (first rows, errors per row, unknown people, rows already imported), for a generic CSV
 * the columns of each Cairn field (each change is a new dry run), then the import itself, whose
 * job the tab follows.
 */
export function ImportSection({
  projectId,
  onStarted,
}: {
  projectId: number;
  onStarted: (job: Job) => void;
}) {
  const headingId = useId();
  const formatId = useId();
  const [source, setSource] = useState<ImportSource | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof importChoiceProblem>>(null);
  const [request, setRequest] = useState<ImportRequest | null>(null);
  // The last dry run's answer stays shown while the next one (a new mapping) runs.
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const dryRun = useMutation({ mutationFn: previewImport, onSuccess: setPreview });
  const start = useMutation({
    mutationFn: startImport,
    onSuccess: (job) => {
      reset();
      onStarted(job);
    },
  });

  function reset() {
    setRequest(null);
    setPreview(null);
    setFile(null);
    setProblem(null);
    dryRun.reset();
    if (fileInput.current) fileInput.current.value = "";
  }

  function check(event: FormEvent) {
    event.preventDefault();
    const found = importChoiceProblem(source, file);
    setProblem(found);
    if (found || source === null || file === null) return;
    const next: ImportRequest = { projectId, source, file };
    setRequest(next);
    start.reset();
    dryRun.mutate(next);
  }

  function changeMapping(field: ImportField, column: string) {
    if (!request || !preview) return;
    const next = { ...request, mapping: remap(request.mapping ?? preview.mapping, field, column) };
    setRequest(next);
    dryRun.mutate(next);
  }

  const mapping: Mapping | undefined = request?.mapping ?? preview?.mapping;
  const toImport = preview ? rowsToImport(preview) : 0;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Import
        </h2>
        <p className="text-sm text-muted-foreground">
          Bring tasks in from a Trello board export, a Jira or Asana CSV export, or any CSV. A dry
          run shows what would be imported before anything is written.
        </p>
      </div>

      {request === null || preview === null ? (
        <form
          noValidate
          onSubmit={check}
          className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4"
        >
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={problem?.field === "source" ? `${formatId}-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Format</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {IMPORT_SOURCES.map((value) => (
                <label
                  key={value}
                  className={cn(
                    "flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm",
                    source === value && "border-primary bg-primary-soft",
                  )}
                >
                  <input
                    type="radio"
                    name={formatId}
                    value={value}
                    checked={source === value}
                    onChange={() => {
                      setSource(value);
                      setProblem(null);
                    }}
                    className="accent-primary"
                  />
                  {IMPORT_SOURCE_LABELS[value]}
                </label>
              ))}
            </div>
            {problem?.field === "source" ? (
              <p id={`${formatId}-error`} className="text-sm font-medium text-danger">
                {problem.message}
              </p>
            ) : null}
          </fieldset>
          <Field
            label="File"
            hint="Up to 20 MiB."
            error={problem?.field === "file" ? problem.message : undefined}
          >
            <Input
              ref={fileInput}
              type="file"
              accept={source ? IMPORT_ACCEPT[source] : ".json,.csv"}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setProblem(null);
                dryRun.reset();
              }}
            />
          </Field>
          <ActionError error={dryRun.error} />
          <Button type="submit" className="self-start" loading={dryRun.isPending}>
            <FileSearchIcon aria-hidden="true" />
            Check the file
          </Button>
        </form>
      ) : (
        <PreviewStep
          fileName={request.file.name}
          sourceLabel={IMPORT_SOURCE_LABELS[request.source]}
          busy={dryRun.isPending}
        >
          <ImportPreviewView preview={preview} />
          {request.source === "csv" && mapping ? (
            <MappingFields
              headers={preview.headers}
              mapping={mapping}
              disabled={dryRun.isPending || start.isPending}
              onChange={changeMapping}
            />
          ) : null}
          <ActionError error={dryRun.error ?? start.error} />
          <div className="flex flex-wrap gap-2">
            <Button
              loading={start.isPending}
              // The preview must be of the mapping that is sent: not while one is checked or failed.
              disabled={toImport === 0 || dryRun.isPending || dryRun.isError}
              onClick={() =>
                start.mutate(request.source === "csv" ? { ...request, mapping } : request)
              }
            >
              <FileUpIcon aria-hidden="true" />
              Import {toImport} {toImport === 1 ? "task" : "tasks"}
            </Button>
            <Button variant="outline" onClick={reset} disabled={start.isPending}>
              <RotateCcwIcon aria-hidden="true" />
              Choose another file
            </Button>
          </div>
        </PreviewStep>
      )}
    </section>
  );
}

/** The dry run's answer, its heading focused when it arrives so the keyboard carries on there. */
function PreviewStep({
  fileName,
  sourceLabel,
  busy,
  children,
}: {
  fileName: string;
  sourceLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div
      aria-busy={busy || undefined}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4"
    >
      <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Preview of {fileName}{" "}
        <span className="font-normal text-muted-foreground">({sourceLabel})</span>
      </h3>
      {children}
    </div>
  );
}

function MappingFields({
  headers,
  mapping,
  disabled,
  onChange,
}: {
  headers: readonly string[];
  mapping: Mapping;
  disabled: boolean;
  onChange: (field: ImportField, column: string) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h4 id={headingId} className="text-sm font-semibold">
          Columns
        </h4>
        <p className="text-sm text-muted-foreground">
          Which column of the file holds each field. A change checks the file again.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {MAPPING_FIELDS.map((field) => (
          <Field key={field} label={IMPORT_FIELD_LABELS[field]} required={field === "title"}>
            {(control) => (
              <Select
                // An unmapped title shows the placeholder: it has no "Not imported".
                value={mapping[field] ?? (field === "title" ? "" : NOT_MAPPED)}
                disabled={disabled}
                onValueChange={(column) => onChange(field, column)}
              >
                <SelectTrigger {...control}>
                  <SelectValue placeholder="Choose a column" />
                </SelectTrigger>
                <SelectContent>
                  {field === "title" ? null : (
                    <SelectItem value={NOT_MAPPED}>Not imported</SelectItem>
                  )}
                  {/* A Select item cannot have an empty value: a blank header cannot be chosen. */}
                  {headers
                    .filter((header) => header !== "" && header !== NOT_MAPPED)
                    .map((header) => (
                      <SelectItem key={header} value={header}>
                        {header}
                      </SelectItem>
                    ))}
                </SelectContent>
              </Select>
            )}
          </Field>
        ))}
      </div>
    </section>
  );
}
