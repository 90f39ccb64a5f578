import { errorDetails } from "@cairn/api-client/errors";
import { createLabelInput, LABEL_COLORS, type Label } from "@cairn/schema/labels";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, FormSubmit, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { useTRPC } from "../../lib/api";
import { pluralize } from "../../lib/format";
import { ActionError } from "../../parts/action-error";
import { ListSkeleton } from "../../parts/states";
import { ColorSwatches } from "./color-swatches";
import { LabelChip } from "./label-chip";
import {
  createLabelMutation,
  updateLabelMutation,
  useRefreshLabels,
  useRemoveLabel,
} from "./queries";
import { useLabels } from "./use-labels";

/** A label's fields, checked by the API's own rules. */
const labelForm = createLabelInput.pick({ name: true, color: true });
type LabelFormValues = z.input<typeof labelForm>;

function LabelFields({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <>
      <FormField<LabelFormValues, "name"> name="name" label="Name" required>
        <Input autoComplete="off" maxLength={40} autoFocus={autoFocus} />
      </FormField>
      <FormField<LabelFormValues, "color"> name="color" label="Colour">
        {(field, control) => (
          <ColorSwatches value={field.value ?? ""} onChange={field.onChange} control={control} />
        )}
      </FormField>
    </>
  );
}

function NewLabelForm({ projectId, taken }: { projectId: number; taken: number }) {
  const trpc = useTRPC();
  const refresh = useRefreshLabels(projectId);
  // A colour the project does not use yet, to start from.
  const next = LABEL_COLORS[taken % LABEL_COLORS.length]?.value ?? "#1d4ed8";
  const form = useZodForm(labelForm, { defaultValues: { name: "", color: next } });
  const create = useMutation(createLabelMutation(trpc));
  async function submit(values: z.output<typeof labelForm>) {
    const created = await create.mutateAsync({ projectId, ...values });
    await refresh();
    toast({ title: "Label added", description: `"${created.name}"`, variant: "success" });
    const following = LABEL_COLORS[(taken + 1) % LABEL_COLORS.length]?.value ?? values.color;
    form.reset({ name: "", color: following });
  }
  return (
    <Form
      form={form}
      onSubmit={submit}
      describeError={errorDetails}
      className="grid gap-3 rounded-lg border border-border p-3"
      aria-label="New label"
    >
      <LabelFields />
      <FormError />
      <div className="flex justify-end">
        <FormSubmit>
          <PlusIcon aria-hidden="true" />
          Add label
        </FormSubmit>
      </div>
    </Form>
  );
}

function EditLabelForm({
  projectId,
  label,
  onDone,
}: {
  projectId: number;
  label: Label;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshLabels(projectId);
  const form = useZodForm(labelForm, { defaultValues: { name: label.name, color: label.color } });
  const update = useMutation(updateLabelMutation(trpc));
  async function submit(values: z.output<typeof labelForm>) {
    await update.mutateAsync({ projectId, labelId: label.id, ...values });
    await refresh();
    toast({ title: "Label saved", description: `"${values.name}"`, variant: "success" });
    onDone();
  }
  return (
    <Form
      form={form}
      onSubmit={submit}
      describeError={errorDetails}
      className="grid gap-3"
      aria-label={`Edit label ${label.name}`}
    >
      <LabelFields autoFocus />
      <FormError />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <FormSubmit size="sm">Save label</FormSubmit>
      </div>
    </Form>
  );
}

function LabelRow({ projectId, label }: { projectId: number; label: Label }) {
  const [mode, setMode] = useState<"view" | "edit" | "delete">("view");
  const remove = useRemoveLabel(projectId, () =>
    toast({ title: "Label deleted", description: `"${label.name}"` }),
  );
  if (mode === "edit") {
    return (
      <li className="rounded-lg border border-border p-3">
        <EditLabelForm projectId={projectId} label={label} onDone={() => setMode("view")} />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <div className="flex items-center gap-3">
        <LabelChip label={label} />
        <span className="text-sm text-muted-foreground">{pluralize(label.taskCount, "task")}</span>
        <div className="ml-auto flex items-center">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Edit label ${label.name}`}
            onClick={() => setMode("edit")}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Delete label ${label.name}`}
            onClick={() => setMode("delete")}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </div>
      {mode === "delete" ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-danger-soft-foreground">
            {label.taskCount > 0
              ? `Delete "${label.name}"? It is taken off its ${pluralize(label.taskCount, "task")}.`
              : `Delete "${label.name}"?`}
          </span>
          <Button
            variant="destructive"
            size="sm"
            loading={remove.isPending}
            onClick={() => remove.mutate({ projectId, labelId: label.id })}
          >
            Yes, delete
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode("view")}>
            Keep it
          </Button>
        </div>
      ) : null}
      <ActionError error={remove.error} />
    </li>
  );
}

/**
 * The project's labels (docs/tasks.md, "Labels"), for its writers: add one with a colour of the
 * palette, rename or recolour one, delete one (it is taken off its tasks).
 */
export function LabelsDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Project labels</DialogTitle>
          <DialogDescription>
            Labels colour the cards and filter the board. Deleting one takes it off its tasks.
          </DialogDescription>
        </DialogHeader>
        {open ? <LabelsManager projectId={projectId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LabelsManager({ projectId }: { projectId: number }) {
  const { query, labels } = useLabels(projectId);
  if (query.isPending) return <ListSkeleton rows={2} label="Loading the labels" />;
  if (query.isError) return <ActionError error={query.error} />;
  return (
    <div className="grid gap-4">
      {labels.length === 0 ? (
        <p className="text-sm text-muted-foreground">No labels yet: add the first one below.</p>
      ) : (
        <ul className="grid max-h-72 gap-2 overflow-y-auto" aria-label="Labels">
          {labels.map((label) => (
            <LabelRow key={label.id} projectId={projectId} label={label} />
          ))}
        </ul>
      )}
      <NewLabelForm projectId={projectId} taken={labels.length} />
    </div>
  );
}
