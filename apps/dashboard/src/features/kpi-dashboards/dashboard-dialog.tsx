/**
 * A dashboard's name and who sees it: private, or shared with the people of one project (its
 * consultant, its client, admins), who read it but do not change it. Used to create one and to
 * rename or re-share it.
 */
import { errorDetails } from "@cairn/api-client/errors";
import { createDashboardInput, type DashboardVisibility } from "@cairn/schema/dashboards";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Controller, Form, FormError, FormField, useWatch, useZodForm } from "@cairn/ui/form";
import { Input } from "@cairn/ui/input";
import { useState } from "react";
import { z } from "zod";
import { FormActions } from "../../parts/form-actions";
import { planLimitMessage } from "./kpi-requests";
import { SELECT_CLASSES } from "./select-classes";
import type { ProjectChoice } from "./widget-dialog";

export interface DashboardSettings {
  name: string;
  visibility: DashboardVisibility;
  projectId: number | null;
}

/**
 * The settings as the API checks them when a dashboard is made, its widgets aside. (A shared
 * dashboard's project is always one of the choices: the form cannot share without one.)
 */
const settingsForm = z
  .object(createDashboardInput.shape)
  .pick({ name: true, visibility: true, projectId: true });

/** A plan's limit is no mistake in the form: its sentence is shown as a warning. */
const PLAN_LIMIT_CLASSES = "border-warning/30 bg-warning-soft text-warning-soft-foreground";

export function DashboardDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  initial,
  projects,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial: DashboardSettings;
  projects: ProjectChoice[];
  /**
   * Sends the settings; while it runs the submit button is busy, and its refusal (a plan's
   * limit, a bad name) is shown above the buttons.
   */
  onSubmit: (settings: DashboardSettings) => Promise<unknown>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            A private dashboard is yours alone; a shared one is read by the people of its project.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <SettingsForm
            initial={initial}
            projects={projects}
            submitLabel={submitLabel}
            onCancel={() => onOpenChange(false)}
            onSubmit={onSubmit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({
  initial,
  projects,
  submitLabel,
  onCancel,
  onSubmit,
}: {
  initial: DashboardSettings;
  projects: ProjectChoice[];
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (settings: DashboardSettings) => Promise<unknown>;
}) {
  const form = useZodForm(settingsForm, {
    defaultValues: {
      name: initial.name,
      visibility: initial.visibility,
      projectId: initial.projectId ?? projects[0]?.id ?? null,
    },
    messages: { name: "Give the dashboard a name." },
  });
  const visibility = useWatch({ control: form.control, name: "visibility" });
  const [limited, setLimited] = useState(false);

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      describeError={(error) => {
        const limit = planLimitMessage(error);
        setLimited(limit !== undefined);
        return limit ? { message: limit } : errorDetails(error);
      }}
      onSubmit={(values) =>
        onSubmit({
          ...values,
          // The project chosen is kept while "Only me" is picked, but only a shared one has one.
          projectId: values.visibility === "shared" ? values.projectId : null,
        })
      }
    >
      <FormField control={form.control} name="name" label="Name" required>
        <Input maxLength={120} />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Who sees it</legend>
        <Controller
          control={form.control}
          name="visibility"
          render={({ field }) => (
            <>
              <label className="flex items-center gap-2 text-sm">
                <input
                  ref={field.ref}
                  type="radio"
                  name={field.name}
                  className="size-4 accent-primary"
                  checked={field.value === "private"}
                  onChange={() => field.onChange("private")}
                  onBlur={field.onBlur}
                />
                Only me
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={field.name}
                  className="size-4 accent-primary"
                  checked={field.value === "shared"}
                  disabled={projects.length === 0}
                  onChange={() => field.onChange("shared")}
                  onBlur={field.onBlur}
                />
                The people of a project
              </label>
            </>
          )}
        />
        {visibility === "shared" ? (
          <FormField control={form.control} name="projectId" label="Project" className="ml-6">
            {(field, control) => (
              <select
                {...control}
                ref={field.ref}
                name={field.name}
                className={SELECT_CLASSES}
                value={field.value ?? ""}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(Number(event.target.value))}
              >
                {projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
      </fieldset>
      <FormError className={limited ? PLAN_LIMIT_CLASSES : undefined} />
      <FormActions onCancel={onCancel} submit={submitLabel} />
    </Form>
  );
}
