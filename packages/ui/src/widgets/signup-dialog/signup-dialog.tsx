import type { TeamSizeBand } from "@cairn/schema/constants";
import { createLeadInput, teamSizeBand } from "@cairn/schema/leads";
import type { z } from "zod";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../dialog/dialog.js";
import { Form, FormField, FormSelect, FormSubmit, useZodForm } from "../../form/form.js";
import { Input } from "../../input/input.js";
import { useReturnFocus } from "../../return-focus/return-focus.js";

export interface SignupValues {
  name: string;
  email: string;
  company: string;
  /** One of the team size bands, or "" when none was chosen. */
  teamSize: string;
}

export interface SignupErrors {
  name?: string;
  email?: string;
}

/** The signup's fields, checked by the API's own rules for a lead (`createLeadInput`). */
const signupForm = createLeadInput.pick({ name: true, email: true, company: true, teamSize: true });

/** The signup form's checks (docs/product.md §5): a name, and an email address that looks valid. */
export function validateSignup(values: Pick<SignupValues, "name" | "email">): SignupErrors {
  const result = signupForm.pick({ name: true, email: true }).safeParse(values);
  const errors: SignupErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const [field] = issue.path;
    if ((field === "name" || field === "email") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const EMPTY: z.input<typeof signupForm> = { name: "", email: "", company: "", teamSize: "" };

export interface SignupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The team size choices, e.g. "1-5", "6-20", "21-50", "51+". */
  teamSizes: readonly string[];
  /** Names the chosen plan under the title, e.g. "Pro plan · $99/month". */
  planLabel?: string;
  /** The team size band the form starts with (the wizard's answer), or none. */
  initialTeamSize?: TeamSizeBand;
  /** Saves the signup. Resolve to close and reset the dialog; reject to keep what was typed. */
  onSubmit: (values: SignupValues) => Promise<void>;
}

function SignupForm({
  teamSizes,
  planLabel,
  initialTeamSize,
  onSubmit,
  onDone,
}: Omit<SignupDialogProps, "open" | "onOpenChange"> & { onDone: () => void }) {
  const form = useZodForm(signupForm, {
    defaultValues: { ...EMPTY, teamSize: initialTeamSize ?? "" },
  });

  async function submit(values: z.output<typeof signupForm>) {
    try {
      await onSubmit({
        name: values.name,
        email: values.email,
        company: values.company ?? "",
        teamSize: values.teamSize ?? "",
      });
      form.reset(EMPTY);
      onDone();
    } catch {
      // The caller reported the failure; what was typed stays.
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Start Your Free Trial</DialogTitle>
        <DialogDescription>
          {planLabel ? `${planLabel}. ` : ""}14 days with every feature, no credit card needed.
        </DialogDescription>
      </DialogHeader>
      <Form form={form} onSubmit={submit} className="grid gap-4">
        <FormField control={form.control} name="name" label="Full Name" required>
          <Input autoComplete="name" />
        </FormField>
        <FormField control={form.control} name="email" label="Email Address" required>
          <Input type="email" autoComplete="email" />
        </FormField>
        <FormField control={form.control} name="company" label="Company">
          <Input autoComplete="organization" />
        </FormField>
        <FormSelect
          control={form.control}
          name="teamSize"
          label="Team Size"
          placeholder="Select your team size"
          options={teamSizes.map((size) => ({ value: size, label: `${size} people` }))}
          fromOption={(option) => teamSizeBand.safeParse(option).data ?? ""}
        />
        <FormSubmit pendingText="Submitting..." className="mt-2 w-full">
          Start Free Trial
        </FormSubmit>
      </Form>
    </>
  );
}

/**
 * The free-trial signup dialog (docs/product.md §2.3): full name, email, company and team size, with the
 * checks of §5. It closes and resets after a successful submit.
 */
export function SignupDialog({ open, onOpenChange, ...form }: SignupDialogProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <SignupForm {...form} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
