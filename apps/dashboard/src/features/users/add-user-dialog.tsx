import { errorDetails } from "@cairn/api-client/errors";
import { appRole } from "@cairn/api-client/session";
import { ROLES } from "@cairn/schema/constants";
import type { InvitationLink } from "@cairn/schema/invitations";
import { inviteUserInput } from "@cairn/schema/invitations";
import { newPassword, role } from "@cairn/schema/users";
import { Button } from "@cairn/ui/button";
import { Checkbox } from "@cairn/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Controller, Form, FormError, FormField, FormSelect, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { UserPlusIcon } from "lucide-react";
import { useId, useState } from "react";
import { z } from "zod";
import { useTRPC } from "../../lib/api";
import { personName } from "../../lib/format";
import { FormActions } from "../../parts/form-actions";
import { ROLE_LABELS } from "../badges/badges";
import { InvitationLinkResult } from "../invitations/invitation-link";
import { createUserMutation, inviteUserMutation, useUsersChanged } from "./queries";

/**
 * The account's details, and either an invitation (the default: its owner chooses the password)
 * or a password typed by the admin, checked by the API's own rules.
 */
export const addUserForm = inviteUserInput
  .extend({ invite: z.boolean(), password: z.string() })
  .superRefine((values, ctx) => {
    if (values.invite) return;
    const checked = newPassword.safeParse(values.password);
    for (const issue of checked.success ? [] : checked.error.issues) {
      ctx.addIssue({ code: "custom", path: ["password"], message: issue.message });
    }
  });

/** "Add user" on the Users tab (admin). */
export function AddUserButton() {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<InvitationLink | null>(null);
  const close = () => {
    setOpen(false);
    setSent(null);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlusIcon aria-hidden="true" />
        Add user
      </Button>
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{sent ? "Invitation ready" : "Add User"}</DialogTitle>
            <DialogDescription>
              {sent
                ? "The new account is waiting for its owner to choose a password."
                : "Create an account. Its owner can choose their own password through an invitation."}
            </DialogDescription>
          </DialogHeader>
          {sent ? (
            <>
              <InvitationLinkResult invitation={sent} />
              <DialogFooter>
                <Button onClick={close}>Done</Button>
              </DialogFooter>
            </>
          ) : open ? (
            <AddUserForm onCancel={close} onInvited={setSent} />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function AddUserForm({
  onCancel,
  onInvited,
}: {
  onCancel: () => void;
  onInvited: (invitation: InvitationLink) => void;
}) {
  const trpc = useTRPC();
  const refresh = useUsersChanged();
  const inviteId = useId();
  const form = useZodForm(addUserForm, {
    defaultValues: {
      username: "",
      email: "",
      firstName: "",
      lastName: "",
      company: "",
      role: "user",
      invite: true,
      password: "",
    },
  });
  const invite = form.watch("invite");
  const inviteUser = useMutation(inviteUserMutation(trpc));
  const createUser = useMutation(createUserMutation(trpc));

  async function submit({
    invite: byInvitation,
    password,
    ...fields
  }: z.output<typeof addUserForm>) {
    if (byInvitation) {
      const { invitation } = await inviteUser.mutateAsync(fields);
      await refresh();
      onInvited(invitation);
      return;
    }
    const created = await createUser.mutateAsync({ ...fields, password });
    toast({
      title: "User created",
      description: `${personName(created)} can sign in as ${created.username}.`,
      variant: "success",
    });
    await refresh();
    onCancel();
  }

  return (
    <Form form={form} onSubmit={submit} describeError={errorDetails} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="firstName" label="First name">
          <Input autoComplete="off" />
        </FormField>
        <FormField control={form.control} name="lastName" label="Last name">
          <Input autoComplete="off" />
        </FormField>
      </div>
      <FormField control={form.control} name="username" label="Username" required>
        <Input autoComplete="off" />
      </FormField>
      <FormField control={form.control} name="email" label="Email" required>
        <Input type="email" autoComplete="off" />
      </FormField>
      <FormField control={form.control} name="company" label="Company">
        <Input autoComplete="off" />
      </FormField>
      <FormSelect
        control={form.control}
        name="role"
        label="Role"
        options={ROLES.map((option) => ({ value: option, label: ROLE_LABELS[appRole(option)] }))}
        fromOption={(option) => role.parse(option)}
      />
      <div className="flex items-start gap-3 rounded-md border p-3">
        <Controller
          control={form.control}
          name="invite"
          render={({ field }) => (
            <Checkbox
              id={inviteId}
              ref={field.ref}
              checked={field.value}
              aria-describedby={`${inviteId}-hint`}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        <div className="grid gap-1">
          <label htmlFor={inviteId} className="text-sm font-medium leading-none">
            Send an invitation instead of setting a password
          </label>
          <span id={`${inviteId}-hint`} className="text-muted-foreground text-sm">
            A single-use link, valid 7 days, where they choose their password and sign in.
          </span>
        </div>
      </div>
      {invite ? null : (
        <FormField
          control={form.control}
          name="password"
          label="Password"
          hint="At least 12 characters."
          required
        >
          <Input type="password" autoComplete="new-password" />
        </FormField>
      )}
      <FormError />
      <FormActions onCancel={onCancel} submit={invite ? "Create and invite" : "Create user"} />
    </Form>
  );
}
