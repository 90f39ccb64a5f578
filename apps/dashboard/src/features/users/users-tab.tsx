import { errorDetails } from "@cairn/api-client/errors";
import { appRole } from "@cairn/api-client/session";
import { ROLES } from "@cairn/schema/constants";
import { role, type User, updateUserInput } from "@cairn/schema/users";
import { Badge } from "@cairn/ui/badge";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { EmptyState } from "@cairn/ui/empty-state";
import { Controller, Form, FormError, FormField, FormSelect, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Switch } from "@cairn/ui/switch";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PencilIcon, UsersIcon } from "lucide-react";
import { useId, useState } from "react";
import type { z } from "zod";
import { useTRPC } from "../../lib/api";
import { personName } from "../../lib/format";
import { Cell, DataTable, Row } from "../../shell/data-table";
import { FormActions } from "../../shell/form-actions";
import { ListSkeleton, QueryView } from "../../shell/states";
import { ROLE_LABELS, RoleBadge } from "../badges/badges";
import { useSession } from "../session/session-context";
import { AddUserButton } from "./add-user-dialog";

/**
 * docs/product.md §2.17 Users: name, email, company, role badge and an Edit dialog — which can also turn
 * an account's access off (its sessions end at once; its projects and history stay).
 */
export function UsersTab() {
  const trpc = useTRPC();
  const users = useQuery(trpc.users.list.queryOptions());
  const [editing, setEditing] = useState<User | null>(null);

  return (
    <>
      <div className="mb-4 flex justify-end">
        <AddUserButton />
      </div>
      <QueryView
        query={users}
        skeleton={<ListSkeleton rows={6} />}
        errorTitle="Couldn't load users"
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={<UsersIcon />} title="No users yet" />
          ) : (
            <DataTable label="Users" head={["Name", "Email", "Company", "Role", "Actions"]}>
              {list.map((user) => (
                <Row key={user.id}>
                  <Cell>
                    <div className="flex flex-col">
                      <span className="font-medium">{personName(user)}</span>
                      <span className="text-muted-foreground">@{user.username}</span>
                    </div>
                  </Cell>
                  <Cell label="Email" className="text-muted-foreground">
                    {user.email}
                  </Cell>
                  <Cell label="Company">{user.company ?? "—"}</Cell>
                  <Cell label="Role">
                    <div className="flex flex-wrap gap-1.5">
                      <RoleBadge role={appRole(user.role)} />
                      {user.disabledAt ? <Badge variant="danger">Disabled</Badge> : null}
                    </div>
                  </Cell>
                  <Cell>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${personName(user)}`}
                      onClick={() => setEditing(user)}
                    >
                      <PencilIcon aria-hidden="true" />
                      Edit
                    </Button>
                  </Cell>
                </Row>
              ))}
            </DataTable>
          )
        }
      </QueryView>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
    </>
  );
}

function EditUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>
            {user ? `Update ${personName(user)}'s details and role.` : null}
          </DialogDescription>
        </DialogHeader>
        {user ? <EditUserForm key={user.id} user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** What the Edit dialog changes, checked by the API's own rules (`updateUserInput`). */
const editUserForm = updateUserInput.pick({
  firstName: true,
  lastName: true,
  email: true,
  company: true,
  role: true,
  disabled: true,
});

function EditUserForm({ user, onDone }: { user: User; onDone: () => void }) {
  const trpc = useTRPC();
  const me = useSession().user;
  const accessHint = useId();
  const queryClient = useQueryClient();
  const form = useZodForm(editUserForm, {
    defaultValues: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      email: user.email,
      company: user.company ?? "",
      role: user.role,
      disabled: user.disabledAt !== null,
    },
  });
  const update = useMutation(
    trpc.users.update.mutationOptions({
      onSuccess: async (saved) => {
        toast({
          title: "User updated",
          description: `${personName(saved)}'s details were saved.`,
          variant: "success",
        });
        onDone();
        await Promise.all([
          queryClient.invalidateQueries(trpc.users.pathFilter()),
          queryClient.invalidateQueries(trpc.overview.pathFilter()),
        ]);
      },
    }),
  );

  async function submit({ disabled, ...fields }: z.output<typeof editUserForm>) {
    // Access is sent only when it changed: saving details never re-enables an account by accident.
    const accessChanged = disabled !== (user.disabledAt !== null);
    await update.mutateAsync({
      userId: user.id,
      ...fields,
      ...(accessChanged ? { disabled } : {}),
    });
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
      <FormField control={form.control} name="email" label="Email" required>
        <Input type="email" required />
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
      <div className="flex items-start justify-between gap-4 rounded-md border p-3">
        <div className="grid gap-1">
          <span className="text-sm font-medium" id={`${accessHint}-label`}>
            Can sign in
          </span>
          <span className="text-muted-foreground text-sm" id={accessHint}>
            {user.id === me.id
              ? "You cannot turn off your own access."
              : "Turning this off signs them out everywhere at once. Their projects, tasks and history stay."}
          </span>
        </div>
        <Controller
          control={form.control}
          name="disabled"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              checked={field.value !== true}
              disabled={user.id === me.id}
              aria-labelledby={`${accessHint}-label`}
              aria-describedby={accessHint}
              onCheckedChange={(canSignIn) => field.onChange(!canSignIn)}
            />
          )}
        />
      </div>
      <FormError />
      <FormActions onCancel={onDone} submit="Save changes" />
    </Form>
  );
}
