/**
 * Adding or changing a widget: its kind, KPI, title, projects (none ticked: every project the
 * viewer may read) and period (the last N weeks, or fixed days). Checked with the contract's
 * `widget` schema, so the dialog refuses exactly what the API would.
 */
import {
  WIDGET_KIND_LABELS,
  WIDGET_KINDS,
  type Widget,
  type WidgetKind,
  widget as widgetSchema,
} from "@cairn/schema/dashboards";
import { KPI_INFO, KPI_KEYS, type KpiKey } from "@cairn/schema/kpis";
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
import { type FormEvent, useState } from "react";
import { unitCaption } from "./chart-data";
import { SELECT_CLASSES } from "./select-classes";

export interface ProjectChoice {
  id: number;
  name: string;
}

/** The kind that suits a KPI best, proposed when the KPI is picked first. */
const KIND_FOR: Partial<Record<KpiKey, WidgetKind>> = {
  throughput: "bar",
  cycle_time: "line",
  lead_time: "line",
  wip: "number",
  cumulative_flow: "cumulative_flow",
};

function newWidgetId(): string {
  return `w-${Math.random().toString(36).slice(2, 10)}`;
}

interface Draft {
  kind: WidgetKind;
  kpi: KpiKey;
  title: string;
  projectIds: number[];
  periodKind: "last_weeks" | "range";
  weeks: string;
  from: string;
  to: string;
}

function draftOf(widget: Widget | null): Draft {
  if (!widget) {
    return {
      kind: "bar",
      kpi: "throughput",
      title: "",
      projectIds: [],
      periodKind: "last_weeks",
      weeks: "12",
      from: "",
      to: "",
    };
  }
  return {
    kind: widget.kind,
    kpi: widget.kpi,
    title: widget.title,
    projectIds: widget.projectIds,
    periodKind: widget.period.kind,
    weeks: widget.period.kind === "last_weeks" ? String(widget.period.weeks) : "12",
    from: widget.period.kind === "range" ? widget.period.from : "",
    to: widget.period.kind === "range" ? widget.period.to : "",
  };
}

export function WidgetDialog({
  open,
  onOpenChange,
  widget,
  projects,
  layout,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The widget to change; null to add one. */
  widget: Widget | null;
  projects: ProjectChoice[];
  /** Where a new widget goes. */
  layout: Widget["layout"];
  onSubmit: (widget: Widget) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{widget ? "Edit widget" : "Add a widget"}</DialogTitle>
          <DialogDescription>
            Pick what it shows and how. Leave every project unticked to cover all of them.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <WidgetForm
            widget={widget}
            projects={projects}
            layout={layout}
            onCancel={() => onOpenChange(false)}
            onSubmit={onSubmit}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function WidgetForm({
  widget,
  projects,
  layout,
  onCancel,
  onSubmit,
}: {
  widget: Widget | null;
  projects: ProjectChoice[];
  layout: Widget["layout"];
  onCancel: () => void;
  onSubmit: (widget: Widget) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(widget));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = widgetSchema.safeParse({
      id: widget?.id ?? newWidgetId(),
      kind: draft.kind,
      kpi: draft.kpi,
      title: draft.title,
      projectIds: draft.projectIds,
      period:
        draft.periodKind === "last_weeks"
          ? { kind: "last_weeks", weeks: Number(draft.weeks) }
          : { kind: "range", from: draft.from, to: draft.to },
      layout: widget?.layout ?? layout,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === "period" ? "period" : String(issue.path[0] ?? "form");
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    onSubmit(parsed.data);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="KPI">
          {(control) => (
            <select
              {...control}
              className={SELECT_CLASSES}
              value={draft.kpi}
              onChange={(event) => {
                const kpi = event.target.value as KpiKey;
                set({ kpi, ...(widget ? {} : { kind: KIND_FOR[kpi] ?? "line" }) });
              }}
            >
              {KPI_KEYS.map((key) => (
                <option key={key} value={key}>
                  {KPI_INFO[key].label} ({unitCaption(KPI_INFO[key].unit)})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Shown as">
          {(control) => (
            <select
              {...control}
              className={SELECT_CLASSES}
              value={draft.kind}
              onChange={(event) => set({ kind: event.target.value as WidgetKind })}
            >
              {WIDGET_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {WIDGET_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        label="Title"
        hint={`Leave blank to use “${KPI_INFO[draft.kpi].label}”.`}
        error={errors.title}
      >
        <Input
          value={draft.title}
          maxLength={80}
          onChange={(event) => set({ title: event.target.value })}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Projects</legend>
        {projects.length === 0 ? (
          <p className="text-sm text-muted-foreground">All the projects you can see.</p>
        ) : (
          <div className="flex max-h-40 flex-col gap-1 overflow-auto rounded-md border border-border p-2">
            {projects.map((project) => (
              <label key={project.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={draft.projectIds.includes(project.id)}
                  onChange={(event) =>
                    set({
                      projectIds: event.target.checked
                        ? [...draft.projectIds, project.id]
                        : draft.projectIds.filter((id) => id !== project.id),
                    })
                  }
                />
                {project.name}
              </label>
            ))}
          </div>
        )}
        <p className="text-xs text-muted-foreground">
          None ticked: all your projects (the portfolio).
        </p>
        {errors.projectIds ? <p className="text-sm text-danger">{errors.projectIds}</p> : null}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Period</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="period"
            className="size-4 accent-primary"
            checked={draft.periodKind === "last_weeks"}
            onChange={() => set({ periodKind: "last_weeks" })}
          />
          The last weeks, up to today
        </label>
        {draft.periodKind === "last_weeks" ? (
          <Field label="Number of weeks" className="ml-6 max-w-40">
            <Input
              type="number"
              min={1}
              max={52}
              value={draft.weeks}
              onChange={(event) => set({ weeks: event.target.value })}
            />
          </Field>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="period"
            className="size-4 accent-primary"
            checked={draft.periodKind === "range"}
            onChange={() => set({ periodKind: "range" })}
          />
          Fixed dates
        </label>
        {draft.periodKind === "range" ? (
          <div className="ml-6 grid gap-2 sm:grid-cols-2">
            <Field label="From">
              <Input
                type="date"
                value={draft.from}
                onChange={(event) => set({ from: event.target.value })}
              />
            </Field>
            <Field label="To">
              <Input
                type="date"
                value={draft.to}
                onChange={(event) => set({ to: event.target.value })}
              />
            </Field>
          </div>
        ) : null}
        {errors.period ? (
          <p role="alert" className="text-sm text-danger">
            The period {errors.period}.
          </p>
        ) : null}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{widget ? "Save widget" : "Add widget"}</Button>
      </DialogFooter>
    </form>
  );
}
