import { errorDetails } from "@cairn/api-client/errors";
import { TEAM_SIZE_BANDS } from "@cairn/schema/constants";
import {
  createTemplateInput,
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  type TemplateDetail,
  templateDetail,
} from "@cairn/schema/templates";
import { Button } from "@cairn/ui/button";
import { Checkbox } from "@cairn/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Skeleton } from "@cairn/ui/skeleton";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { z } from "zod";
import { useTRPC } from "../../lib/api";
import { FormActions } from "../../parts/form-actions";
import { newerVersion } from "../documents/conflict";
import { createTemplateMutation, updateTemplateMutation, useTemplateSaved } from "./queries";

const MarkdownEditor = lazy(() => import("../documents/markdown-editor"));

/**
 * What the editor's form holds: the template's input, with the tags as the comma-separated
 * words a person types (split when sent) and the effort as the text of its input.
 */
const editorForm = createTemplateInput.extend({
  tags: z.string().max(1000, { error: "must be at most 1000 characters" }),
  effortMinutes: z
    .string()
    .regex(/^\d{0,4}$/, { error: "must be a whole number of minutes from 5 to 2400" }),
});
type EditorValues = z.input<typeof editorForm>;

function valuesOf(template: TemplateDetail | null): EditorValues {
  return {
    name: template?.name ?? "",
    category: template?.category ?? "",
    purpose: template?.purpose ?? "",
    body: template?.body ?? "",
    methods: template?.methods ?? [],
    teamSizes: template?.teamSizes ?? [],
    tags: template?.tags.join(", ") ?? "",
    effortMinutes: template?.effortMinutes ? String(template.effortMinutes) : "",
  };
}

/** The comma-separated words of the tags field, as the API takes them. */
export function tagList(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * An administrator writes the organisation's own template, or edits one: its details, and its
 * body in the Markdown editor (loaded only when the dialog opens). An edit names the version it
 * started from; if someone saved meanwhile, the dialog says so and offers their version.
 */
export function TemplateEditorDialog({
  template,
  categories,
  open,
  onOpenChange,
  onSaved,
}: {
  /** The template to edit; null to write a new one. */
  template: TemplateDetail | null;
  categories: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (template: TemplateDetail) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{template ? `Edit “${template.name}”` : "New template"}</DialogTitle>
          <DialogDescription>
            Fields such as {"{{project.name}}"} or {"{{client.company}}"} are filled in when the
            template is used in a project.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <EditorForm
            key={template?.id ?? "new"}
            template={template}
            categories={categories}
            onClose={() => onOpenChange(false)}
            onSaved={onSaved}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditorForm({
  template,
  categories,
  onClose,
  onSaved,
}: {
  template: TemplateDetail | null;
  categories: readonly string[];
  onClose: () => void;
  onSaved?: (template: TemplateDetail) => void;
}) {
  const trpc = useTRPC();
  const templateSaved = useTemplateSaved();
  const [baseVersion, setBaseVersion] = useState(template?.version ?? 1);
  const [newer, setNewer] = useState<TemplateDetail | null>(null);
  const form = useZodForm(editorForm, { defaultValues: valuesOf(template) });

  const saved = (result: TemplateDetail, created: boolean) => {
    templateSaved(result);
    toast({
      title: created ? "Template added" : "Template saved",
      description: `“${result.name}” is in the library (version ${result.version}).`,
      variant: "success",
    });
    onSaved?.(result);
    onClose();
  };
  const create = useMutation({
    ...createTemplateMutation(trpc),
    onSuccess: (result) => saved(result, true),
  });
  const update = useMutation({
    ...updateTemplateMutation(trpc),
    onSuccess: (result) => saved(result, false),
    onError: (error) => setNewer(newerVersion(error, templateDetail) ?? null),
  });

  const submit = (values: z.output<typeof editorForm>) => {
    const input = {
      ...values,
      tags: tagList(values.tags),
      effortMinutes: values.effortMinutes ? Number(values.effortMinutes) : null,
    };
    return template
      ? update.mutateAsync({ ...input, templateId: template.id, baseVersion })
      : create.mutateAsync(input);
  };

  const takeNewer = () => {
    if (!newer) return;
    form.reset(valuesOf(newer));
    setBaseVersion(newer.version);
    setNewer(null);
  };

  return (
    <Form form={form} className="grid gap-4" describeError={errorDetails} onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="name" label="Name">
          <Input />
        </FormField>
        <FormField control={form.control} name="category" label="Category">
          <Input list="template-categories" />
        </FormField>
        <datalist id="template-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>
      <FormField control={form.control} name="purpose" label="Purpose (one line)">
        <Input />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="tags"
          label="Tags"
          hint="Separated by commas, e.g. risk, governance"
        >
          <Input />
        </FormField>
        <FormField control={form.control} name="effortMinutes" label="Effort (minutes)">
          <Input inputMode="numeric" />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckboxGroup
          legend="Delivery methods"
          options={DELIVERY_METHODS.map((method) => [method, DELIVERY_METHOD_LABELS[method]])}
          value={form.watch("methods") ?? []}
          onChange={(next) => form.setValue("methods", next as (typeof DELIVERY_METHODS)[number][])}
        />
        <CheckboxGroup
          legend="Team sizes"
          options={TEAM_SIZE_BANDS.map((band) => [band, `${band} people`])}
          value={form.watch("teamSizes") ?? []}
          onChange={(next) =>
            form.setValue("teamSizes", next as (typeof TEAM_SIZE_BANDS)[number][])
          }
        />
      </div>
      <FormField control={form.control} name="body" label="Body (Markdown)">
        {(field, control) => (
          <Suspense fallback={<Skeleton className="h-96 w-full" aria-label="Loading the editor" />}>
            <div id={control.id} aria-describedby={control["aria-describedby"]}>
              <MarkdownEditor
                value={field.value ?? ""}
                onChange={field.onChange}
                label="Template body, Markdown"
              />
            </div>
          </Suspense>
        )}
      </FormField>
      {newer ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md bg-warning-soft p-3 text-sm text-warning-soft-foreground"
        >
          <span className="flex-1">
            Version {newer.version} was saved while you edited. Load it to start again from there;
            your changes here will be replaced.
          </span>
          <Button size="sm" variant="outline" onClick={takeNewer}>
            Load version {newer.version}
          </Button>
        </div>
      ) : null}
      <FormError />
      <FormActions onCancel={onClose} submit={template ? "Save template" : "Add template"} />
    </Form>
  );
}

function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly (readonly [string, string])[];
  value: readonly string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map(([key, label]) => {
        const id = `${legend}-${key}`.replace(/\W+/g, "-").toLowerCase();
        return (
          <div key={key} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={value.includes(key)}
              onCheckedChange={(checked) =>
                onChange(checked === true ? [...value, key] : value.filter((item) => item !== key))
              }
            />
            <label htmlFor={id} className="text-sm">
              {label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
