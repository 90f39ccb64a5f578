/**
 * A dashboard's name and who sees it: private, or shared with the people of one project (its
 * consultant, its client, admins), who read it but do not change it. Used to create one and to
 * rename or re-share it.
 */
import type { DashboardVisibility } from "@cairn/schema/dashboards";
import { Button } from "@cairn/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@cairn/ui/dialog";
import { Field } from "@cairn/ui/field";
import { Input } from "@cairn/ui/input";
import { type FormEvent, type ReactNode, useState } from "react";
import { SELECT_CLASSES } from "./select-classes";
import type { ProjectChoice } from "./widget-dialog";

export interface DashboardSettings {
  name: string;
  visibility: DashboardVisibility;
  projectId: number | null;
}

export function DashboardDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  initial,
  projects,
  pending,
  error,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial: DashboardSettings;
  projects: ProjectChoice[];
  pending: boolean;
  /** The API's refusal (a plan's limit, a bad name), shown above the buttons. */
  error: ReactNode;
  onSubmit: (settings: DashboardSettings) => void;
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
            pending={pending}
            error={error}
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
  pending,
  error,
  submitLabel,
  onCancel,
  onSubmit,
}: {
  initial: DashboardSettings;
  projects: ProjectChoice[];
  pending: boolean;
  error: ReactNode;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (settings: DashboardSettings) => void;
}) {
  const [name, setName] = useState(initial.name);
  const [visibility, setVisibility] = useState(initial.visibility);
  const [projectId, setProjectId] = useState<number | null>(
    initial.projectId ?? projects[0]?.id ?? null,
  );
  const [nameError, setNameError] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError("Give the dashboard a name.");
      return;
    }
    onSubmit({
      name: name.trim(),
      visibility,
      projectId: visibility === "shared" ? projectId : null,
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label="Name" required error={nameError || undefined}>
        <Input value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Who sees it</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="visibility"
            className="size-4 accent-primary"
            checked={visibility === "private"}
            onChange={() => setVisibility("private")}
          />
          Only me
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="visibility"
            className="size-4 accent-primary"
            checked={visibility === "shared"}
            disabled={projects.length === 0}
            onChange={() => setVisibility("shared")}
          />
          The people of a project
        </label>
        {visibility === "shared" ? (
          <Field label="Project" className="ml-6">
            {(control) => (
              <select
                {...control}
                className={SELECT_CLASSES}
                value={projectId ?? ""}
                onChange={(event) => setProjectId(Number(event.target.value))}
              >
                {projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </fieldset>
      {error}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
