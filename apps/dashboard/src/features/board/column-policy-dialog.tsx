import { errorDetails } from "@cairn/api-client/errors";
import type { ProjectColumn } from "@cairn/schema/board";
import {
  ALLOWED_REQUIREMENTS,
  type ColumnRequirement,
  describePolicy,
  normaliseRequirements,
  REQUIREMENT_TEXT,
  setColumnPolicyInput,
} from "@cairn/schema/column-policies";
import { Checkbox } from "@cairn/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, useZodForm } from "@cairn/ui/form";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { z } from "zod";
import { useTRPC } from "../../lib/api";
import { FormActions } from "../../parts/form-actions";
import type { BoardColumn } from "./board-model";
import { setPolicyMutation } from "./queries";

/**
 * A column's policy, the team's definition of done (docs/column-policies.md): what a card needs
 * before it moves on from the column. Enforced: the board and the API refuse a move without it.
 */
export function ColumnPolicyDialog({
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
          <DialogTitle>Definition of done: {column?.title}</DialogTitle>
          <DialogDescription>
            A card moves on from this column only when it meets what is ticked here. Moving a card
            back, for rework, is never held.
          </DialogDescription>
        </DialogHeader>
        {column ? (
          <PolicyForm
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

/** The ticked requirements, read by the API's rule (`setColumnPolicyInput`). */
const policyForm = z.object({ requires: setColumnPolicyInput.shape.requires });

/** "a complete checklist" as a checkbox's label: "A complete checklist". */
const asLabel = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function PolicyForm({
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
  const boxes = useId();
  const form = useZodForm(policyForm, { defaultValues: { requires: column.requires } });
  const save = useMutation({
    ...setPolicyMutation(trpc),
    onSuccess: (saved) => {
      toast({
        title: "Policy saved",
        description: describePolicy(saved.requires) ?? `${saved.title} asks for nothing.`,
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
      onSubmit={({ requires }) =>
        save.mutateAsync({
          projectId,
          columnId: column.key,
          requires: normaliseRequirements(requires),
        })
      }
    >
      <FormField
        control={form.control}
        name="requires"
        label="A card moves on with"
        hint="Tick nothing and the column asks for nothing."
      >
        {(field, control) => (
          <fieldset
            id={control.id}
            aria-labelledby={control["aria-labelledby"]}
            aria-describedby={control["aria-describedby"]}
            className="m-0 grid gap-2 border-0 p-0"
          >
            {/* Only what the column may ask: a pass through Review before it, approval in it. */}
            {ALLOWED_REQUIREMENTS[column.key].map((requirement: ColumnRequirement) => {
              const id = `${boxes}-${requirement}`;
              const ticked: ColumnRequirement[] = field.value;
              return (
                <div key={requirement} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={ticked.includes(requirement)}
                    aria-invalid={control["aria-invalid"]}
                    onCheckedChange={(next) =>
                      field.onChange(
                        next === true
                          ? [...ticked, requirement]
                          : ticked.filter((other) => other !== requirement),
                      )
                    }
                  />
                  <label htmlFor={id} className="cursor-pointer text-sm">
                    {asLabel(REQUIREMENT_TEXT[requirement])}
                  </label>
                </div>
              );
            })}
          </fieldset>
        )}
      </FormField>
      <FormError />
      <FormActions onCancel={onClose} submit="Save policy" />
    </Form>
  );
}
