import { appRole } from "@cairn/api-client/session";
import { ROLES } from "@cairn/schema/constants";
import type { User } from "@cairn/schema/users";
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
import { EmptyState } from "@cairn/ui/empty-state";
import { Field } from "@cairn/ui/field";
import { Input } from "@cairn/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@cairn/ui/select";
import { Switch } from "@cairn/ui/switch";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PencilIcon, UsersIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTRPC } from "../../lib/api";
import { personName } from "../../lib/format";
import { ActionError } from "../../shell/action-error";
import { Cell, DataTable, Row } from "../../shell/data-table";
import { ListSkeleton, QueryView } from "../../shell/states";
import { RoleBadge } from "../badges/badges";
import { useSession } from "../session/session-context";
import type { Person } from "./person";

const ROLE_OPTIONS: Readonly<Record<(typeof ROLES)[number], string>> = {
  admin: "Admin",
  consultant: "Consultant",
  user: "Client",
};

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

function EditUserForm({ user, onDone }: { user: User; onDone: () => void }) {
  const trpc = useTRPC();
  const me = useSession().user;
  const accessHint = useId();
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState(user.firstName ?? "");
  const [lastName, setLastName] = useState(user.lastName ?? "");
  const [email, setEmail] = useState(user.email);
  const [company, setCompany] = useState(user.company ?? "");
  const [role, setRole] = useState<Person["role"]>(user.role);
  const [canSignIn, setCanSignIn] = useState(user.disabledAt === null);
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const accessChanged = canSignIn !== (user.disabledAt === null);
    update.mutate({
      userId: user.id,
      firstName,
      lastName,
      email,
      company,
      role,
      ...(accessChanged ? { disabled: !canSignIn } : {}),
    });
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name">
          <Input
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            autoComplete="off"
          />
        </Field>
        <Field label="Last name">
          <Input
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            autoComplete="off"
          />
        </Field>
      </div>
      <Field label="Email" required>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </Field>
      <Field label="Company">
        <Input value={company} onChange={(e) => setCompany(e.target.value)} autoComplete="off" />
      </Field>
      <Field label="Role">
        {(control) => (
          <Select value={role} onValueChange={(value) => setRole(value as Person["role"])}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ROLES.map((option) => (
                <SelectItem key={option} value={option}>
                  {ROLE_OPTIONS[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
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
        <Switch
          checked={canSignIn}
          disabled={user.id === me.id}
          aria-labelledby={`${accessHint}-label`}
          aria-describedby={accessHint}
          onCheckedChange={setCanSignIn}
        />
      </div>
      <ActionError error={update.error} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save changes
        </Button>
      </DialogFooter>
    </form>
  );
}
