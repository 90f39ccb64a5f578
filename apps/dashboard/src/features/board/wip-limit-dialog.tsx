import { errorDetails } from "@cairn/api-client/errors";
import { type ProjectColumn, setWipLimitInput } from "@cairn/schema/board";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { useTRPC } from "../../lib/api";
import { FormActions } from "../../parts/form-actions";
import type { BoardColumn } from "./board-model";
import { setWipLimitMutation } from "./queries";

/** A soft work-in-progress limit for a column: shown when exceeded, never enforced. */
export function WipLimitDialog({
  projectId,
  column,
  onClose,
  onSaved,
}: {
  projectId: number;
  column: BoardColumn | null;
  onClose: () => void;
  onSaved: (column: ProjectColumn) => void;
}) {
  return (
    <Dialog open={column !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>WIP limit: {column?.title}</DialogTitle>
          <DialogDescription>
            A soft limit: the column shows a warning when it holds more tasks, nothing is blocked.
          </DialogDescription>
        </DialogHeader>
        {column ? (
          <WipForm
            key={column.key}
            projectId={projectId}
            column={column}
            onClose={onClose}
            onSaved={onSaved}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const WIP_MESSAGE = "Enter a whole number from 1 to 999, or leave it empty";

/** The limit as typed, read by the API's rule (`setWipLimitInput`): empty means no limit. */
const wipForm = z.object({
  wipLimit: z
    .string()
    .trim()
    .transform((typed) => (typed === "" ? null : Number(typed)))
    .pipe(setWipLimitInput.shape.wipLimit),
});

function WipForm({
  projectId,
  column,
  onClose,
  onSaved,
}: {
  projectId: number;
  column: BoardColumn;
  onClose: () => void;
  onSaved: (column: ProjectColumn) => void;
}) {
  const trpc = useTRPC();
  const form = useZodForm(wipForm, {
    defaultValues: { wipLimit: column.wipLimit === null ? "" : String(column.wipLimit) },
    messages: { wipLimit: WIP_MESSAGE },
  });
  const save = useMutation({
    ...setWipLimitMutation(trpc),
    onSuccess: (saved) => {
      toast({
        title: "WIP limit saved",
        description:
          saved.wipLimit === null
            ? `${saved.title} has no limit.`
            : `${saved.title}: at most ${saved.wipLimit} tasks.`,
        variant: "success",
      });
      onSaved(saved);
      onClose();
    },
  });

  return (
    <Form
      form={form}
      className="grid gap-4"
      describeError={errorDetails}
      onSubmit={({ wipLimit }) => save.mutateAsync({ projectId, columnId: column.key, wipLimit })}
    >
      <FormField
        control={form.control}
        name="wipLimit"
        label="Most tasks in this column"
        hint="Leave empty for no limit."
      >
        <Input type="number" inputMode="numeric" min={1} max={999} />
      </FormField>
      <FormError />
      <FormActions onCancel={onClose} submit="Save limit" />
    </Form>
  );
}
