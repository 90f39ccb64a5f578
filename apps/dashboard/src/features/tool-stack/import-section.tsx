import { errorDetails } from "@cairn/api-client/errors";
import type { Job } from "@cairn/schema/jobs";
import {
  IMPORT_SOURCES,
  type ImportField,
  type ImportPreview,
  importStartInput,
} from "@cairn/schema/tool-stack";
import { Button } from "@cairn/ui/button";
import { cn } from "@cairn/ui/cn";
import { Field } from "@cairn/ui/field";
import {
  Controller,
  FORM_ERROR,
  Form,
  FormError,
  FormField,
  FormSubmit,
  useWatch,
  useZodForm,
} from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@cairn/ui/select";
import { ImportPreviewView, rowsToImport } from "@cairn/ui/widgets/import-preview";
import { useMutation } from "@tanstack/react-query";
import { FileSearchIcon, FileUpIcon, RotateCcwIcon } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { z } from "zod";
import { ActionError } from "../../parts/action-error";
import {
  importChoiceProblem,
  MAPPING_FIELDS,
  type Mapping,
  NOT_MAPPED,
  remap,
} from "./import-model";
import { previewImportMutation, startImportMutation } from "./queries";
import { IMPORT_ACCEPT, IMPORT_FIELD_LABELS, IMPORT_SOURCE_LABELS } from "./tool-stack-model";
import type { ImportRequest } from "./tool-stack-requests";

/**
 * What a dry run needs: the format (one of the API's) and a file that is neither empty nor over
 * what an import takes. One thing at a time is asked for, the format first.
 */
const importChoice = z
  .object({ source: importStartInput.shape.source.nullable(), file: z.custom<File | null>() })
  .transform(({ source, file }, context) => {
    const problem = importChoiceProblem(source, file);
    if (problem === null && source !== null && file !== null) return { source, file };
    if (problem) {
      context.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    }
    return z.NEVER;
  });

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
  const form = useZodForm(importChoice, { defaultValues: { source: null, file: null } });
  const source = useWatch({ control: form.control, name: "source" });
  const [request, setRequest] = useState<ImportRequest | null>(null);
  // The last dry run's answer stays shown while the next one (a new mapping) runs.
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  const dryRun = useMutation({ ...previewImportMutation(), onSuccess: setPreview });
  const start = useMutation({
    ...startImportMutation(),
    onSuccess: (job) => {
      reset();
      onStarted(job);
    },
  });

  /** Back to the first step, the format kept, for another file. */
  function reset() {
    setRequest(null);
    setPreview(null);
    form.resetField("file");
    form.clearErrors();
    dryRun.reset();
  }

  async function check({ source, file }: z.output<typeof importChoice>) {
    const next: ImportRequest = { projectId, source, file };
    setRequest(next);
    start.reset();
    await dryRun.mutateAsync(next);
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
        <Form
          form={form}
          className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4"
          describeError={errorDetails}
          onSubmit={check}
        >
          <Controller
            control={form.control}
            name="source"
            render={({ field, fieldState }) => (
              <fieldset
                className="flex flex-col gap-2"
                aria-describedby={fieldState.error ? `${formatId}-error` : undefined}
              >
                <legend className="mb-1 text-sm font-medium">Format</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {IMPORT_SOURCES.map((value, index) => (
                    <label
                      key={value}
                      className={cn(
                        "flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm",
                        field.value === value && "border-primary bg-primary-soft",
                      )}
                    >
                      <input
                        ref={index === 0 ? field.ref : undefined}
                        type="radio"
                        name={formatId}
                        value={value}
                        checked={field.value === value}
                        onChange={() => field.onChange(value)}
                        onBlur={field.onBlur}
                        className="accent-primary"
                      />
                      {IMPORT_SOURCE_LABELS[value]}
                    </label>
                  ))}
                </div>
                {fieldState.error ? (
                  <p id={`${formatId}-error`} className="text-sm font-medium text-danger">
                    {fieldState.error.message}
                  </p>
                ) : null}
              </fieldset>
            )}
          />
          <FormField control={form.control} name="file" label="File" hint="Up to 20 MiB.">
            {(field, control) => (
              <Input
                {...control}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                type="file"
                accept={source ? IMPORT_ACCEPT[source] : ".json,.csv"}
                onChange={(event) => {
                  // A new file: the last one's refusal no longer holds.
                  form.clearErrors(FORM_ERROR);
                  dryRun.reset();
                  field.onChange(event.currentTarget.files?.[0] ?? null);
                }}
              />
            )}
          </FormField>
          <FormError />
          <FormSubmit className="self-start">
            <FileSearchIcon aria-hidden="true" />
            Check the file
          </FormSubmit>
        </Form>
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
