import { errorMessage } from "@cairn/api-client/errors";
import {
  INTEGRATION_SETTINGS,
  type IntegrationName,
  isSecretKind,
  MASK_PREFIX,
  type SettingField,
} from "@cairn/schema/integration-settings";
import { type Integration, integrationSettingsInput } from "@cairn/schema/integrations";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import type { FieldControlProps } from "@cairn/ui/field";
import {
  Form,
  FormError,
  FormField,
  GENERIC_FORM_ERROR,
  type ServerFeedback,
  useWatch,
  useZodForm,
} from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Switch } from "@cairn/ui/switch";
import { toast } from "@cairn/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { EyeIcon, EyeOffIcon } from "lucide-react";
import { type Ref, useId, useState } from "react";
import { useTRPC } from "../../lib/api";
import { FormActions } from "../../parts/form-actions";
import { savedDescription } from "./integrations-model";
import { updateSettingsMutation, useIntegrationUpdates } from "./queries";
import {
  initialValues,
  pushScopesOf,
  type SettingsValues,
  settingsIssues,
  settingsPayload,
} from "./settings-model";

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

/** The settings as typed, checked by the API's shape of a settings object; each integration's
 * own rules (required fields, formats) are the API's, and come back as issues. */
const settingsForm = integrationSettingsInput.omit({ name: true });

function SettingsForm({ integration, onDone }: { integration: Integration; onDone: () => void }) {
  const trpc = useTRPC();
  const formId = useId();
  const { replace, refresh } = useIntegrationUpdates();
  const fields = fieldsOf(integration.name);
  const scopes = pushScopesOf(integration.name);
  const form = useZodForm(settingsForm, {
    defaultValues: initialValues(fields, integration.settings),
  });
  const controlId = (key: string) => `${formId}-${key}`;

  const save = useMutation({
    ...updateSettingsMutation(trpc),
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
      toast({ title: "Error", description: "Failed to update integration settings." });
    },
  });

  /** The API's issues under their fields, each a sentence starting with the field's label. */
  function describeError(error: unknown): ServerFeedback {
    const { byField, other } = settingsIssues(error, fields);
    return {
      message: errorMessage(error, GENERIC_FORM_ERROR),
      issues: [
        ...Object.entries(byField).map(([key, message]) => ({ path: [key], message })),
        ...other.map((message) => ({ path: [], message })),
      ],
    };
  }

  if (fields.length === 0) {
    return <p className="text-sm text-muted-foreground">This integration has no settings.</p>;
  }

  return (
    <Form
      form={form}
      className="grid gap-4"
      describeError={describeError}
      onSubmit={(values) =>
        save.mutateAsync(settingsPayload(integration.name, fields, asSettingsValues(values)))
      }
    >
      {scopes ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">
            For setting projects up in {integration.name}:{" "}
          </span>
          {scopes}
        </p>
      ) : null}
      {fields.map((field) => (
        <SettingInput
          key={field.key}
          field={field}
          controlId={controlId(field.key)}
          saved={integration.settings[field.key] ?? null}
        />
      ))}
      <FormError />
      <FormActions onCancel={onDone} submit="Save Settings" />
    </Form>
  );
}

/** The checked values as the settings model reads them (ids typed as numbers become text). */
function asSettingsValues(values: Record<string, unknown>): SettingsValues {
  const result: SettingsValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "boolean" || typeof value === "string") result[key] = value;
    else if (typeof value === "number") result[key] = String(value);
  }
  return result;
}

function SettingInput({
  field,
  controlId,
  saved,
}: {
  field: SettingField;
  controlId: string;
  saved: string | boolean | number | null;
}) {
  if (field.kind === "boolean") {
    return (
      <FormField name={field.key} label={field.label} hint={field.hint} controlId={controlId}>
        {(value, control) => (
          <Switch
            {...control}
            ref={value.ref}
            checked={value.value === true}
            onCheckedChange={(checked) => value.onChange(checked)}
          />
        )}
      </FormField>
    );
  }
  if (isSecretKind(field.kind)) {
    return <SecretSetting field={field} controlId={controlId} saved={saved} />;
  }
  return (
    <FormField
      name={field.key}
      label={field.label}
      hint={field.hint}
      required={field.required}
      controlId={controlId}
    >
      <Input
        type={field.kind === "email" ? "email" : field.kind === "url" ? "url" : "text"}
        inputMode={field.numeric ? "numeric" : undefined}
        autoComplete={field.kind === "email" ? "email" : "off"}
        spellCheck={false}
      />
    </FormField>
  );
}

/** A secret's field; a saved (masked) value left as it is says it is kept. */
function SecretSetting({
  field,
  controlId,
  saved,
}: {
  field: SettingField;
  controlId: string;
  saved: string | boolean | number | null;
}) {
  const typed: unknown = useWatch({ name: field.key });
  const kept = typeof saved === "string" && saved.startsWith(MASK_PREFIX) && typed === saved;
  return (
    <FormField
      name={field.key}
      label={field.label}
      hint={kept ? `${field.hint} A value is saved: leave it to keep it.` : field.hint}
      required={field.required}
      controlId={controlId}
    >
      {(value, control) => (
        <SecretInput
          control={control}
          inputRef={value.ref}
          label={field.label}
          value={typeof value.value === "string" ? value.value : ""}
          onChange={value.onChange}
        />
      )}
    </FormField>
  );
}

/** A masked input with a Show button; a saved (masked) value is selected on focus to replace. */
function SecretInput({
  control,
  inputRef,
  label,
  value,
  onChange,
}: {
  control: FieldControlProps;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input
        {...control}
        ref={inputRef}
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
