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
  type WidgetPeriod,
  type widgetPeriod,
  widget as widgetSchema,
} from "@cairn/schema/dashboards";
import { KPI_INFO, KPI_KEYS, type KpiKey } from "@cairn/schema/kpis";
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

/**
 * What the dialog's fields hold: the widget as the contract has it, but its period as typed (the
 * weeks as the text of their input, and the days of fixed dates kept while the other is picked).
 */
interface WidgetDraft extends Omit<Widget, "period"> {
  period: { kind: WidgetPeriod["kind"]; weeks: string; from: string; to: string };
}

/** The period typed, as the contract writes it: only the chosen kind's fields. */
function periodOf(period: WidgetDraft["period"]): z.input<typeof widgetPeriod> {
  return period.kind === "last_weeks"
    ? { kind: "last_weeks", weeks: Number(period.weeks) }
    : { kind: "range", from: period.from, to: period.to };
}

/**
 * The contract's `widget` over the dialog's fields, so the dialog refuses exactly what the API
 * would. Any issue of the period, of its weeks or its days, is said of the period as a whole.
 */
const widgetForm = z.custom<WidgetDraft>().transform((draft, context) => {
  const checked = widgetSchema.safeParse({
    id: draft.id,
    kind: draft.kind,
    kpi: draft.kpi,
    title: draft.title,
    projectIds: draft.projectIds,
    period: periodOf(draft.period),
    layout: draft.layout,
  });
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    context.addIssue({
      code: "custom",
      message: issue.message,
      path: issue.path[0] === "period" ? ["period"] : issue.path.slice(0, 1),
    });
  }
  return z.NEVER;
});

function draftOf(widget: Widget | null, layout: Widget["layout"]): WidgetDraft {
  if (!widget) {
    return {
      id: newWidgetId(),
      kind: "bar",
      kpi: "throughput",
      title: "",
      projectIds: [],
      period: { kind: "last_weeks", weeks: "12", from: "", to: "" },
      layout,
    };
  }
  return {
    id: widget.id,
    kind: widget.kind,
    kpi: widget.kpi,
    title: widget.title,
    projectIds: widget.projectIds,
    layout: widget.layout,
    period: {
      kind: widget.period.kind,
      weeks: widget.period.kind === "last_weeks" ? String(widget.period.weeks) : "12",
      from: widget.period.kind === "range" ? widget.period.from : "",
      to: widget.period.kind === "range" ? widget.period.to : "",
    },
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
  // Once: a new widget's id is drawn when the dialog opens.
  const [initial] = useState(() => draftOf(widget, layout));
  const form = useZodForm(widgetForm, { defaultValues: initial });
  const kpi = useWatch({ control: form.control, name: "kpi" });
  const periodError = form.formState.errors.period?.message;

  return (
    <Form form={form} className="flex flex-col gap-4" onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="kpi" label="KPI">
          {(field, control) => (
            <select
              {...control}
              ref={field.ref}
              name={field.name}
              className={SELECT_CLASSES}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                const next = event.target.value as KpiKey;
                field.onChange(next);
                if (!widget) form.setValue("kind", KIND_FOR[next] ?? "line");
              }}
            >
              {KPI_KEYS.map((key) => (
                <option key={key} value={key}>
                  {KPI_INFO[key].label} ({unitCaption(KPI_INFO[key].unit)})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField control={form.control} name="kind" label="Shown as">
          <select className={SELECT_CLASSES}>
            {WIDGET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {WIDGET_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField
        control={form.control}
        name="title"
        label="Title"
        hint={`Leave blank to use “${KPI_INFO[kpi].label}”.`}
      >
        <Input maxLength={80} />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Projects</legend>
        <Controller
          control={form.control}
          name="projectIds"
          render={({ field, fieldState }) => (
            <>
              {projects.length === 0 ? (
                <p className="text-sm text-muted-foreground">All the projects you can see.</p>
              ) : (
                <div className="flex max-h-40 flex-col gap-1 overflow-auto rounded-md border border-border p-2">
                  {projects.map((project) => (
                    <label key={project.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={field.value.includes(project.id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, project.id]
                              : field.value.filter((id) => id !== project.id),
                          )
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
              {fieldState.error ? (
                <p className="text-sm text-danger">{fieldState.error.message}</p>
              ) : null}
            </>
          )}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Period</legend>
        <Controller
          control={form.control}
          name="period.kind"
          render={({ field }) => (
            <>
              <label className="flex items-center gap-2 text-sm">
                <input
                  ref={field.ref}
                  type="radio"
                  name="period"
                  className="size-4 accent-primary"
                  checked={field.value === "last_weeks"}
                  onChange={() => field.onChange("last_weeks")}
                  onBlur={field.onBlur}
                />
                The last weeks, up to today
              </label>
              {field.value === "last_weeks" ? (
                <FormField
                  control={form.control}
                  name="period.weeks"
                  label="Number of weeks"
                  className="ml-6 max-w-40"
                >
                  <Input type="number" min={1} max={52} />
                </FormField>
              ) : null}
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="period"
                  className="size-4 accent-primary"
                  checked={field.value === "range"}
                  onChange={() => field.onChange("range")}
                  onBlur={field.onBlur}
                />
                Fixed dates
              </label>
              {field.value === "range" ? (
                <div className="ml-6 grid gap-2 sm:grid-cols-2">
                  <FormField control={form.control} name="period.from" label="From">
                    <Input type="date" />
                  </FormField>
                  <FormField control={form.control} name="period.to" label="To">
                    <Input type="date" />
                  </FormField>
                </div>
              ) : null}
            </>
          )}
        />
        {periodError ? (
          <p role="alert" className="text-sm text-danger">
            The period {periodError}.
          </p>
        ) : null}
      </fieldset>
      <FormError />
      <FormActions onCancel={onCancel} submit={widget ? "Save widget" : "Add widget"} />
    </Form>
  );
}
