import { type FormEvent, useRef, useState } from "react";
import { Button } from "../button/button.js";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../dialog/dialog.js";
import { Field } from "../field/field.js";
import { Input } from "../input/input.js";
import { useReturnFocus } from "../return-focus/return-focus.js";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.js";

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The signup form's checks (docs/product.md §5): a name, and an email address that looks valid. */
export function validateSignup({
  name,
  email,
}: Pick<SignupValues, "name" | "email">): SignupErrors {
  const errors: SignupErrors = {};
  if (name.trim() === "") errors.name = "Name is required";
  if (!EMAIL.test(email.trim())) errors.email = "Please enter a valid email";
  return errors;
}

const EMPTY: SignupValues = { name: "", email: "", company: "", teamSize: "" };

export interface SignupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The team size choices, e.g. "1-5", "6-20", "21-50", "51+". */
  teamSizes: readonly string[];
  /** Names the chosen plan under the title, e.g. "Pro plan · $99/month". */
  planLabel?: string;
  /** Saves the signup. Resolve to close and reset the dialog; reject to keep what was typed. */
  onSubmit: (values: SignupValues) => Promise<void>;
}

function SignupForm({
  teamSizes,
  planLabel,
  onSubmit,
  onDone,
}: Omit<SignupDialogProps, "open" | "onOpenChange"> & { onDone: () => void }) {
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [pending, setPending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const set = (key: keyof SignupValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    setPending(true);
    try {
      await onSubmit({
        name: values.name.trim(),
        email: values.email.trim(),
        company: values.company.trim(),
        teamSize: values.teamSize,
      });
      setValues(EMPTY);
      setPending(false);
      onDone();
    } catch {
      setPending(false);
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
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field label="Full Name" error={errors.name} required>
          <Input
            ref={nameRef}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => set("name")(event.target.value)}
          />
        </Field>
        <Field label="Email Address" error={errors.email} required>
          <Input
            ref={emailRef}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set("email")(event.target.value)}
          />
        </Field>
        <Field label="Company">
          <Input
            name="company"
            autoComplete="organization"
            value={values.company}
            onChange={(event) => set("company")(event.target.value)}
          />
        </Field>
        <Field label="Team Size">
          {(control) => (
            <Select value={values.teamSize} onValueChange={set("teamSize")}>
              <SelectTrigger {...control}>
                <SelectValue placeholder="Select your team size" />
              </SelectTrigger>
              <SelectContent>
                {teamSizes.map((size) => (
                  <SelectItem key={size} value={size}>
                    {size} people
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </Field>
        <Button type="submit" disabled={pending} className="mt-2 w-full">
          {pending ? "Submitting..." : "Start Free Trial"}
        </Button>
      </form>
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
