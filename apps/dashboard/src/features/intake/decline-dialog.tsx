import { errorDetails, isAppError } from "@cairn/api-client/errors";
import { declineIntakeInput, type IntakeRequest, MAX_DECLINE_REASON } from "@cairn/schema/intake";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, useZodForm } from "@cairn/ui/form";
import { Textarea } from "@cairn/ui/textarea";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../lib/api";
import { FormActions } from "../../parts/form-actions";
import { declineIntakeMutation, useIntakeChanged, useIntakeDecided } from "./queries";

const reasonForm = declineIntakeInput.pick({ reason: true });

/**
 * "Decline…" a new request: asks why (required), for the person who asked, who reads it with
 * the request's status. A refusal (the request decided meanwhile: 409) shows above the buttons.
 */
export function DeclineDialog({
  projectId,
  request,
  onClose,
}: {
  projectId: number;
  /** The request to decline; the dialog is closed while null. */
  request: IntakeRequest | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Decline this request?</DialogTitle>
          <DialogDescription className="break-words">
            {request ? `“${request.title}” will not become a task.` : null}
          </DialogDescription>
        </DialogHeader>
        {request ? (
          <ReasonForm key={request.id} projectId={projectId} request={request} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ReasonForm({
  projectId,
  request,
  onClose,
}: {
  projectId: number;
  request: IntakeRequest;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const decided = useIntakeDecided(projectId);
  const changed = useIntakeChanged(projectId);
  const form = useZodForm(reasonForm, { defaultValues: { reason: "" } });
  const decline = useMutation({
    ...declineIntakeMutation(trpc),
    onSuccess: async () => {
      toast({ title: "Request declined", description: request.title, variant: "success" });
      await decided();
      onClose();
    },
    onError: (error) => {
      if (isAppError(error, "CONFLICT")) void changed();
    },
  });
  return (
    <Form
      form={form}
      className="grid gap-4"
      describeError={errorDetails}
      onSubmit={(values) =>
        decline.mutateAsync({ projectId, requestId: request.id, reason: values.reason })
      }
    >
      <FormField
        control={form.control}
        name="reason"
        label="Reason"
        hint="The person who asked sees this reason."
        required
      >
        <Textarea rows={4} maxLength={MAX_DECLINE_REASON} />
      </FormField>
      <FormError />
      <FormActions onCancel={onClose} submit="Decline request" />
    </Form>
  );
}
