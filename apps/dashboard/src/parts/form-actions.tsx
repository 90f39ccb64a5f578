import { Button } from "@cairn/ui/button";
import { DialogFooter } from "@cairn/ui/dialog";
import { FormSubmit } from "@cairn/ui/form";
import type { ReactNode } from "react";

/** A dialog form's Cancel and submit buttons, the submit busy while the form submits. */
export function FormActions({
  onCancel,
  submit,
  disabled,
}: {
  onCancel: () => void;
  submit: ReactNode;
  /** The submit button cannot be used (a limit reached, nothing to send). */
  disabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <FormSubmit disabled={disabled}>{submit}</FormSubmit>
    </DialogFooter>
  );
}
