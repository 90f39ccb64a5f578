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
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Controller, Form, FormError, FormField, FormSelect, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Switch } from "@cairn/ui/switch";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { PencilIcon, UserCheckIcon, UsersIcon, UserXIcon } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { useTRPC } from "../../lib/api";
import { formatDate, personName } from "../../lib/format";
import { refine } from "../../lib/list-view";
import { usePagedList } from "../../lib/use-paged-list";
import { ActionError } from "../../parts/action-error";
import { Cell, DataTable, Row } from "../../parts/data-table";
import { FormActions } from "../../parts/form-actions";
import { FilterSelect, PagedTable, SearchField, sortableHead } from "../../parts/list-controls";
import { ROLE_LABELS, RoleBadge } from "../badges/badges";
import { useSession } from "../session/session-context";
import { AddUserButton } from "./add-user-dialog";
import { updateUserMutation, usersPageQuery, useUsersChanged } from "./queries";
import { INITIAL_USERS_VIEW, isFiltered, sortUsers } from "./users-model";

/** The account's access, for the Status filter. */
const ACCESS_OPTIONS = [
  { value: "all", label: "Any status" },
  { value: "enabled", label: "Active" },
  { value: "disabled", label: "Deactivated" },
];

const ROLE_OPTIONS = [
  { value: "all", label: "All roles" },
  ...ROLES.map((option) => ({ value: option, label: ROLE_LABELS[appRole(option)] })),
];

/** `?person=<text>`: the search the tab opens with (the command palette links a person so). */
function useInitialSearch(): string {
  const [params] = useSearchParams();
  return params.get("person") ?? "";
}

/**
 * docs/product.md §2.17 Users: search (name, username, e-mail or company), filter by role and
 * status, sort by the column headers, page through; each row's Edit dialog, and Deactivate or
 * Reactivate with a confirmation (a deactivated account is signed out everywhere at once; its
 * projects and history stay).
 */
export function UsersTab() {
  const trpc = useTRPC();
  const me = useSession().user;
  const users = usePagedList({
    initial: INITIAL_USERS_VIEW,
    initialSearch: useInitialSearch(),
    sort: sortUsers,
    queryOptions: (view) => usersPageQuery(trpc, view),
  });
  const [editing, setEditing] = useState<User | null>(null);
  const [changingAccess, setChangingAccess] = useState<User | null>(null);

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchField
          label="Search people"
          placeholder="Name, username, e-mail or company"
          value={users.search}
          onChange={users.setSearch}
        />
        <FilterSelect
          label="Role"
          value={users.view.role}
          options={ROLE_OPTIONS}
          onChange={(role) => users.setView((current) => refine(current, { role }))}
        />
        <FilterSelect
          label="Status"
          value={users.view.access}
          options={ACCESS_OPTIONS}
          onChange={(access) => users.setView((current) => refine(current, { access }))}
        />
        <AddUserButton />
      </div>
      <PagedTable
        list={users}
        skeletonRows={6}
        errorTitle="Couldn't load users"
        filtered={isFiltered(users.view)}
        noMatches={{
          title: "No matching people",
          description: "Nobody matches this search and these filters.",
        }}
        empty={{ icon: <UsersIcon />, title: "No users yet" }}
        pager={{ label: "Pages of users", noun: "people" }}
      >
        {(rows) => (
          <DataTable
            label="Users"
            head={[
              sortableHead(users, "name", "Name"),
              sortableHead(users, "email", "Email"),
              "Company",
              sortableHead(users, "role", "Role"),
              sortableHead(users, "createdAt", "Added"),
              "Actions",
            ]}
          >
            {rows.map((user) => (
              <Row key={user.id} className={user.disabledAt ? "bg-muted/40" : undefined}>
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
                    {user.disabledAt ? <Badge variant="danger">Deactivated</Badge> : null}
                  </div>
                </Cell>
                <Cell label="Added" className="whitespace-nowrap text-muted-foreground">
                  {formatDate(user.createdAt)}
                </Cell>
                <Cell>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${personName(user)}`}
                      onClick={() => setEditing(user)}
                    >
                      <PencilIcon aria-hidden="true" />
                      Edit
                    </Button>
                    {user.id === me.id ? null : user.disabledAt ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Reactivate ${personName(user)}`}
                        onClick={() => setChangingAccess(user)}
                      >
                        <UserCheckIcon aria-hidden="true" />
                        Reactivate
                      </Button>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Deactivate ${personName(user)}`}
                        onClick={() => setChangingAccess(user)}
                      >
                        <UserXIcon aria-hidden="true" />
                        Deactivate
                      </Button>
                    )}
                  </div>
                </Cell>
              </Row>
            ))}
          </DataTable>
        )}
      </PagedTable>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <AccessDialog user={changingAccess} onClose={() => setChangingAccess(null)} />
    </div>
  );
}

/**
 * Deactivate or reactivate an account, after a confirmation that says what follows. The API
 * refuses one's own account and the last enabled admin; its reason is shown here.
 */
function AccessDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const trpc = useTRPC();
  const usersChanged = useUsersChanged();
  const deactivating = user !== null && user.disabledAt === null;
  const change = useMutation({
    ...updateUserMutation(trpc),
    onSuccess: async (saved) => {
      toast({
        title: saved.disabledAt ? "User deactivated" : "User reactivated",
        description: saved.disabledAt
          ? `${personName(saved)} is signed out and cannot sign in.`
          : `${personName(saved)} can sign in again.`,
        variant: "success",
      });
      onClose();
      await usersChanged();
    },
  });
  const name = user ? personName(user) : "";
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (open) return;
        change.reset();
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{deactivating ? `Deactivate ${name}?` : `Reactivate ${name}?`}</DialogTitle>
          <DialogDescription>
            {deactivating
              ? "They are signed out everywhere at once and cannot sign in until reactivated. Their projects, tasks and history stay."
              : "They can sign in again with their password, or through a new invitation."}
          </DialogDescription>
        </DialogHeader>
        <ActionError error={change.error} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant={deactivating ? "destructive" : "primary"}
            loading={change.isPending}
            onClick={() => user && change.mutate({ userId: user.id, disabled: deactivating })}
          >
            {deactivating ? "Deactivate" : "Reactivate"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
  const usersChanged = useUsersChanged();
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
  const update = useMutation({
    ...updateUserMutation(trpc),
    onSuccess: async (saved) => {
      toast({
        title: "User updated",
        description: `${personName(saved)}'s details were saved.`,
        variant: "success",
      });
      onDone();
      await usersChanged();
    },
  });

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
