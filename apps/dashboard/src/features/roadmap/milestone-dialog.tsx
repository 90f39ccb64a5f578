import { errorDetails } from "@cairn/api-client/errors";
import { newMilestoneForm } from "@cairn/schema/milestones";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Textarea } from "@cairn/ui/textarea";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { FormActions } from "../../parts/form-actions";
import { createMilestoneMutation, useRoadmapChanged } from "./queries";
import { addDays } from "./timeline-model";

/** Adds a milestone by hand: a title, its dates (the due date on or after the start) and a note. */
export function MilestoneDialog({
  projectId,
  open,
  onClose,
  suggestedStart,
}: {
  projectId: number;
  open: boolean;
  onClose: () => void;
  /** The day after which the new milestone is suggested to start (the last one's due day). */
  suggestedStart: string;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Add milestone</DialogTitle>
          <DialogDescription>
            A stage of the roadmap, with the day it starts and the day it is due.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <NewMilestoneForm
            projectId={projectId}
            onClose={onClose}
            start={addDays(suggestedStart, 1)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function NewMilestoneForm({
  projectId,
  onClose,
  start,
}: {
  projectId: number;
  onClose: () => void;
  start: string;
}) {
  const trpc = useTRPC();
  const roadmapChanged = useRoadmapChanged(projectId);
  const form = useZodForm(newMilestoneForm, {
    defaultValues: { title: "", description: "", startDate: start, dueDate: addDays(start, 6) },
  });
  const create = useMutation({
    ...createMilestoneMutation(trpc),
    onSuccess: async (created) => {
      toast({ title: "Milestone added", description: created.title, variant: "success" });
      await roadmapChanged();
      onClose();
    },
  });
  return (
    <Form
      form={form}
      className="grid gap-4"
      describeError={errorDetails}
      onSubmit={(values) => create.mutateAsync({ projectId, ...values })}
    >
      <FormField control={form.control} name="title" label="Title">
        <Input autoComplete="off" />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField control={form.control} name="startDate" label="Starts">
          <Input type="date" />
        </FormField>
        <FormField control={form.control} name="dueDate" label="Due">
          <Input type="date" />
        </FormField>
      </div>
      <FormField control={form.control} name="description" label="Description" hint="Optional.">
        <Textarea rows={3} />
      </FormField>
      <FormError />
      <FormActions onCancel={onClose} submit="Add milestone" />
    </Form>
  );
}
