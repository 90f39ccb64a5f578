import { errorDetails } from "@cairn/api-client/errors";
import { dashboardPath, saveUser } from "@cairn/api-client/session";
import { acceptInvitationInput } from "@cairn/schema/invitations";
import { Form, FormError, FormField, FormSubmit, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { useTRPC } from "../../lib/api";
import { acceptInvitationMutation } from "./queries";

/** The password rules of the API (`acceptInvitationInput`), and the same typed twice. */
export const choosePasswordForm = acceptInvitationInput
  .pick({ password: true })
  .extend({ confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ["confirm"],
    error: "The two passwords are not the same.",
  });

/**
 * Choosing one's password through an invitation. On success the API has started the session;
 * the browser then opens the role's dashboard with a full load, so the session gate reads it.
 */
export function AcceptInvitationForm({
  token,
  username,
  onDone = (path: string) => window.location.assign(path),
}: {
  token: string;
  username: string;
  onDone?: (path: string) => void;
}) {
  const trpc = useTRPC();
  const form = useZodForm(choosePasswordForm, { defaultValues: { password: "", confirm: "" } });
  const accept = useMutation(acceptInvitationMutation(trpc));

  async function submit(values: z.output<typeof choosePasswordForm>) {
    const { user } = await accept.mutateAsync({ token, password: values.password });
    saveUser(user);
    onDone(dashboardPath(user.role));
  }

  return (
    <Form form={form} onSubmit={submit} describeError={errorDetails} className="grid gap-4">
      {/* Lets password managers save the new password under the right username. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormField
        control={form.control}
        name="password"
        label="Password"
        hint="At least 12 characters."
        required
      >
        <Input type="password" autoComplete="new-password" />
      </FormField>
      <FormField control={form.control} name="confirm" label="Confirm password" required>
        <Input type="password" autoComplete="new-password" />
      </FormField>
      <FormError />
      <FormSubmit className="w-full">Set password and sign in</FormSubmit>
    </Form>
  );
}
