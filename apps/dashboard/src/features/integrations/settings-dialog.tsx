import { errorMessage } from "@cairn/api-client/errors";
import {
  INTEGRATION_SETTINGS,
  type IntegrationName,
  isSecretKind,
  MASK_PREFIX,
  type SettingField,
} from "@cairn/schema/integration-settings";
import type { Integration } from "@cairn/schema/integrations";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Field, type FieldControlProps } from "@cairn/ui/field";
import { Input } from "@cairn/ui/input";
import { Switch } from "@cairn/ui/switch";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTRPC } from "../../lib/api";
import { savedDescription } from "./integrations-model";
import {
  initialValues,
  type SettingsValues,
  settingsIssues,
  settingsPayload,
} from "./settings-model";
import { useIntegrationUpdates } from "./use-integration-updates";

function fieldsOf(name: string): readonly SettingField[] {
  return INTEGRATION_SETTINGS[name as IntegrationName] ?? [];
}

/** 'Configure {name}' (docs/product.md §2.13): the integration's settings (§3.6), secrets masked. */
export function SettingsDialog({
  integration,
  onClose,
}: {
  integration: Integration | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={integration !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{integration ? `Configure ${integration.name}` : "Configure"}</DialogTitle>
          <DialogDescription>
            Fields marked * are needed before Cairn can connect. Saved secrets stay hidden: leave
            them as they are to keep them, or replace them.
          </DialogDescription>
        </DialogHeader>
        {integration ? (
          <SettingsForm key={integration.name} integration={integration} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ integration, onDone }: { integration: Integration; onDone: () => void }) {
  const trpc = useTRPC();
  const formId = useId();
  const { replace, refresh } = useIntegrationUpdates();
  const fields = fieldsOf(integration.name);
  const [values, setValues] = useState<SettingsValues>(() =>
    initialValues(fields, integration.settings),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const controlId = (key: string) => `${formId}-${key}`;

  const save = useMutation(
    trpc.integrations.updateSettings.mutationOptions({
      onSuccess: async (updated) => {
        replace(updated);
        toast({
          title: "Settings Updated",
          description: savedDescription(updated),
          variant: updated.configured && updated.lastError ? "destructive" : "success",
        });
        onDone();
        await refresh();
      },
      onError: (error) => {
        const issues = settingsIssues(error, fields);
        // Logged (docs/product.md §8); a refusal of what was typed is a warning, anything else an error.
        const log = Object.keys(issues.byField).length > 0 ? console.warn : console.error;
        log(`Failed to update integration settings (${integration.name}).`, error);
        setErrors(issues.byField);
        setOtherErrors(
          issues.other.length > 0 || Object.keys(issues.byField).length > 0
            ? issues.other
            : [errorMessage(error, "Something went wrong. Please try again.")],
        );
        toast({ title: "Error", description: "Failed to update integration settings." });
        const first = fields.find((field) => issues.byField[field.key]);
        if (first) document.getElementById(controlId(first.key))?.focus();
      },
    }),
  );

  function change(key: string, value: string | boolean) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setOtherErrors([]);
    save.mutate(settingsPayload(integration.name, fields, values));
  }

  if (fields.length === 0) {
    return <p className="text-sm text-muted-foreground">This integration has no settings.</p>;
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {fields.map((field) => (
        <SettingInput
          key={field.key}
          field={field}
          controlId={controlId(field.key)}
          value={values[field.key] ?? (field.kind === "boolean" ? false : "")}
          saved={integration.settings[field.key] ?? null}
          error={errors[field.key]}
          onChange={(value) => change(field.key, value)}
        />
      ))}
      {otherErrors.length > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground"
        >
          {otherErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save Settings
        </Button>
      </DialogFooter>
    </form>
  );
}

function SettingInput({
  field,
  controlId,
  value,
  saved,
  error,
  onChange,
}: {
  field: SettingField;
  controlId: string;
  value: string | boolean;
  saved: string | boolean | null;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}) {
  if (field.kind === "boolean") {
    return (
      <Field label={field.label} hint={field.hint} error={error} controlId={controlId}>
        <Switch checked={value === true} onCheckedChange={(checked) => onChange(checked)} />
      </Field>
    );
  }
  const text = typeof value === "string" ? value : "";
  if (isSecretKind(field.kind)) {
    const kept = typeof saved === "string" && saved.startsWith(MASK_PREFIX) && text === saved;
    return (
      <Field
        label={field.label}
        hint={kept ? `${field.hint} A value is saved: leave it to keep it.` : field.hint}
        error={error}
        required={field.required}
        controlId={controlId}
      >
        {(control) => (
          <SecretInput control={control} label={field.label} value={text} onChange={onChange} />
        )}
      </Field>
    );
  }
  return (
    <Field
      label={field.label}
      hint={field.hint}
      error={error}
      required={field.required}
      controlId={controlId}
    >
      <Input
        type={field.kind === "email" ? "email" : field.kind === "url" ? "url" : "text"}
        inputMode={field.numeric ? "numeric" : undefined}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={field.kind === "email" ? "email" : "off"}
        spellCheck={false}
      />
    </Field>
  );
}

/** A masked input with a Show button; a saved (masked) value is selected on focus to replace. */
function SecretInput({
  control,
  label,
  value,
  onChange,
}: {
  control: FieldControlProps;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input
        {...control}
        type={shown ? "text" : "password"}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={(event) => {
          if (event.target.value.startsWith(MASK_PREFIX)) event.target.select();
        }}
        autoComplete="off"
        spellCheck={false}
        className="pr-10 font-mono"
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Show ${label}`}
        aria-pressed={shown}
        aria-controls={control.id}
        className="absolute top-1/2 right-0.5 size-8 -translate-y-1/2"
        onClick={() => setShown((on) => !on)}
      >
        {shown ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
      </Button>
    </div>
  );
}
