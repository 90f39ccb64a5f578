import { errorDetails } from "@cairn/api-client/errors";
import type { CreatedToken } from "@cairn/schema/api-tokens";
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
import { KeyRoundIcon, TriangleAlertIcon } from "lucide-react";
import { useId, useState } from "react";
import { formatDate } from "../../lib/format";
import { FormActions } from "../../parts/form-actions";
import {
  type CreateTokenForm,
  createTokenForm,
  createTokenRequest,
  EXPIRY_OPTIONS,
  scopeLabel,
  WRITE_SCOPES,
} from "./api-access-model";
import { CopyField } from "./copy-field";
import { useCreateToken } from "./queries";

/** "Create token": name, what it may change, expiry; then its secret, once. */
export function CreateTokenButton({ admin }: { admin: boolean }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const close = () => {
    setOpen(false);
    setCreated(null);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <KeyRoundIcon aria-hidden="true" />
        Create token
      </Button>
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{created ? "Token created" : "Create token"}</DialogTitle>
            <DialogDescription>
              {created
                ? "Copy the token now: it is shown this once and cannot be seen again."
                : "A token acts as you, with the rights you choose, until it expires or you revoke it."}
            </DialogDescription>
          </DialogHeader>
          {created ? (
            <>
              <p
                role="alert"
                className="flex items-start gap-2 rounded-md border border-warning/30 bg-warning-soft p-3 text-sm text-warning-soft-foreground"
              >
                <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  Keep it like a password: anyone who has it can use Cairn's API as you. Store it in
                  your BI tool or a secret manager, never in a shared document.
                </span>
              </p>
              <CopyField label={`Token "${created.name}"`} value={created.secret} what="Token" />
              <p className="text-muted-foreground text-sm">
                Works until {formatDate(created.expiresAt)}. Send it as{" "}
                <code className="font-mono">Authorization: Bearer …</code>
              </p>
              <DialogFooter>
                <Button onClick={close}>Done</Button>
              </DialogFooter>
            </>
          ) : open ? (
            <CreateTokenFields admin={admin} onCancel={close} onCreated={setCreated} />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function CreateTokenFields({
  admin,
  onCancel,
  onCreated,
}: {
  admin: boolean;
  onCancel: () => void;
  onCreated: (token: CreatedToken) => void;
}) {
  const createToken = useCreateToken();
  const groupId = useId();
  const form = useZodForm(createTokenForm, {
    defaultValues: { name: "", kind: "personal", expiresInDays: "90", write: [] },
  });

  async function submit(values: CreateTokenForm) {
    onCreated(await createToken(createTokenRequest(values)));
  }

  return (
    <Form form={form} onSubmit={submit} describeError={errorDetails} className="grid gap-4">
      <FormField
        control={form.control}
        name="name"
        label="Name"
        hint="What uses it, such as “Power BI — delivery report”."
        required
      >
        <Input autoComplete="off" />
      </FormField>
      {admin ? (
        <FormSelect
          control={form.control}
          name="kind"
          label="Kind"
          options={[
            { value: "personal", label: "Personal (yours)" },
            { value: "service", label: "Service (listed for every admin)" },
          ]}
          fromOption={(option) => (option === "service" ? "service" : "personal")}
        />
      ) : null}
      <fieldset className="grid gap-2" aria-describedby={`${groupId}-hint`}>
        <legend className="text-sm font-medium">Access</legend>
        <p id={`${groupId}-hint`} className="text-muted-foreground text-sm">
          Every token reads what you can see. Add changes only if a script needs them.
        </p>
        <Controller
          control={form.control}
          name="write"
          render={({ field }) => (
            <div className="grid gap-2">
              {WRITE_SCOPES.map((scope) => {
                const id = `${groupId}-${scope}`;
                const checked = field.value.includes(scope);
                return (
                  <div key={scope} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(next) =>
                        field.onChange(
                          next === true
                            ? [...field.value, scope]
                            : field.value.filter((value: string) => value !== scope),
                        )
                      }
                    />
                    <label htmlFor={id} className="text-sm">
                      {scopeLabel(scope)} <code className="text-muted-foreground">{scope}</code>
                    </label>
                  </div>
                );
              })}
            </div>
          )}
        />
      </fieldset>
      <FormSelect
        control={form.control}
        name="expiresInDays"
        label="Expires after"
        options={EXPIRY_OPTIONS}
      />
      <FormError />
      <FormActions onCancel={onCancel} submit="Create token" />
    </Form>
  );
}
