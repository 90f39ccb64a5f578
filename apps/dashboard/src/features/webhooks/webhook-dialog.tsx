import { errorDetails } from "@cairn/api-client/errors";
import type { CreatedWebhook, Webhook } from "@cairn/schema/webhooks";
import { Checkbox } from "@cairn/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Form, FormError, FormField, useWatch, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { Switch } from "@cairn/ui/switch";
import { toast } from "@cairn/ui/toast";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTRPC } from "../../lib/api";
import { FormActions } from "../../parts/form-actions";
import {
  createWebhookMutation,
  updateWebhookMutation,
  useWebhooksChanged,
  webhookSettingsQuery,
} from "./queries";
import {
  EVENT_TEXT,
  eventsFor,
  formPath,
  hookForm,
  hookInput,
  initialHookValues,
} from "./webhooks-model";

export interface ProjectChoice {
  id: number;
  name: string;
}

/**
 * Registering or changing a hook: its address, the events it hears and the projects they come
 * from (every project for administrators, or chosen ones). A new hook's secret is handed to
 * `onCreated`, to be shown once.
 */
export function WebhookDialog({
  open,
  hook,
  admin,
  projects,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** null: a new hook. */
  hook: Webhook | null;
  admin: boolean;
  projects: readonly ProjectChoice[];
  onClose: () => void;
  onCreated: (created: CreatedWebhook) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{hook ? "Edit webhook" : "New webhook"}</DialogTitle>
          <DialogDescription>
            Cairn POSTs signed JSON to this address when a chosen event happens (docs: Webhooks).
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <HookForm
            key={hook?.id ?? "new"}
            hook={hook}
            admin={admin}
            projects={projects}
            onDone={onClose}
            onCreated={onCreated}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function HookForm({
  hook,
  admin,
  projects,
  onDone,
  onCreated,
}: {
  hook: Webhook | null;
  admin: boolean;
  projects: readonly ProjectChoice[];
  onDone: () => void;
  onCreated: (created: CreatedWebhook) => void;
}) {
  const trpc = useTRPC();
  const refresh = useWebhooksChanged();
  const id = useId();
  const form = useZodForm(hookForm, { defaultValues: initialHookValues(hook, admin) });
  const allProjects = useWatch({ control: form.control, name: "allProjects" });
  const settings = useQuery(webhookSettingsQuery(trpc));
  const urlHint = settings.data?.allowPrivateTargets
    ? "Private targets are allowed (for tests): http and local addresses work too."
    : "https only; it must reach a public address.";
  const create = useMutation({ ...createWebhookMutation(trpc), onSuccess: refresh });
  const update = useMutation({ ...updateWebhookMutation(trpc), onSuccess: refresh });

  async function save(values: Parameters<typeof hookInput>[0]) {
    const input = hookInput(values);
    if (hook) {
      await update.mutateAsync({ webhookId: hook.id, ...input });
      toast({ title: "Webhook saved", variant: "success" });
      onDone();
      return;
    }
    const created = await create.mutateAsync(input);
    onDone();
    onCreated(created);
  }

  return (
    <Form
      form={form}
      className="grid gap-4"
      describeError={(error) => {
        const details = errorDetails(error);
        return {
          ...details,
          issues: details.issues.map((issue) => ({ ...issue, path: formPath(issue.path) })),
        };
      }}
      onSubmit={save}
    >
      <FormField name="url" label="Payload URL" required controlId={`${id}-url`} hint={urlHint}>
        <Input type="url" inputMode="url" placeholder="https://example.com/cairn-hook" />
      </FormField>
      {admin ? (
        <FormField
          control={form.control}
          name="allProjects"
          label="Every project"
          controlId={`${id}-all`}
        >
          {(field, control) => (
            <Switch
              {...control}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked)}
            />
          )}
        </FormField>
      ) : null}
      {!allProjects ? (
        <FormField
          control={form.control}
          name="projectIds"
          label="Projects"
          controlId={`${id}-projects`}
        >
          {(field, control) => (
            <fieldset
              id={control.id}
              aria-labelledby={control["aria-labelledby"]}
              aria-describedby={control["aria-describedby"]}
              className="grid max-h-40 gap-2 overflow-y-auto rounded-md border border-border p-3 sm:grid-cols-2"
            >
              {projects.length === 0 ? (
                <p className="text-sm text-muted-foreground">You lead no projects yet.</p>
              ) : null}
              {projects.map((project) => (
                <div key={project.id} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    id={`${id}-project-${project.id}`}
                    checked={field.value.includes(project.id)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true
                          ? [...field.value, project.id]
                          : field.value.filter((chosen) => chosen !== project.id),
                      )
                    }
                  />
                  <label
                    htmlFor={`${id}-project-${project.id}`}
                    className="min-w-0 cursor-pointer truncate"
                  >
                    {project.name}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
        </FormField>
      ) : null}
      <FormField control={form.control} name="events" label="Events" controlId={`${id}-events`}>
        {(field, control) => (
          <fieldset
            id={control.id}
            aria-labelledby={control["aria-labelledby"]}
            aria-describedby={control["aria-describedby"]}
            className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-2"
          >
            {eventsFor(allProjects).map((event) => (
              <div key={event} className="flex items-start gap-2 text-sm">
                <Checkbox
                  id={`${id}-event-${event}`}
                  className="mt-0.5"
                  checked={field.value.includes(event)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked === true
                        ? [...field.value, event]
                        : field.value.filter((chosen) => chosen !== event),
                    )
                  }
                />
                <label htmlFor={`${id}-event-${event}`} className="cursor-pointer">
                  <code className="text-xs">{event}</code>
                  <span className="block text-muted-foreground">{EVENT_TEXT[event]}</span>
                </label>
              </div>
            ))}
          </fieldset>
        )}
      </FormField>
      <FormError />
      <FormActions onCancel={onDone} submit={hook ? "Save webhook" : "Create webhook"} />
    </Form>
  );
}
