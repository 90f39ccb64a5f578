import { errorDetails } from "@cairn/api-client/errors";
import { createIntakeInput, MAX_INTAKE_TEXT, MAX_INTAKE_TITLE } from "@cairn/schema/intake";
import { Form, FormError, FormField, FormSubmit, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Textarea } from "@cairn/ui/textarea";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { SendIcon } from "lucide-react";
import { useTRPC } from "../../lib/api";
import { SectionCard } from "../../parts/page-header";
import { createIntakeMutation, useIntakeChanged } from "./queries";

const requestForm = createIntakeInput.pick({ title: true, description: true });

/**
 * "New request": anyone on the project asks for work, a title and, if they wish, some details.
 * The request waits in triage; the client follows what becomes of it in the list below.
 */
export function NewRequestForm({ projectId, staff }: { projectId: number; staff: boolean }) {
  const trpc = useTRPC();
  const changed = useIntakeChanged(projectId);
  const form = useZodForm(requestForm, { defaultValues: { title: "", description: "" } });
  const create = useMutation({
    ...createIntakeMutation(trpc),
    onSuccess: async (saved) => {
      toast({ title: "Request sent", description: saved.title, variant: "success" });
      form.reset({ title: "", description: "" });
      await changed();
    },
  });
  return (
    <SectionCard
      title="New request"
      description={
        staff
          ? "Log a request for work on this project: it waits in triage with the others."
          : "Ask for work on this project. Your consultant accepts it as a task, or tells you why not; you follow it below."
      }
    >
      <Form
        form={form}
        className="grid min-w-0 gap-4"
        describeError={errorDetails}
        onSubmit={(values) =>
          create.mutateAsync({
            projectId,
            title: values.title,
            description: values.description,
          })
        }
      >
        <FormField control={form.control} name="title" label="What do you need?" required>
          <Input autoComplete="off" maxLength={MAX_INTAKE_TITLE} />
        </FormField>
        <FormField
          control={form.control}
          name="description"
          label="Details"
          hint="Optional: what it is for, by when, anything that helps."
        >
          <Textarea rows={3} maxLength={MAX_INTAKE_TEXT} />
        </FormField>
        <FormError />
        <div>
          <FormSubmit>
            <SendIcon aria-hidden="true" />
            Send request
          </FormSubmit>
        </div>
      </Form>
    </SectionCard>
  );
}
